import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconBriefcase,
  IconCalendarEvent,
  IconClockHour4,
  IconUserPlus,
  IconUsers,
} from "@tabler/icons-react";
import { Link } from "react-router";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import { PageHeading } from "../../../components/PageHeading";
import { IndiaHiringBanner } from "./IndiaHiringBanner";

const FIRST_STEPS = [
  {
    icon: IconUsers,
    title: "Add your people",
    text: "Give your team accounts so they can clock in and request leave.",
  },
  {
    icon: IconCalendarEvent,
    title: "Set leave allocations",
    text: "Everyone starts with 20 days a year; adjust per person.",
  },
  {
    icon: IconClockHour4,
    title: "Follow working time",
    text: "See who is working today and the hours of the month.",
  },
  { icon: IconBriefcase, title: "Open a position", text: "Post a job for free and track every candidate." },
] as const;

/**
 * The company dashboard of an ADMIN (placeholder until the stats arrive). Link names avoid the sidebar's
 * labels so a test finding "Employees" by role and name finds one link.
 */
export function AdminHome({ user }: { user: UserDto }) {
  return (
    <>
      <PageHeading title="Company Dashboard" description={user.companyName ?? undefined} />
      <IndiaHiringBanner />
      <Paper withBorder radius="lg" p="xl" mb="lg">
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={6} maw={560}>
            <Title order={2} size="h4">
              Your dashboard fills in as your company grows
            </Title>
            <Text c="dimmed" size="sm">
              Attendance rates, pending leave, departments and open positions appear here as soon as you add
              people and they start recording their days.
            </Text>
          </Stack>
          <Button component={Link} to="/employees" leftSection={<IconUserPlus size={16} />}>
            Add people
          </Button>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {FIRST_STEPS.map((step) => (
          <Paper key={step.title} withBorder radius="lg" p="lg">
            <ThemeIcon variant="light" size={40} radius="md" mb="sm">
              <step.icon size={20} />
            </ThemeIcon>
            <Text fw={600}>{step.title}</Text>
            <Text size="sm" c="dimmed">
              {step.text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </>
  );
}
