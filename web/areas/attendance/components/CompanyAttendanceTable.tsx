import { Skeleton, Table, Text } from "@mantine/core";
import type { CompanyAttendanceDto } from "../../../../shared/attendance/attendance.schema";
import {
  EMPTY_VALUE,
  formatAttendanceDate,
  formatClockTime,
  formatHours,
  fullName,
} from "../attendanceDisplay";

const COLUMNS = ["Employee", "Date", "Clock In", "Clock Out", "Effective Hours", "Key Tasks"];

/** The company's records for the period; it scrolls sideways on a phone. */
export function CompanyAttendanceTable({
  records,
  loading,
}: {
  records: CompanyAttendanceDto[] | undefined;
  loading: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={760} type="native">
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
            [0, 1, 2, 3, 4].map((row) => (
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
                  No attendance records found for the selected period
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {!loading &&
            records?.map((record) => (
              <Table.Tr key={record.id}>
                <Table.Td style={{ whiteSpace: "nowrap" }} fw={500}>
                  {fullName(record)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  {formatAttendanceDate(record.attendanceDate)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{formatClockTime(record.clockIn)}</Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{formatClockTime(record.clockOut)}</Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{formatHours(record.effectiveHours)}</Table.Td>
                <Table.Td maw={320}>
                  <Text size="sm" lineClamp={2} title={record.keyTasks ?? undefined}>
                    {record.keyTasks || EMPTY_VALUE}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
