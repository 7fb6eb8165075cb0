import { Anchor, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconCalendarMonth } from "@tabler/icons-react";
import dayjs from "dayjs";
import { useState } from "react";
import { Link } from "react-router";
import type { AttendanceDto } from "../../../../../shared/attendance/attendance.schema";
import { formatAttendanceDate, formatClockTime, formatHours } from "../../../attendance/attendanceDisplay";
import { BandLegend, MonthGrid } from "../../../attendance/components/MonthGrid";
import { buildMonthGrid } from "../../../attendance/monthGrid";
import { SectionCard } from "../SectionCard";

interface MonthCalendarCardProps {
  month: string;
  today: string;
  records: AttendanceDto[] | undefined;
  isPending: boolean;
}

function dayRecordText(record: AttendanceDto | null): string {
  if (!record) return "No attendance recorded";
  if (!record.clockOut) return `Clocked in at ${formatClockTime(record.clockIn)} · in progress`;
  return `${formatClockTime(record.clockIn)} – ${formatClockTime(record.clockOut)} · ${formatHours(record.effectiveHours)}`;
}

/** This month's attendance calendar, each day coloured by its hours band; a day's record shows below. */
export function MonthCalendarCard({ month, today, records, isPending }: MonthCalendarCardProps) {
  const [selected, setSelected] = useState(today);
  const record = records?.find((r) => r.attendanceDate === selected) ?? null;
  return (
    <SectionCard
      title="Attendance Calendar"
      icon={<IconCalendarMonth size={18} />}
      h="100%"
      action={
        <Text size="sm" c="dimmed" fw={500}>
          {dayjs(`${month}-01`).format("MMM YYYY")}
        </Text>
      }
    >
      {isPending || !records ? (
        <Skeleton h={340} radius="md" aria-label="Loading the month" />
      ) : (
        <Stack gap="md">
          <MonthGrid
            weeks={buildMonthGrid(month, records, today)}
            selected={selected}
            onSelect={setSelected}
          />
          <Group justify="space-between" gap="sm" align="flex-start">
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {formatAttendanceDate(selected)}
              </Text>
              <Text size="sm" c="dimmed">
                {dayRecordText(record)}
              </Text>
            </Stack>
            <Anchor component={Link} to="/attendance" size="sm" fw={600}>
              Open attendance
            </Anchor>
          </Group>
          <BandLegend />
        </Stack>
      )}
    </SectionCard>
  );
}
