import { and, eq, ne } from "drizzle-orm";
import { canManagePayroll, canUsePayrollManagement } from "../../../shared/payroll/payroll.policy";
import { paidAtAfter, periodLabel, resolveNetPay } from "../../../shared/payroll/payroll.rules";
import {
  PAYROLL_EMPLOYEE_LOCKED,
  PAYROLL_EMPLOYEE_NOT_FOUND,
  PAYROLL_EXISTS,
  PAYROLL_MONTH_LOCKED,
  PAYROLL_NOT_ENABLED,
  PAYROLL_YEAR_LOCKED,
  PAYSLIP_INVALID,
  type PayrollCreateValues,
  type PayrollDto,
  type PayrollStatus,
  type PayrollUpdateValues,
} from "../../../shared/payroll/payroll.schema";
import type { LogLevel } from "../../../shared/security-logs/security-logs.schema";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import { callersCompany, requireInCompanyScope } from "../../lib/company-scope";
import { authorize, badRequest, conflict } from "../../lib/errors";
import type { RequestContext } from "../../lib/transactional";
import type { Actor } from "../auth/sessions.service";
import { companies } from "../companies/companies.table";
import { releaseUnusedFiles, requireAttachableFile } from "../files/files.service";
import { users } from "../users/users.table";
import { type PayrollPerson, presentPayroll } from "./payroll.presenter";
import { payrolls } from "./payroll.table";
import { findPayrollFor, nameOf, type PayrollRow } from "./payroll-access";

/**
 * Changing payroll records one at a time (docs/product/payroll.md §3–§5, §8): create, edit, set the status,
 * delete; each through the management checks of payroll-access.ts, each with its security-log row.
 */

/** The security-log row of a change to one row: "Payroll of <name> for <period> <what>". */
function logRowChange(
  ctx: RequestContext,
  origin: RequestOrigin,
  actor: Actor,
  change: {
    action: string;
    level?: LogLevel;
    row: PayrollRow;
    person: PayrollPerson;
    what: string;
    metadata: Record<string, unknown>;
  },
): Promise<void> {
  const { row } = change;
  return writeSecurityLog(ctx.db, origin, {
    level: change.level ?? "INFO",
    action: change.action,
    userId: actor.userId,
    companyId: row.companyId,
    resourceType: "payroll",
    resourceId: row.id,
    message: `Payroll of ${nameOf(change.person)} for ${periodLabel(row.month, row.year)} ${change.what}`,
    metadata: change.metadata,
  });
}

/** 400 with the rule's message under `netPay` when the amounts make no valid net pay (§3, §4). */
function netPayOrRefuse(result: ReturnType<typeof resolveNetPay>): number {
  if (!result.ok)
    throw badRequest(result.message, [{ path: `body.${result.path}`, message: result.message }]);
  return result.netPay;
}

/**
 * A new row for a live person of a company the actor manages (§3, §4): the company is the person's; net
 * pay is computed (a different one sent is refused); 'Paid' records `paidAt`; a second row of the person
 * for the month is 409.
 */
export async function createPayroll(
  ctx: RequestContext,
  actor: Actor,
  input: PayrollCreateValues,
  origin: RequestOrigin,
): Promise<PayrollDto> {
  authorize(canUsePayrollManagement(actor));
  const [found] = await ctx.db
    .select({
      companyId: users.companyId,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      payrollEnabled: companies.payrollEnabled,
    })
    .from(users)
    .innerJoin(companies, and(eq(companies.id, users.companyId), eq(companies.isDeleted, false)))
    .where(
      and(
        eq(users.id, input.userId),
        callersCompany(actor, users.companyId),
        eq(users.isDeleted, false),
        ne(users.role, "SUPER_ADMIN"),
      ),
    );
  const person = requireInCompanyScope(actor, found, PAYROLL_EMPLOYEE_NOT_FOUND);
  const companyId = person.companyId!;
  authorize(
    canManagePayroll(actor, { id: companyId, payrollEnabled: person.payrollEnabled }),
    PAYROLL_NOT_ENABLED,
  );
  const netPay = netPayOrRefuse(resolveNetPay(input, input.netPay));
  if (input.payslipDocumentPath) {
    await requireAttachableFile(ctx, actor, input.payslipDocumentPath, "payslip", PAYSLIP_INVALID);
  }
  const now = ctx.now();
  // The unique key decides a race between two creates (or a create and Generate): one row, the other 409.
  const [row] = await ctx.db
    .insert(payrolls)
    .values({
      companyId,
      userId: input.userId,
      month: input.month,
      year: input.year,
      baseSalary: input.baseSalary,
      taxAmount: input.taxAmount,
      benefitsAmount: input.benefitsAmount,
      netPay,
      status: input.status,
      payslipDocumentPath: input.payslipDocumentPath,
      generatedAt: now,
      paidAt: paidAtAfter({ status: "Pending", paidAt: null }, input.status, now),
    })
    .onConflictDoNothing({ target: [payrolls.userId, payrolls.year, payrolls.month] })
    .returning();
  if (!row) throw conflict(PAYROLL_EXISTS);
  await logRowChange(ctx, origin, actor, {
    action: "PAYROLL_CREATED",
    row,
    person,
    what: "created",
    metadata: { status: row.status, netPay: row.netPay },
  });
  return presentPayroll(row, person);
}

/** The fields of a PATCH that say something other than the row: its person and period never change (§6.3). */
function lockedFieldChanges(current: PayrollRow, input: PayrollUpdateValues) {
  const errors: { path: string; message: string }[] = [];
  if (input.userId !== undefined && input.userId !== current.userId)
    errors.push({ path: "body.userId", message: PAYROLL_EMPLOYEE_LOCKED });
  if (input.month !== undefined && input.month !== current.month)
    errors.push({ path: "body.month", message: PAYROLL_MONTH_LOCKED });
  if (input.year !== undefined && input.year !== current.year)
    errors.push({ path: "body.year", message: PAYROLL_YEAR_LOCKED });
  return errors;
}

/**
 * Changes a row (§4, §8): any of its amounts, status and payslip document. Month, year and person stay
 * (400 when the body names others; the same values are accepted, as the edit form sends them). Amounts
 * changed without `netPay` recompute it; a `netPay` that is not base − tax − benefits is refused. Changed
 * amounts of a row with salary lines set `editedAt` (the row was edited by hand).
 */
export async function updatePayroll(
  ctx: RequestContext,
  actor: Actor,
  id: number,
  input: PayrollUpdateValues,
  origin: RequestOrigin,
): Promise<PayrollDto> {
  const found = await findPayrollFor(ctx.db, actor, id);
  const current = found.payroll;
  const locked = lockedFieldChanges(current, input);
  if (locked.length > 0) throw badRequest(locked[0]!.message, locked);
  const amounts = {
    baseSalary: input.baseSalary ?? current.baseSalary,
    taxAmount: input.taxAmount ?? current.taxAmount,
    benefitsAmount: input.benefitsAmount ?? current.benefitsAmount,
  };
  const netPay = netPayOrRefuse(resolveNetPay(amounts, input.netPay));
  const payslip =
    input.payslipDocumentPath === undefined ? current.payslipDocumentPath : input.payslipDocumentPath;
  if (payslip && payslip !== current.payslipDocumentPath) {
    await requireAttachableFile(ctx, actor, payslip, "payslip", PAYSLIP_INVALID);
  }
  const status = input.status ?? (current.status as PayrollStatus);
  const paidAt = paidAtAfter(
    { status: current.status as PayrollStatus, paidAt: current.paidAt },
    status,
    ctx.now(),
  );
  // §4: changing the amounts of a row generated from the salary structure marks it edited by hand; its
  // lines stay as they were generated.
  const amountsChanged =
    amounts.baseSalary !== current.baseSalary ||
    amounts.taxAmount !== current.taxAmount ||
    amounts.benefitsAmount !== current.benefitsAmount;
  const editedAt = current.lines && amountsChanged ? ctx.now() : current.editedAt;
  const [row] = await ctx.db
    .update(payrolls)
    .set({ ...amounts, netPay, status, paidAt, payslipDocumentPath: payslip, editedAt })
    .where(and(eq(payrolls.id, id), eq(payrolls.companyId, current.companyId)))
    .returning();
  const updated = row!;
  if (current.payslipDocumentPath !== updated.payslipDocumentPath) {
    await releaseUnusedFiles(ctx, [current.payslipDocumentPath]);
  }
  const changed = (
    ["baseSalary", "taxAmount", "benefitsAmount", "netPay", "status", "payslipDocumentPath"] as const
  ).filter((field) => current[field] !== updated[field]);
  await logRowChange(ctx, origin, actor, {
    action: "PAYROLL_UPDATED",
    row: current,
    person: found,
    what: "updated",
    metadata: {
      fields: changed,
      ...(current.status === updated.status ? {} : { from: current.status, to: updated.status }),
    },
  });
  return presentPayroll(updated, found);
}

/** Sets a row's status and nothing else (§5); 'Paid' records `paidAt`, leaving 'Paid' clears it. */
export async function setPayrollStatus(
  ctx: RequestContext,
  actor: Actor,
  id: number,
  status: PayrollStatus,
  origin: RequestOrigin,
): Promise<PayrollDto> {
  const found = await findPayrollFor(ctx.db, actor, id);
  const current = found.payroll;
  const from = current.status as PayrollStatus;
  const [row] = await ctx.db
    .update(payrolls)
    .set({ status, paidAt: paidAtAfter({ status: from, paidAt: current.paidAt }, status, ctx.now()) })
    .where(and(eq(payrolls.id, id), eq(payrolls.companyId, current.companyId)))
    .returning();
  await logRowChange(ctx, origin, actor, {
    action: "PAYROLL_STATUS_CHANGED",
    row: current,
    person: found,
    what: `moved from ${from} to ${status}`,
    metadata: { from, to: status },
  });
  return presentPayroll(row!, found);
}

/** Deletes a row, and its payslip document when no other row names it. */
export async function deletePayroll(
  ctx: RequestContext,
  actor: Actor,
  id: number,
  origin: RequestOrigin,
): Promise<void> {
  const found = await findPayrollFor(ctx.db, actor, id);
  const current = found.payroll;
  await ctx.db.delete(payrolls).where(and(eq(payrolls.id, id), eq(payrolls.companyId, current.companyId)));
  await releaseUnusedFiles(ctx, [current.payslipDocumentPath]);
  await logRowChange(ctx, origin, actor, {
    action: "PAYROLL_DELETED",
    level: "WARNING",
    row: current,
    person: found,
    what: "deleted",
    metadata: { status: current.status, netPay: current.netPay },
  });
}
