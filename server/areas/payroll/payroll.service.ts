import { and, asc, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { pageOf } from "../../../shared/common/list.schema";
import { canManagePayroll, canUsePayrollManagement } from "../../../shared/payroll/payroll.policy";
import { paidAtAfter, periodLabel, resolveNetPay } from "../../../shared/payroll/payroll.rules";
import {
  type MyPayrollQuery,
  PAYROLL_EMPLOYEE_LOCKED,
  PAYROLL_EMPLOYEE_NOT_FOUND,
  PAYROLL_EXISTS,
  PAYROLL_MONTH_LOCKED,
  PAYROLL_NOT_ENABLED,
  PAYROLL_NOT_FOUND,
  PAYROLL_YEAR_LOCKED,
  PAYSLIP_INVALID,
  type PayrollCreateValues,
  type PayrollDto,
  type PayrollGenerateDto,
  type PayrollListQuery,
  type PayrollPeriodQuery,
  type PayrollStatus,
  type PayrollSummaryDto,
  type PayrollUpdateValues,
} from "../../../shared/payroll/payroll.schema";
import type { Database } from "../../db/client";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import { companyScope, requireInCompanyScope } from "../../lib/company-scope";
import { authorize, badRequest, conflict } from "../../lib/errors";
import { fullNameOf, type ListPage, matchesAny, totalOf } from "../../lib/lists";
import type { RequestContext } from "../../lib/transactional";
import type { Actor } from "../auth/sessions.service";
import { companies } from "../companies/companies.table";
import { releaseUnusedFiles, requireAttachableFile } from "../files/files.service";
import { users } from "../users/users.table";
import { type PayrollPerson, presentPayroll } from "./payroll.presenter";
import { payrolls } from "./payroll.table";
import { generatePayrollRows } from "./payroll-generation";

/**
 * Payroll records (docs/product/payroll.md §1–§5). Every management call checks, in this order: the role
 * (an EMPLOYEE gets 403), the company in scope (404 for another company's or a deleted one), then that
 * the company has payroll enabled (403 while it has not, for a SUPER_ADMIN too, §1).
 */

type PayrollRow = typeof payrolls.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

const withPerson = {
  payroll: payrolls,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
};
const present = (r: { payroll: PayrollRow } & PayrollPerson) => presentPayroll(r.payroll, r);
const nameOf = (person: PayrollPerson) => `${person.firstName} ${person.lastName}`;

/** A company whose payroll the actor manages: role 403, then company 404, then enablement 403 (§1, §2). */
export async function managedCompany(db: Database, actor: Actor, companyId: number): Promise<CompanyRow> {
  authorize(canUsePayrollManagement(actor));
  await companyScope(db, actor, companyId);
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  authorize(canManagePayroll(actor, company!), PAYROLL_NOT_ENABLED);
  return company!;
}

/** A page of the rows that match, joined to their people, in the order `orderBy` gives. */
async function pageOfRows(
  db: Database,
  where: SQL | undefined,
  query: { limit?: number; offset?: number },
  orderBy: SQL[],
): Promise<ListPage<PayrollDto>> {
  const page = pageOf(query);
  const [rows, counted] = await Promise.all([
    db
      .select(withPerson)
      .from(payrolls)
      .innerJoin(users, eq(users.id, payrolls.userId))
      .where(where)
      .orderBy(...orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(payrolls).innerJoin(users, eq(users.id, payrolls.userId)).where(where),
  ]);
  return { items: rows.map(present), total: totalOf(counted) };
}

const newestPeriodFirst = [desc(payrolls.year), desc(payrolls.month)];

/**
 * A company's rows (§6.3): of a month and year when given, found by first or last name (or both, as
 * "First Last") ignoring case; newest period first, then by name. Rows of people who were removed stay
 * (docs/product/employees.md §3: their records stay).
 */
export async function listCompanyPayrolls(
  ctx: RequestContext,
  actor: Actor,
  companyId: number,
  query: PayrollListQuery,
): Promise<ListPage<PayrollDto>> {
  const company = await managedCompany(ctx.db, actor, companyId);
  return pageOfRows(ctx.db, companyRowsWhere(company.id, query), query, companyRowsOrder);
}

/** The rows of a company that a list (or an export) asks for: a month, a year, a name. */
function companyRowsWhere(
  companyId: number,
  query: { month?: number; year?: number; q?: string },
): SQL | undefined {
  return and(
    eq(payrolls.companyId, companyId),
    query.month === undefined ? undefined : eq(payrolls.month, query.month),
    query.year === undefined ? undefined : eq(payrolls.year, query.year),
    matchesAny(query.q, [users.firstName, users.lastName, fullNameOf(users.firstName, users.lastName)]),
  );
}

const companyRowsOrder = [...newestPeriodFirst, asc(users.firstName), asc(users.lastName), asc(payrolls.id)];

/**
 * Every row of a company's month (the CSV export, §6.3), with the list's checks and order. Bounded
 * without a page: a company-month holds at most one row per person of the company (unique key).
 */
export async function companyPayrollsOfMonth(
  ctx: RequestContext,
  actor: Actor,
  companyId: number,
  period: PayrollPeriodQuery,
): Promise<{ company: CompanyRow; rows: PayrollDto[] }> {
  const company = await managedCompany(ctx.db, actor, companyId);
  const rows = await ctx.db
    .select(withPerson)
    .from(payrolls)
    .innerJoin(users, eq(users.id, payrolls.userId))
    .where(companyRowsWhere(company.id, period))
    .orderBy(...companyRowsOrder);
  return { company, rows: rows.map(present) };
}

/** The summary cards (§3, §6.3): sums of the period's rows, whatever their status, in one query. */
export async function payrollSummary(
  ctx: RequestContext,
  actor: Actor,
  companyId: number,
  period: PayrollPeriodQuery,
): Promise<PayrollSummaryDto> {
  const company = await managedCompany(ctx.db, actor, companyId);
  // sum() of integers is a bigint, which a driver may hand back as text.
  const [sums] = await ctx.db
    .select({
      totalSalary: sql<string>`coalesce(sum(${payrolls.baseSalary}), 0)`,
      totalTax: sql<string>`coalesce(sum(${payrolls.taxAmount}), 0)`,
      totalBenefits: sql<string>`coalesce(sum(${payrolls.benefitsAmount}), 0)`,
    })
    .from(payrolls)
    .where(
      and(
        eq(payrolls.companyId, company.id),
        eq(payrolls.month, period.month),
        eq(payrolls.year, period.year),
      ),
    );
  return {
    totalSalary: Number(sums?.totalSalary ?? 0),
    totalTax: Number(sums?.totalTax ?? 0),
    totalBenefits: Number(sums?.totalBenefits ?? 0),
  };
}

/**
 * One's own rows (My Payroll, §6.2), of a year when given, newest first. Anyone signed in may ask; a
 * SUPER_ADMIN has none. Reading is not tied to enablement (payroll.policy.ts `canReadPayroll`).
 */
export async function listOwnPayrolls(
  ctx: RequestContext,
  actor: Actor,
  query: MyPayrollQuery,
): Promise<ListPage<PayrollDto>> {
  const where = and(
    eq(payrolls.userId, actor.userId),
    query.year === undefined ? undefined : eq(payrolls.year, query.year),
  );
  return pageOfRows(ctx.db, where, query, [...newestPeriodFirst, asc(payrolls.id)]);
}

/**
 * A row the actor manages, with its person, locked for the request's transaction so that two edits of
 * one row never merge stale amounts: role 403, another company's (or a deleted company's) 404, payroll
 * not enabled 403.
 */
async function findPayrollFor(
  db: Database,
  actor: Actor,
  id: number,
): Promise<{ payroll: PayrollRow } & PayrollPerson> {
  authorize(canUsePayrollManagement(actor));
  const [found] = await db
    .select({ ...withPerson, payrollEnabled: companies.payrollEnabled })
    .from(payrolls)
    .innerJoin(users, eq(users.id, payrolls.userId))
    .innerJoin(companies, and(eq(companies.id, payrolls.companyId), eq(companies.isDeleted, false)))
    .where(eq(payrolls.id, id))
    .for("update", { of: payrolls });
  const row = requireInCompanyScope(actor, found?.payroll, PAYROLL_NOT_FOUND);
  authorize(
    canManagePayroll(actor, { id: row.companyId, payrollEnabled: found!.payrollEnabled }),
    PAYROLL_NOT_ENABLED,
  );
  return found!;
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
    .where(and(eq(users.id, input.userId), eq(users.isDeleted, false), ne(users.role, "SUPER_ADMIN")));
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
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "PAYROLL_CREATED",
    userId: actor.userId,
    companyId,
    resourceType: "payroll",
    resourceId: row.id,
    message: `Payroll of ${nameOf(person)} for ${periodLabel(row.month, row.year)} created`,
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
 * changed without `netPay` recompute it; a `netPay` that is not base − tax − benefits is refused.
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
  const [row] = await ctx.db
    .update(payrolls)
    .set({ ...amounts, netPay, status, paidAt, payslipDocumentPath: payslip })
    .where(eq(payrolls.id, id))
    .returning();
  const updated = row!;
  if (current.payslipDocumentPath !== updated.payslipDocumentPath) {
    await releaseUnusedFiles(ctx, [current.payslipDocumentPath]);
  }
  const changed = (
    ["baseSalary", "taxAmount", "benefitsAmount", "netPay", "status", "payslipDocumentPath"] as const
  ).filter((field) => current[field] !== updated[field]);
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "PAYROLL_UPDATED",
    userId: actor.userId,
    companyId: current.companyId,
    resourceType: "payroll",
    resourceId: id,
    message: `Payroll of ${nameOf(found)} for ${periodLabel(current.month, current.year)} updated`,
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
    .where(eq(payrolls.id, id))
    .returning();
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "PAYROLL_STATUS_CHANGED",
    userId: actor.userId,
    companyId: current.companyId,
    resourceType: "payroll",
    resourceId: id,
    message: `Payroll of ${nameOf(found)} for ${periodLabel(current.month, current.year)} moved from ${from} to ${status}`,
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
  await ctx.db.delete(payrolls).where(eq(payrolls.id, id));
  await releaseUnusedFiles(ctx, [current.payslipDocumentPath]);
  await writeSecurityLog(ctx.db, origin, {
    level: "WARNING",
    action: "PAYROLL_DELETED",
    userId: actor.userId,
    companyId: current.companyId,
    resourceType: "payroll",
    resourceId: id,
    message: `Payroll of ${nameOf(found)} for ${periodLabel(current.month, current.year)} deleted`,
    metadata: { status: current.status, netPay: current.netPay },
  });
}

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
