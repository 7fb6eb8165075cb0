import { ActionIcon, Group, Skeleton, Table, Text } from "@mantine/core";
import { IconEdit, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { AttendanceDto } from "../../../../shared/attendance/attendance.schema";
import { RowTooltip } from "../../../components/RowTooltip";
import { useTimeZone } from "../../../lib/timeZone";
import {
  EMPTY_VALUE,
  formatAddedOn,
  formatAttendanceDate,
  formatClockTime,
  formatHours,
} from "../attendanceDisplay";

type Column<T> = { header: string; cell: (record: T) => ReactNode; nowrap?: boolean; maw?: number };

type AttendanceTableProps<T extends AttendanceDto> = {
  records: T[] | undefined;
  loading: boolean;
  emptyText: string;
  /** The company view: each row names its person first (this gives the name), and the date column is 'Date'. */
  employee?: (record: T) => string;
  /** One's own records: 'Added On' and Edit / Delete at the end of each row. */
  actions?: { onEdit: (record: T) => void; onDelete: (record: T) => void };
};

function columnsOf<T extends AttendanceDto>(
  { employee, actions }: AttendanceTableProps<T>,
  timeZone: string,
): Column<T>[] {
  const withEmployee = employee !== undefined;
  const keyTasks: Column<T> = {
    header: "Key Tasks",
    maw: withEmployee ? 320 : 260,
    cell: (record) => (
      <Text size="sm" lineClamp={2} title={record.keyTasks ?? undefined}>
        {record.keyTasks || EMPTY_VALUE}
      </Text>
    ),
  };
  const columns: Column<T>[] = [
    ...(employee
      ? [
          {
            header: "Employee",
            nowrap: true,
            cell: (record: T) => (
              <Text span inherit fw={500}>
                {employee(record)}
              </Text>
            ),
          },
        ]
      : []),
    {
      header: withEmployee ? "Date" : "Attendance Date",
      nowrap: true,
      cell: (record) => formatAttendanceDate(record.attendanceDate),
    },
    { header: "Clock In", nowrap: true, cell: (record) => formatClockTime(record.clockIn) },
    { header: "Clock Out", nowrap: true, cell: (record) => formatClockTime(record.clockOut) },
    { header: "Effective Hours", nowrap: true, cell: (record) => formatHours(record.effectiveHours) },
    keyTasks,
  ];
  if (!actions) return columns;
  return [
    ...columns,
    {
      header: "Added On",
      nowrap: true,
      cell: (record) => (
        <Text size="sm" c="dimmed">
          {formatAddedOn(record.createdAt, timeZone)}
        </Text>
      ),
    },
    {
      header: "Actions",
      cell: (record) => (
        <Group gap={4} wrap="nowrap">
          <RowTooltip label="Edit">
            <ActionIcon
              variant="subtle"
              aria-label={`Edit ${formatAttendanceDate(record.attendanceDate)}`}
              onClick={() => actions.onEdit(record)}
            >
              <IconEdit size={18} />
            </ActionIcon>
          </RowTooltip>
          <RowTooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${formatAttendanceDate(record.attendanceDate)}`}
              onClick={() => actions.onDelete(record)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </RowTooltip>
        </Group>
      ),
    },
  ];
}

/** Attendance records, one's own or a company's; it scrolls sideways on a phone. */
export function AttendanceTable<T extends AttendanceDto>(props: AttendanceTableProps<T>) {
  const { records, loading, emptyText, employee, actions } = props;
  const columns = columnsOf(props, useTimeZone());
  const skeletonRows = employee ? [0, 1, 2, 3, 4] : [0, 1, 2, 3];
  return (
    <Table.ScrollContainer minWidth={actions ? 860 : 760} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading || undefined}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading &&
            skeletonRows.map((row) => (
              <Table.Tr key={row}>
                {columns.map((column) => (
                  <Table.Td key={column.header}>
                    <Skeleton h={14} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          {!loading && records?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" ta="center" py="lg" size="sm">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {!loading &&
            records?.map((record) => (
              <Table.Tr key={record.id}>
                {columns.map((column) => (
                  <Table.Td
                    key={column.header}
                    maw={column.maw}
                    style={column.nowrap ? { whiteSpace: "nowrap" } : undefined}
                  >
                    {column.cell(record)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
