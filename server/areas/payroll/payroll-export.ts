import { csvDocument } from "../../../shared/common/csv";
import { payrollExportFileName } from "../../../shared/payroll/payroll.rules";
import type { PayrollDto, PayrollPeriodQuery } from "../../../shared/payroll/payroll.schema";
import type { RequestContext } from "../../lib/transactional";
import type { Actor } from "../auth/sessions.service";
import { companyPayrollsOfMonth } from "./payroll-reads";

/**
 * The CSV export of a company's month (docs/product/payroll.md §6.3), with the list's checks (role 403,
 * company 404, payroll not enabled 403). Bounded: at most the rows of one company-month, one per person.
 * Amounts are numbers and names text, so a name beginning with '=' is written "'=…" (shared/common/csv.ts).
 */
export const PAYROLL_EXPORT_HEADER = [
  "First name",
  "Last name",
  "Role",
  "Month",
  "Year",
  "Base salary",
  "Tax",
  "Benefits",
  "Net pay",
  "Status",
  "Paid date",
] as const;

function exportRow(row: PayrollDto) {
  return [
    row.firstName,
    row.lastName,
    row.role,
    row.month,
    row.year,
    row.baseSalary,
    row.taxAmount,
    row.benefitsAmount,
    row.netPay,
    row.status,
    row.paidAt ? row.paidAt.slice(0, 10) : null,
  ];
}

export async function payrollExport(
  ctx: RequestContext,
  actor: Actor,
  companyId: number,
  period: PayrollPeriodQuery,
): Promise<{ fileName: string; body: string }> {
  const { company, rows } = await companyPayrollsOfMonth(ctx, actor, companyId, period);
  return {
    fileName: payrollExportFileName(company.name, period.month, period.year),
    body: csvDocument(PAYROLL_EXPORT_HEADER, rows.map(exportRow), { byteOrderMark: true }),
  };
}
