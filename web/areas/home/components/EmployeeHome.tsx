import { Paper, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCalendarEvent, IconClockHour4, IconSun } from "@tabler/icons-react";
import type { UserDto } from "../../../../shared/auth/auth.schema";
import { PageHeading } from "../../../components/PageHeading";

const TILES = [
  {
    icon: IconClockHour4,
    title: "Today",
    text: "Your clock-in, clock-out and hours for today will show here.",
  },
  {
    icon: IconCalendarEvent,
    title: "This month",
    text: "Working days, total hours and leave days at a glance.",
  },
  { icon: IconSun, title: "Upcoming holidays", text: "Company holidays in the next 30 days." },
] as const;

/** The employee dashboard (placeholder until attendance and holidays arrive). */
export function EmployeeHome({ user }: { user: UserDto }) {
  return (
    <>
      <PageHeading title={`Welcome, ${user.firstName}`} description={user.companyName ?? undefined} />
      <Paper withBorder radius="lg" p="xl" mb="lg">
        <Title order={2} size="h4" mb={6}>
          Your day at a glance
        </Title>
        <Text c="dimmed" size="sm" maw={620}>
          This is where you will start your working day: clock in, see your hours and keep track of your
          leave. Use the menu to request leave or record your attendance.
        </Text>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {TILES.map((tile) => (
          <Paper key={tile.title} withBorder radius="lg" p="lg">
            <ThemeIcon variant="light" size={40} radius="md" mb="sm">
              <tile.icon size={20} />
            </ThemeIcon>
            <Text fw={600}>{tile.title}</Text>
            <Text size="sm" c="dimmed">
              {tile.text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </>
  );
}
