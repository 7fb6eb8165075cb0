import { Button, EmptyState, List, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconClockHour4, IconUserPlus, IconUsers } from "@tabler/icons-react";
import { Link } from "react-router";

/** A company without employees: what attendance tracking offers, and the way to add the first person. */
export function NoEmployeesAttendance() {
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }}>
        <Stack gap="sm">
          <ThemeIcon variant="light" size="xl" radius="md">
            <IconClockHour4 size={26} stroke={1.6} />
          </ThemeIcon>
          <Title order={2} size="h4">
            Track your team's attendance
          </Title>
          <Text c="dimmed" maw={640}>
            Employees clock in when they start and clock out when they finish, recording their effective hours
            and key tasks. Here you see every record of your company for any period, per employee or for
            everyone.
          </Text>
          <List size="sm" spacing={4} c="dimmed">
            <List.Item>Clock in and out from the attendance page</List.Item>
            <List.Item>Effective hours and key tasks for each day</List.Item>
            <List.Item>Company-wide records filtered by date range and employee</List.Item>
          </List>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p={{ base: "lg", sm: 48 }}>
        <EmptyState variant="light" icon={<IconUsers size={28} stroke={1.6} />}>
          <EmptyState.Title order={2}>No Employees Added Yet</EmptyState.Title>
          <EmptyState.Description maw={440}>
            Attendance appears here once your employees start clocking in.
          </EmptyState.Description>
          <EmptyState.Actions>
            <Button component={Link} to="/employees" leftSection={<IconUserPlus size={16} />}>
              Add Your First Employee
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    </Stack>
  );
}
