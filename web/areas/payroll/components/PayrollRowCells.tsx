import { Anchor, Group, Stack, Table, Text } from "@mantine/core";
import { IconFileText } from "@tabler/icons-react";
import type { PayrollDto } from "../../../../shared/payroll/payroll.schema";
import { formatAmount, payrollDate } from "../payrollDisplay";
import { PAYROLL_TEXT } from "../payrollTexts";
import { EditedByHandBadge } from "./PayrollSalaryLines";
import { PayrollStatusBadge } from "./PayrollStatusBadge";

/**
 * The cells Payroll Management and My Payroll share (docs/product/payroll.md §6.2, §6.3): the amounts, the
 * status and the date. Each table adds its own first column (the person, the month) and its actions.
 */

/** A table cell with an amount in rupees (Indian grouping), right-aligned in figures of one width. */
export function PayrollAmountCell({ value, strong = false }: { value: number; strong?: boolean }) {
  return (
    <Table.Td ta="right">
      <Text
        size="sm"
        fw={strong ? 700 : undefined}
        style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}
      >
        {formatAmount(value)}
      </Text>
    </Table.Td>
  );
}

/** The row's date (§6.2): the day it was paid once Paid, else the day it was generated, with which it is. */
export function PayrollDateCell({ row, timeZone }: { row: PayrollDto; timeZone: string }) {
  const date = payrollDate(row, timeZone);
  return (
    <Table.Td style={{ whiteSpace: "nowrap" }}>
      <Text size="sm">{date.date}</Text>
      <Text size="xs" c="dimmed">
        {date.label}
      </Text>
    </Table.Td>
  );
}

/**
 * The six cells both tables show in this order: base salary, tax, benefits (My Payroll calls them salary
 * and deductions), net pay in bold, the status badge ('Edited by hand' under it when a generated row's
 * amounts were changed, §4) and the date.
 */
export function PayrollFigureCells({ row, timeZone }: { row: PayrollDto; timeZone: string }) {
  return (
    <>
      <PayrollAmountCell value={row.baseSalary} />
      <PayrollAmountCell value={row.taxAmount} />
      <PayrollAmountCell value={row.benefitsAmount} />
      <PayrollAmountCell value={row.netPay} strong />
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <PayrollStatusBadge status={row.status} miw="max-content" />
          {row.editedAt && <EditedByHandBadge />}
        </Stack>
      </Table.Td>
      <PayrollDateCell row={row} timeZone={timeZone} />
    </>
  );
}

/**
 * The payslip document attached to a row (§3), opened in a new tab: 'Payslip document'. `of` tells screen
 * readers whose it is ('of Rahul Nair', 'for March 2026'). Not the payslip PDF the server makes (§4).
 */
export function PayrollDocumentLink({
  path,
  of,
  size = "sm",
}: {
  path: string;
  of: string;
  size?: "xs" | "sm";
}) {
  return (
    <Anchor
      href={path}
      target="_blank"
      rel="noopener noreferrer"
      size={size}
      aria-label={`${PAYROLL_TEXT.payslipDocument} ${of} (opens in a new tab)`}
    >
      <Group gap={4} wrap="nowrap">
        <IconFileText size={size === "xs" ? 14 : 16} />
        {PAYROLL_TEXT.payslipDocument}
      </Group>
    </Anchor>
  );
}
