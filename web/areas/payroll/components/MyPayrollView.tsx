import { Button, Select, Table, Text } from "@mantine/core";
import { IconCalendar, IconDownload } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { periodLabel, periodOfDate, yearChoices } from "../../../../shared/payroll/payroll.rules";
import { LoadError } from "../../../components/LoadError";
import { PageHeading } from "../../../components/PageHeading";
import { useTimeZone, useToday } from "../../../lib/timeZone";
import { payslipPdfPath, useMyPayrolls } from "../payroll.queries";
import { payrollSearch, readMyPayrollYear } from "../payrollAddress";
import { PAYROLL_TEXT } from "../payrollTexts";
import { PayrollEmptyState } from "./PayrollEmptyState";
import { PayrollDocumentLink, PayrollFigureCells } from "./PayrollRowCells";
import { type PayrollColumn, PayrollTableFrame } from "./PayrollTableFrame";
import { PayrollTableSkeleton } from "./PayrollTableSkeleton";

const COLUMNS: readonly PayrollColumn[] = [
  { label: "Month" },
  { label: "Salary", align: "right" },
  { label: "Tax", align: "right" },
  { label: "Deductions", align: "right" },
  { label: "Net Pay", align: "right" },
  { label: "Status" },
  { label: "Date" },
  { label: PAYROLL_TEXT.payslipColumn },
  { label: PAYROLL_TEXT.documentColumn },
];

/**
 * My Payroll (docs/product/payroll.md §6.2), an EMPLOYEE's own rows of a year (this year and the 5 before):
 * month, salary, tax, deductions, net pay, status and date; each month's payslip as a PDF to download, and the
 * payslip document an admin attached to the row, if any.
 */
export function MyPayrollView() {
  "use memo"; // React Compiler: a query's answer redraws only what it changed (lib/steadyQuery.ts)
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
      <PayrollTableFrame minWidth={1000} columns={COLUMNS} spacing="xs">
        {sorted.map((row) => {
          const period = periodLabel(row.month, row.year);
          return (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {period}
                </Text>
              </Table.Td>
              <PayrollFigureCells row={row} timeZone={timeZone} />
              <Table.Td>
                <Button
                  component="a"
                  href={payslipPdfPath(row.id)}
                  download
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconDownload size={12} />}
                  aria-label={`${PAYROLL_TEXT.downloadPayslip} for ${period}`}
                >
                  {PAYROLL_TEXT.downloadPayslip}
                </Button>
              </Table.Td>
              <Table.Td>
                {row.payslipDocumentPath ? (
                  <PayrollDocumentLink path={row.payslipDocumentPath} of={`for ${period}`} />
                ) : (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </PayrollTableFrame>
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
