import { ActionIcon, Grid, Group, Paper, Skeleton, Stack, Title } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { monthlySummary } from "../../../../shared/attendance/attendance.rules";
import { LoadError } from "../../../components/LoadError";
import { useMyAttendances } from "../attendance.queries";
import { buildMonthGrid, monthBounds, monthLabel, monthOf, recordsInMonth, shiftMonth } from "../monthGrid";
import { BandLegend, MonthGrid } from "./MonthGrid";
import { MonthlySummaryCard } from "./MonthlySummaryCard";

type AttendanceCalendarViewProps = {
  today: string;
  month: string;
  onMonthChange: (month: string) => void;
  selected: string;
  onSelect: (date: string) => void;
};

/** Calendar View: the month's days coloured by hours, the legend and the Monthly Summary. */
export function AttendanceCalendarView({
  today,
  month,
  onMonthChange,
  selected,
  onSelect,
}: AttendanceCalendarViewProps) {
  "use memo"; // React Compiler: a query's answer redraws only what it changed (lib/steadyQuery.ts)
  const monthRecords = useMyAttendances(monthBounds(month));
  const records = recordsInMonth(monthRecords.data ?? [], month);
  const label = monthLabel(month);
  const isCurrentMonth = month >= monthOf(today);

  const grid = () => {
    if (monthRecords.isPending) return <Skeleton h={380} radius="md" aria-label="Loading the month" />;
    if (monthRecords.isError) return <LoadError title="Could not load this month" query={monthRecords} />;
    return (
      <MonthGrid weeks={buildMonthGrid(month, records, today)} selected={selected} onSelect={onSelect} />
    );
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Paper withBorder radius="lg" p={{ base: "sm", sm: "lg" }}>
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap">
              <ActionIcon
                variant="default"
                aria-label="Previous month"
                onClick={() => onMonthChange(shiftMonth(month, -1))}
              >
                <IconChevronLeft size={18} />
              </ActionIcon>
              <Title order={3} size="h5" aria-live="polite">
                {label}
              </Title>
              <ActionIcon
                variant="default"
                aria-label="Next month"
                disabled={isCurrentMonth}
                onClick={() => onMonthChange(shiftMonth(month, 1))}
              >
                <IconChevronRight size={18} />
              </ActionIcon>
            </Group>
            {grid()}
            <BandLegend />
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 3 }}>
        {monthRecords.isPending ? (
          <Skeleton h={260} radius="md" />
        ) : (
          <MonthlySummaryCard summary={monthlySummary(records)} month={label} />
        )}
      </Grid.Col>
    </Grid>
  );
}
