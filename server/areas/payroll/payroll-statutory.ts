import { and, eq, type SQL, sql } from "drizzle-orm";
import { csvDocument } from "../../../shared/common/csv";
import { canUsePayrollManagement } from "../../../shared/payroll/payroll.policy";
import type { PayrollPeriodQuery } from "../../../shared/payroll/payroll.schema";
import {
  STATUTORY_SUMMARY_HEADER,
  type StatutoryGroup,
  statutorySummaryFileName,
  statutorySummaryRows,
} from "../../../shared/payroll/statutory-summary.rules";
import { companyScope } from "../../lib/company-scope";
import { authorize } from "../../lib/errors";
import type { RequestContext } from "../../lib/transactional";
import type { Actor } from "../auth/sessions.service";
import { companies } from "../companies/companies.table";
import { payrolls } from "./payroll.table";
import { managedCompany } from "./payroll-access";

/**
 * The statutory summary of a month as CSV (docs/product/payroll.md §6.4): per company and state of work,
 * the sums of the salary lines of the month's rows, in one aggregate query. A company's rows without lines
 * fall in its group of state null ('No salary structure'), which counts people and base salary alone.
 * Access as the list and export (payroll-access.ts); `all` (SUPER_ADMIN alone) covers every live company
 * whose payroll is enabled. Bounded: at most one group per company and state.
 */

/**
 * The sum of a whole-rupee figure of the lines (jsonb) at a fixed path of ours; a sum of integers is a
 * bigint, which a driver may hand back as text.
 */
const lineSum = (path: "deductions" | "employer", field: string): SQL<string> =>
  sql<string>`coalesce(sum((${payrolls.lines} -> ${sql.raw(`'${path}'`)} ->> ${sql.raw(`'${field}'`)})::integer), 0)`;

const state = sql<string | null>`${payrolls.lines} ->> 'state'`;

export async function payrollStatutorySummary(
  ctx: RequestContext,
  actor: Actor,
  companyIdOrAll: number | "all",
  period: PayrollPeriodQuery,
): Promise<{ fileName: string; body: string }> {
  let scope: SQL | undefined;
  let name: string;
  if (companyIdOrAll === "all") {
    authorize(canUsePayrollManagement(actor));
    await companyScope(ctx.db, actor, "all");
    scope = and(eq(companies.isDeleted, false), eq(companies.payrollEnabled, true));
    name = "all";
  } else {
    const company = await managedCompany(ctx.db, actor, companyIdOrAll);
    scope = eq(payrolls.companyId, company.id);
    name = company.name;
  }
  const sums = await ctx.db
    .select({
      companyId: payrolls.companyId,
      companyName: companies.name,
      state,
      employees: sql<string>`count(*)`,
      gross: sql<string>`coalesce(sum(case when ${payrolls.lines} is null then ${payrolls.baseSalary} else (${payrolls.lines} -> 'earnings' ->> 'gross')::integer end), 0)`,
      employeePf: lineSum("deductions", "employeePf"),
      employerPf: lineSum("employer", "pf"),
      eps: lineSum("employer", "eps"),
      employeeEsi: lineSum("deductions", "employeeEsi"),
      employerEsi: lineSum("employer", "esi"),
      professionalTax: lineSum("deductions", "professionalTax"),
      tds: lineSum("deductions", "tds"),
    })
    .from(payrolls)
    .innerJoin(companies, eq(companies.id, payrolls.companyId))
    .where(and(scope, eq(payrolls.month, period.month), eq(payrolls.year, period.year)))
    .groupBy(payrolls.companyId, companies.name, state);
  const groups: StatutoryGroup[] = sums.map((s) => ({
    companyId: s.companyId,
    companyName: s.companyName,
    state: s.state,
    employees: Number(s.employees),
    gross: Number(s.gross),
    employeePf: Number(s.employeePf),
    employerPf: Number(s.employerPf),
    eps: Number(s.eps),
    employeeEsi: Number(s.employeeEsi),
    employerEsi: Number(s.employerEsi),
    professionalTax: Number(s.professionalTax),
    tds: Number(s.tds),
  }));
  return {
    fileName: statutorySummaryFileName(name, period.month, period.year),
    body: csvDocument(STATUTORY_SUMMARY_HEADER, statutorySummaryRows(groups), { byteOrderMark: true }),
  };
}
