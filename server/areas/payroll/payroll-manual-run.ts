import { periodLabel } from "../../../shared/payroll/payroll.rules";
import type { PayrollGenerateDto, PayrollPeriodQuery } from "../../../shared/payroll/payroll.schema";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import type { RequestContext } from "../../lib/transactional";
import type { Actor } from "../auth/sessions.service";
import { managedCompany } from "./payroll-access";
import { generatePayrollRows } from "./payroll-generation";

/**
 * "Generate" pressed on the Payroll page (docs/product/payroll.md §4): the manual run of a company's month,
 * through the management checks of payroll-access.ts; the automatic one is payroll-monthly-run.ts, and both
 * make their rows with payroll-generation.ts.
 */

/**
 * "Generate" (§4): the month's Pending rows for everyone in the company who lacks one, prefilled from
 * their pay; answers how many it made and whom it could not prefill. Safe to press twice or from two
 * screens at once (payroll-generation.ts).
 */
export async function generatePayrollMonth(
  ctx: RequestContext,
  actor: Actor,
  companyId: number,
  period: PayrollPeriodQuery,
  origin: RequestOrigin,
): Promise<PayrollGenerateDto> {
  const company = await managedCompany(ctx.db, actor, companyId);
  const result = await generatePayrollRows(ctx.db, company.id, period, ctx.now());
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "PAYROLL_GENERATED",
    userId: actor.userId,
    companyId: company.id,
    resourceType: "payroll",
    message: `Payroll for ${periodLabel(period.month, period.year)} generated: ${result.created} row(s) created`,
    metadata: {
      trigger: "manual",
      month: period.month,
      year: period.year,
      created: result.created,
      skipped: result.skipped.map((person) => person.userId),
    },
  });
  return { month: period.month, year: period.year, ...result };
}
