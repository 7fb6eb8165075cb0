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
import {
  fullNameOf,
  LIST_TOTAL,
  type ListPage,
  matchesSearch,
  PAGE,
  runPreparedList,
  SEARCH,
  searchPattern,
  withTotal,
} from "../../lib/lists";
import { preparedOnce, preparedPerShape } from "../../lib/prepared";
import type { RequestContext } from "../../lib/transactional";
import type { Actor } from "../auth/sessions.service";
import { users } from "../users/users.table";
import { payrolls } from "./payroll.table";
import { type CompanyRow, managedCompany, managedCompanyId, present, withPerson } from "./payroll-access";

/**
 * Reading payroll records (docs/product/payroll.md §3, §6.2, §6.3): a company's rows, its month's summary
 * and export rows, through the management checks of payroll-access.ts; one's own rows, for anyone.
 */

/**
 * Which rows a read asks for: a company's (of a month, a year, a name when given) or one's own (of a year
 * when given). Each value is a placeholder: `companyId` or `userId`, `month`, `year`, `search`.
 */
export interface PayrollRowsShape {
  own: boolean;
  month: boolean;
  year: boolean;
  search: boolean;
}

function payrollRowsWhere(s: PayrollRowsShape): SQL | undefined {
  return and(
    s.own
      ? eq(payrolls.userId, sql.placeholder("userId"))
      : eq(payrolls.companyId, sql.placeholder("companyId")),
    s.month ? eq(payrolls.month, sql.placeholder("month")) : undefined,
    s.year ? eq(payrolls.year, sql.placeholder("year")) : undefined,
    s.search
      ? matchesSearch([users.firstName, users.lastName, fullNameOf(users.firstName, users.lastName)])
      : undefined,
  );
}

const newestPeriodFirst = [desc(payrolls.year), desc(payrolls.month)];
/**
 * A company's rows: newest period first, then by name — the name each row keeps (migration 0029), so that
 * a page is read in order from payrolls_company_order_idx and only its own rows are joined to their people.
 */
const companyRowsOrder = [
  ...newestPeriodFirst,
  asc(payrolls.personFirstName),
  asc(payrolls.personLastName),
  asc(payrolls.id),
];
const ownRowsOrder = [...newestPeriodFirst, asc(payrolls.id)];

/** The rows that match, joined to their people, in the order `orderBy` gives. */
const rowsWithPerson = (db: Database, where: SQL | undefined, orderBy: SQL[]) =>
  db
    .select(withPerson)
    .from(payrolls)
    .innerJoin(users, eq(users.id, payrolls.userId))
    .where(where)
    .orderBy(...orderBy);

/** A page of the rows of a shape, with how many match in all: one prepared statement per shape (exported for
 * its plan test: payroll-list-order.api.test.ts). */
export const payrollListStatements = preparedPerShape(
  "pay_list",
  (s: PayrollRowsShape) =>
    `${s.own ? "own" : "co"}${s.month ? "_m" : ""}${s.year ? "_y" : ""}${s.search ? "_q" : ""}`,
  (db, s: PayrollRowsShape, name) => {
    const where = payrollRowsWhere(s);
    // Without a search the count needs no person: every row has one (user_id is a non-null foreign key, and a
    // person's record is never deleted, only marked removed: docs/product/employees.md §9.2), so the join
    // drops no row and would only cost a lookup per row.
    const counted = s.search
      ? db
          .select({ total: count() })
          .from(payrolls)
          .innerJoin(users, eq(users.id, payrolls.userId))
          .where(where)
      : db.select({ total: count() }).from(payrolls).where(where);
    return {
      page: db
        .select({ ...withPerson, [LIST_TOTAL]: withTotal(counted) })
        .from(payrolls)
        .innerJoin(users, eq(users.id, payrolls.userId))
        .where(where)
        .orderBy(...(s.own ? ownRowsOrder : companyRowsOrder))
        .limit(PAGE.limit)
        .offset(PAGE.offset)
        .prepare(name),
      count: counted.prepare(`${name}_n`),
    };
  },
);

async function pageOfRows(
  db: Database,
  shape: PayrollRowsShape,
  filter: Record<string, unknown>,
  query: { limit?: number; offset?: number },
): Promise<ListPage<PayrollDto>> {
  const page = pageOf(query);
  const statements = payrollListStatements(db, shape);
  const values = Object.assign({}, filter, page);
  return runPreparedList(statements, values, present);
}

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
  const managed = await managedCompanyId(ctx.db, actor, companyId);
  const search = searchPattern(query.q);
  const shape = {
    own: false,
    month: query.month !== undefined,
    year: query.year !== undefined,
    search: search !== undefined,
  };
  const filter = { companyId: managed, month: query.month, year: query.year, [SEARCH]: search };
  return pageOfRows(ctx.db, shape, filter, query);
}

/** A company's month, in every read of one: the export and the summary. */
const COMPANY_MONTH: PayrollRowsShape = { own: false, month: true, year: true, search: false };

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
  // Rare (a download): built per request, not prepared.
  const rows = await rowsWithPerson(ctx.db, payrollRowsWhere(COMPANY_MONTH), companyRowsOrder).execute({
    companyId: company.id,
    month: period.month,
    year: period.year,
  });
  return { company, rows: rows.map(present) };
}

/**
 * The summary's statement: the sums of a company's month. sum() of integers is a bigint, which a driver
 * may hand back as text.
 */
const summaryStatement = preparedOnce("pay_summary", (db, name) =>
  db
    .select({
      totalSalary: sql<string>`coalesce(sum(${payrolls.baseSalary}), 0)`,
      totalTax: sql<string>`coalesce(sum(${payrolls.taxAmount}), 0)`,
      totalBenefits: sql<string>`coalesce(sum(${payrolls.benefitsAmount}), 0)`,
    })
    .from(payrolls)
    .where(payrollRowsWhere(COMPANY_MONTH))
    .prepare(name),
);

/** The summary cards (§3, §6.3): sums of the period's rows, whatever their status, in one query. */
export async function payrollSummary(
  ctx: RequestContext,
  actor: Actor,
  companyId: number,
  period: PayrollPeriodQuery,
): Promise<PayrollSummaryDto> {
  const managed = await managedCompanyId(ctx.db, actor, companyId);
  const [sums] = await summaryStatement(ctx.db).execute({
    companyId: managed,
    month: period.month,
    year: period.year,
  });
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
  const shape = { own: true, month: false, year: query.year !== undefined, search: false };
  return pageOfRows(ctx.db, shape, { userId: actor.userId, year: query.year }, query);
}
