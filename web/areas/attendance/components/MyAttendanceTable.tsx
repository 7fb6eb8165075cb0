import { ActionIcon, Group, Skeleton, Table, Text, Tooltip } from "@mantine/core";
import { IconEdit, IconTrash } from "@tabler/icons-react";
import type { AttendanceDto } from "../../../../shared/attendance/attendance.schema";
import {
  EMPTY_VALUE,
  formatAddedOn,
  formatAttendanceDate,
  formatClockTime,
  formatHours,
} from "../attendanceDisplay";

type MyAttendanceTableProps = {
  records: AttendanceDto[] | undefined;
  loading: boolean;
  emptyText: string;
  onEdit: (record: AttendanceDto) => void;
  onDelete: (record: AttendanceDto) => void;
};

const COLUMNS = [
  "Attendance Date",
  "Clock In",
  "Clock Out",
  "Effective Hours",
  "Key Tasks",
  "Added On",
  "Actions",
];

/** The personal records table; it scrolls sideways on a phone. */
export function MyAttendanceTable({ records, loading, emptyText, onEdit, onDelete }: MyAttendanceTableProps) {
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading || undefined}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading &&
            [0, 1, 2, 3].map((row) => (
              <Table.Tr key={row}>
                {COLUMNS.map((column) => (
                  <Table.Td key={column}>
                    <Skeleton h={14} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          {!loading && records?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length}>
                <Text c="dimmed" ta="center" py="lg" size="sm">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {!loading &&
            records?.map((record) => (
              <Table.Tr key={record.id}>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  {formatAttendanceDate(record.attendanceDate)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{formatClockTime(record.clockIn)}</Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{formatClockTime(record.clockOut)}</Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{formatHours(record.effectiveHours)}</Table.Td>
                <Table.Td maw={260}>
                  <Text size="sm" lineClamp={2} title={record.keyTasks ?? undefined}>
                    {record.keyTasks || EMPTY_VALUE}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  <Text size="sm" c="dimmed">
                    {formatAddedOn(record.createdAt)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label="Edit">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${formatAttendanceDate(record.attendanceDate)}`}
                        onClick={() => onEdit(record)}
                      >
                        <IconEdit size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Delete">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${formatAttendanceDate(record.attendanceDate)}`}
                        onClick={() => onDelete(record)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
