import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { MonthlySummary } from "../../../../shared/attendance/attendance.rules";

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** Monthly Summary: Total Days, Total Hours, Avg Hours/Day, Full Days (8+ hrs). */
export function MonthlySummaryCard({ summary, month }: { summary: MonthlySummary; month: string }) {
  return (
    <Stack gap="sm">
      <Stack gap={0}>
        <Title order={3} size="h5">
          Monthly Summary
        </Title>
        <Text size="xs" c="dimmed">
          {month}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, md: 1 }} spacing="sm">
        <Stat label="Total Days" value={String(summary.totalDays)} />
        <Stat label="Total Hours" value={String(summary.totalHours)} />
        <Stat label="Avg Hours/Day" value={summary.avgHoursPerDay.toFixed(2)} />
        <Stat label="Full Days (8+ hrs)" value={String(summary.fullDays)} />
      </SimpleGrid>
    </Stack>
  );
}
