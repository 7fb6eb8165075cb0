import { ActionIcon, Badge, Box, Group, Loader, Menu, Table, Text } from "@mantine/core";
import { IconDotsVertical, IconDownload, IconPencil, IconTrash } from "@tabler/icons-react";
import { otherStatuses } from "../../../../shared/payroll/payroll.rules";
import type { PayrollDto, PayrollStatus } from "../../../../shared/payroll/payroll.schema";
import { RowMenu } from "../../../components/RowMenu";
import { payslipPdfPath } from "../payroll.queries";
import { payeeName, payrollStatusColor } from "../payrollDisplay";
import { PAYROLL_TEXT } from "../payrollTexts";
import { PayrollDocumentLink, PayrollFigureCells } from "./PayrollRowCells";
import { type PayrollColumn, PayrollTableFrame } from "./PayrollTableFrame";

export type PayrollActionHandlers = {
  onEdit: (row: PayrollDto) => void;
  onDelete: (row: PayrollDto) => void;
  onSetStatus: (row: PayrollDto, status: PayrollStatus) => void;
};

type PayrollTableProps = PayrollActionHandlers & {
  rows: readonly PayrollDto[];
  timeZone: string;
  /** The row whose status is being changed: its menu waits. */
  savingId: number | null;
};

const COLUMNS: readonly PayrollColumn[] = [
  { label: "Employee" },
  { label: "Base Salary", align: "right" },
  { label: "Tax", align: "right" },
  { label: "Benefits", align: "right" },
  { label: "Net Pay", align: "right" },
  { label: "Status" },
  { label: "Date" },
  { label: "Actions", width: 80 },
];

/**
 * The table of Payroll Management (docs/product/payroll.md §6.3): the person, the amounts, the status and
 * its date, the attached payslip document under the name, and a menu per row — edit, Download Payslip (the
 * PDF the server makes of the row), mark as each status other than the current one (§5), delete. It
 * scrolls sideways on a narrow screen.
 */
export function PayrollTable({ rows, timeZone, savingId, onEdit, onDelete, onSetStatus }: PayrollTableProps) {
  return (
    <PayrollTableFrame minWidth={880} columns={COLUMNS}>
      {rows.map((row) => {
        const name = payeeName(row);
        return (
          <Table.Tr key={row.id}>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Text fw={600} size="sm">
                  {name}
                </Text>
                {row.role === "ADMIN" && (
                  <Badge size="xs" variant="light" color="gray">
                    Admin
                  </Badge>
                )}
              </Group>
              {row.payslipDocumentPath && (
                <PayrollDocumentLink path={row.payslipDocumentPath} of={`of ${name}`} size="xs" />
              )}
            </Table.Td>
            <PayrollFigureCells row={row} timeZone={timeZone} />
            <Table.Td>
              {savingId === row.id ? (
                <Loader size={18} aria-label={`Saving ${name}'s status`} />
              ) : (
                <RowMenu
                  position="bottom-end"
                  withinPortal
                  shadow="md"
                  width={200}
                  target={
                    <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
                      <IconDotsVertical size={16} />
                    </ActionIcon>
                  }
                >
                  <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => onEdit(row)}>
                    Edit
                  </Menu.Item>
                  <Menu.Item
                    component="a"
                    href={payslipPdfPath(row.id)}
                    download
                    leftSection={<IconDownload size={14} />}
                  >
                    {PAYROLL_TEXT.downloadPayslip}
                  </Menu.Item>
                  <Menu.Divider />
                  <Menu.Label>Status</Menu.Label>
                  {otherStatuses(row.status).map((status) => (
                    <Menu.Item
                      key={status}
                      leftSection={
                        <Box w={8} h={8} bg={`${payrollStatusColor(status)}.6`} style={{ borderRadius: 8 }} />
                      }
                      onClick={() => onSetStatus(row, status)}
                    >
                      {`Mark as ${status}`}
                    </Menu.Item>
                  ))}
                  <Menu.Divider />
                  <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(row)}>
                    Delete
                  </Menu.Item>
                </RowMenu>
              )}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </PayrollTableFrame>
  );
}
