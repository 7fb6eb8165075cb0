import { SimpleGrid, Stack, Text } from "@mantine/core";
import type { AttendanceDto } from "../../../../shared/attendance/attendance.schema";
import { EMPTY_VALUE, formatClockTime, formatHours } from "../attendanceDisplay";

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Stack>
  );
}

/** Clock In, Clock Out, Effective Hours and Key Tasks of one record. */
export function RecordDetails({ record }: { record: AttendanceDto }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={3} spacing="sm">
        <Detail label="Clock In" value={formatClockTime(record.clockIn)} />
        <Detail label="Clock Out" value={formatClockTime(record.clockOut)} />
        <Detail label="Effective Hours" value={formatHours(record.effectiveHours)} />
      </SimpleGrid>
      <Stack gap={2}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Key Tasks
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {record.keyTasks || EMPTY_VALUE}
        </Text>
      </Stack>
    </Stack>
  );
}
