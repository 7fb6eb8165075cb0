import { ActionIcon, Anchor, Badge, Box, Group, Loader, Menu, Paper, Table, Text } from "@mantine/core";
import { IconDotsVertical, IconDownload, IconFileText, IconPencil, IconTrash } from "@tabler/icons-react";
import { otherStatuses } from "../../../../shared/payroll/payroll.rules";
import type { PayrollDto, PayrollStatus } from "../../../../shared/payroll/payroll.schema";
import { payslipPdfPath } from "../payroll.queries";
import { payeeName, payrollDate, payrollStatusColor } from "../payrollDisplay";
import { PAYROLL_TEXT } from "../payrollTexts";
import { PayrollAmountCell } from "./PayrollAmountCell";
import { PayrollStatusBadge } from "./PayrollStatusBadge";

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

/**
 * The table of Payroll Management (docs/product/payroll.md §6.3): the person, the amounts, the status and
 * its date, the attached payslip document under the name, and a menu per row — edit, Download Payslip (the
 * PDF the server makes of the row), mark as each status other than the current one (§5), delete. It
 * scrolls sideways on a narrow screen.
 */
export function PayrollTable({ rows, timeZone, savingId, onEdit, onDelete, onSetStatus }: PayrollTableProps) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: "hidden" }}>
      <Table.ScrollContainer minWidth={880} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th>Employee</Table.Th>
              <Table.Th ta="right">Base Salary</Table.Th>
              <Table.Th ta="right">Tax</Table.Th>
              <Table.Th ta="right">Benefits</Table.Th>
              <Table.Th ta="right">Net Pay</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th w={80}>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const name = payeeName(row);
              const date = payrollDate(row, timeZone);
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
                      <Anchor
                        href={row.payslipDocumentPath}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="xs"
                        aria-label={`${PAYROLL_TEXT.payslipDocument} of ${name} (opens in a new tab)`}
                      >
                        <Group gap={4} wrap="nowrap">
                          <IconFileText size={14} />
                          {PAYROLL_TEXT.payslipDocument}
                        </Group>
                      </Anchor>
                    )}
                  </Table.Td>
                  <PayrollAmountCell value={row.baseSalary} />
                  <PayrollAmountCell value={row.taxAmount} />
                  <PayrollAmountCell value={row.benefitsAmount} />
                  <PayrollAmountCell value={row.netPay} strong />
                  <Table.Td>
                    <PayrollStatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    <Text size="sm">{date.date}</Text>
                    <Text size="xs" c="dimmed">
                      {date.label}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {savingId === row.id ? (
                      <Loader size={18} aria-label={`Saving ${name}'s status`} />
                    ) : (
                      <Menu position="bottom-end" withinPortal shadow="md" width={200}>
                        <Menu.Target>
                          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
                            <IconDotsVertical size={16} />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
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
                                <Box
                                  w={8}
                                  h={8}
                                  bg={`${payrollStatusColor(status)}.6`}
                                  style={{ borderRadius: 8 }}
                                />
                              }
                              onClick={() => onSetStatus(row, status)}
                            >
                              {`Mark as ${status}`}
                            </Menu.Item>
                          ))}
                          <Menu.Divider />
                          <Menu.Item
                            color="red"
                            leftSection={<IconTrash size={14} />}
                            onClick={() => onDelete(row)}
                          >
                            Delete
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
