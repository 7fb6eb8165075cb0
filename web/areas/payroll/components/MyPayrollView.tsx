import { Anchor, Button, Group, Paper, Select, Table, Text } from "@mantine/core";
import { IconCalendar, IconDownload, IconFileText } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { periodLabel, periodOfDate, yearChoices } from "../../../../shared/payroll/payroll.rules";
import { LoadError } from "../../../components/LoadError";
import { PageHeading } from "../../../components/PageHeading";
import { useTimeZone, useToday } from "../../../lib/timeZone";
import { payslipPdfPath, useMyPayrolls } from "../payroll.queries";
import { payrollSearch, readMyPayrollYear } from "../payrollAddress";
import { payrollDate } from "../payrollDisplay";
import { PAYROLL_TEXT } from "../payrollTexts";
import { PayrollAmountCell } from "./PayrollAmountCell";
import { PayrollEmptyState } from "./PayrollEmptyState";
import { PayrollStatusBadge } from "./PayrollStatusBadge";
import { PayrollTableSkeleton } from "./PayrollTableSkeleton";

/**
 * My Payroll (docs/product/payroll.md §6.2), an EMPLOYEE's own rows of a year (this year and the 5 before):
 * month, salary, tax, deductions, net pay, status and date; each month's payslip as a PDF to download, and the
 * payslip document an admin attached to the row, if any.
 */
export function MyPayrollView() {
  const today = useToday();
  const timeZone = useTimeZone();
  const [params, setParams] = useSearchParams();
  const year = readMyPayrollYear(params, today);
  const years = yearChoices(periodOfDate(today).year);
  const rows = useMyPayrolls(year);

  const body = () => {
    if (rows.isPending) return <PayrollTableSkeleton />;
    if (rows.isError) return <LoadError variant="panel" title={PAYROLL_TEXT.loadFailed} query={rows} />;
    if (rows.data.items.length === 0) return <PayrollEmptyState text={PAYROLL_TEXT.emptyYear(year)} />;
    // The newest month first.
    const sorted = [...rows.data.items].sort((a, b) => b.year - a.year || b.month - a.month);
    return (
      <Paper withBorder radius="lg" style={{ overflow: "hidden" }}>
        <Table.ScrollContainer minWidth={1000} type="native">
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th>Month</Table.Th>
                <Table.Th ta="right">Salary</Table.Th>
                <Table.Th ta="right">Tax</Table.Th>
                <Table.Th ta="right">Deductions</Table.Th>
                <Table.Th ta="right">Net Pay</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>{PAYROLL_TEXT.payslipColumn}</Table.Th>
                <Table.Th>{PAYROLL_TEXT.documentColumn}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sorted.map((row) => {
                const date = payrollDate(row, timeZone);
                const period = periodLabel(row.month, row.year);
                return (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {period}
                      </Text>
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
                      <Button
                        component="a"
                        href={payslipPdfPath(row.id)}
                        download
                        size="compact-sm"
                        variant="light"
                        leftSection={<IconDownload size={14} />}
                        aria-label={`${PAYROLL_TEXT.downloadPayslip} for ${period}`}
                      >
                        {PAYROLL_TEXT.downloadPayslip}
                      </Button>
                    </Table.Td>
                    <Table.Td>
                      {row.payslipDocumentPath ? (
                        <Anchor
                          href={row.payslipDocumentPath}
                          target="_blank"
                          rel="noopener noreferrer"
                          size="sm"
                          aria-label={`${PAYROLL_TEXT.payslipDocument} for ${period} (opens in a new tab)`}
                        >
                          <Group gap={4} wrap="nowrap">
                            <IconFileText size={16} />
                            {PAYROLL_TEXT.payslipDocument}
                          </Group>
                        </Anchor>
                      ) : (
                        <Text size="sm" c="dimmed">
                          —
                        </Text>
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
  };

  return (
    <>
      <PageHeading
        title={PAYROLL_TEXT.myTitle}
        description={PAYROLL_TEXT.myDescription}
        actions={
          <Select
            aria-label="Year"
            leftSection={<IconCalendar size={16} />}
            data={years.map(String)}
            value={String(year)}
            onChange={(next) =>
              next !== null &&
              setParams(payrollSearch(params, { year: Number(next) }, today), { replace: true })
            }
            allowDeselect={false}
            w={130}
          />
        }
      />
      {body()}
    </>
  );
}
