import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { pageOf } from "../../../shared/common/list.schema";
import type {
  MyPayrollQuery,
  PayrollDto,
  PayrollListQuery,
  PayrollPeriodQuery,
  PayrollSummaryDto,
} from "../../../shared/payroll/payroll.schema";
import type { Database } from "../../db/client";
import { fullNameOf, LIST_TOTAL, type ListPage, matchesAny, totalOfPage, withTotal } from "../../lib/lists";
import type { RequestContext } from "../../lib/transactional";
import type { Actor } from "../auth/sessions.service";
import { users } from "../users/users.table";
import { payrolls } from "./payroll.table";
import { type CompanyRow, managedCompany, present, withPerson } from "./payroll-access";

/**
 * Reading payroll records (docs/product/payroll.md §3, §6.2, §6.3): a company's rows, its month's summary
 * and export rows, through the management checks of payroll-access.ts; one's own rows, for anyone.
 */

/** The rows that match, joined to their people, in the order `orderBy` gives. */
const rowsWithPerson = (db: Database, where: SQL | undefined, orderBy: SQL[]) =>
  db
    .select(withPerson)
    .from(payrolls)
    .innerJoin(users, eq(users.id, payrolls.userId))
    .where(where)
    .orderBy(...orderBy);

/** A page of those rows, with how many match in all. */
async function pageOfRows(
  db: Database,
  where: SQL | undefined,
  query: { limit?: number; offset?: number },
  orderBy: SQL[],
): Promise<ListPage<PayrollDto>> {
  const page = pageOf(query);
  const counted = db
    .select({ total: count() })
    .from(payrolls)
    .innerJoin(users, eq(users.id, payrolls.userId))
    .where(where);
  const rows = await db
    .select({ ...withPerson, [LIST_TOTAL]: withTotal(counted) })
    .from(payrolls)
    .innerJoin(users, eq(users.id, payrolls.userId))
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return { items: rows.map(present), total: await totalOfPage(rows, page, () => counted) };
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
  const rows = await rowsWithPerson(ctx.db, companyRowsWhere(company.id, period), companyRowsOrder);
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
