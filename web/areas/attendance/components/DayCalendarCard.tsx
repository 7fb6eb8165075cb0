import { Box, Button, Divider, Flex, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { DatePicker } from "@mantine/dates";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import type { AttendanceDto } from "../../../../shared/attendance/attendance.schema";
import { LoadError } from "../../../components/LoadError";
import { useMyAttendances } from "../attendance.queries";
import { formatAttendanceDate } from "../attendanceDisplay";
import { RecordDetails } from "./RecordDetails";

type DayCalendarCardProps = {
  today: string;
  selected: string;
  onSelect: (date: string) => void;
  onAdd: (date: string) => void;
  onEdit: (record: AttendanceDto) => void;
};

/** A single-date calendar (future dates disabled) and the selected date's record. */
export function DayCalendarCard({ today, selected, onSelect, onAdd, onEdit }: DayCalendarCardProps) {
  // The month on show follows the selection when it changes elsewhere (the Calendar View).
  const [shownMonth, setShownMonth] = useState(selected);
  const [lastSelected, setLastSelected] = useState(selected);
  if (lastSelected !== selected) {
    setLastSelected(selected);
    setShownMonth(selected);
  }
  return (
    <Paper withBorder radius="lg" p="lg" h="100%">
      <Flex direction={{ base: "column", sm: "row" }} gap="lg" align={{ base: "center", sm: "flex-start" }}>
        <DatePicker
          value={selected}
          onChange={(value) => value && onSelect(value)}
          maxDate={today}
          date={shownMonth}
          onDateChange={setShownMonth}
          aria-label="Attendance date"
        />
        <Divider orientation="vertical" visibleFrom="sm" />
        <Box style={{ flex: 1, minWidth: 0, alignSelf: "stretch" }}>
          <SelectedDay date={selected} onAdd={onAdd} onEdit={onEdit} />
        </Box>
      </Flex>
    </Paper>
  );
}

function SelectedDay({
  date,
  onAdd,
  onEdit,
}: {
  date: string;
  onAdd: (date: string) => void;
  onEdit: (record: AttendanceDto) => void;
}) {
  const day = useMyAttendances([date, date]);
  const record = day.data?.find((r) => r.attendanceDate === date) ?? null;

  const body = () => {
    if (day.isPending)
      return (
        <Stack gap="sm" aria-busy="true" aria-label="Loading the selected date">
          <Skeleton h={16} w="70%" />
          <Skeleton h={16} w="50%" />
          <Skeleton h={16} w="60%" />
        </Stack>
      );
    if (day.isError) return <LoadError title="Could not load this date" query={day} />;
    if (!record)
      return (
        <Stack gap="sm" align="flex-start">
          <Text size="sm" c="dimmed">
            No attendance recorded for this date
          </Text>
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => onAdd(date)}>
            Add Record
          </Button>
        </Stack>
      );
    return (
      <Stack gap="md">
        <RecordDetails record={record} />
        <Button size="xs" variant="light" onClick={() => onEdit(record)} style={{ alignSelf: "flex-start" }}>
          Edit
        </Button>
      </Stack>
    );
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {formatAttendanceDate(date)}
      </Title>
      {body()}
    </Stack>
  );
}
