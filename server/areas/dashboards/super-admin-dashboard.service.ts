import { type AnyColumn, and, asc, eq, gte, ne, or, sql } from "drizzle-orm";
import { todayIn, zonedMidnight } from "../../../shared/common/time.rules";
import { canViewPlatformDashboard } from "../../../shared/dashboards/dashboards.policy";
import { changePercent, percent, previousMonthStart } from "../../../shared/dashboards/dashboards.rules";
import { DEFAULT_CURRENCY, type SuperAdminDashboard } from "../../../shared/dashboards/dashboards.schema";
import { centsToUnits } from "../../../shared/finance/finance.rules";
import type { AppContext } from "../../app-context";
import { authorize } from "../../lib/errors";
import type { Actor } from "../auth/sessions.service";
import { companies } from "../companies/companies.table";
import { transactions } from "../finance/transactions.table";
import { payrolls } from "../payroll/payroll.table";
import { users } from "../users/users.table";
import { DASHBOARD_MAX_AGE_MS } from "./company-dashboard.service";

const trend = (current: number, previous: number) => ({
  current,
  previous,
  changePercent: changePercent(current, previous),
});
/**
 * A sum of cents (a bigint sum, which a driver reads as text) in the currency's units, e.g. "150050" →
 * 1500.5: the exact decimal, converted once; the arithmetic itself stays in integer cents in SQL.
 */
const units = (cents: number | string) => centsToUnits(Number(cents));

/**
 * The platform at a glance: a few aggregates over companies, people, payroll and transactions. Months are
 * the platform's (PLATFORM_TIMEZONE); money is summed per currency, never across currencies.
 */
export async function superAdminDashboard(ctx: AppContext, actor: Actor): Promise<SuperAdminDashboard> {
  authorize(canViewPlatformDashboard(actor));
  const today = todayIn(ctx.config.platformTimezone, ctx.now());
  return ctx.reads.get(`platform-dashboard:${today}`, DASHBOARD_MAX_AGE_MS, () =>
    computePlatformDashboard(ctx, today),
  );
}

async function computePlatformDashboard(ctx: AppContext, today: string): Promise<SuperAdminDashboard> {
  const zone = ctx.config.platformTimezone;
  const monthStartDate = `${today.slice(0, 7)}-01`;
  const prevStartDate = previousMonthStart(today);
  const monthStart = zonedMidnight(monthStartDate, zone);
  const prevStart = zonedMidnight(prevStartDate, zone);
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const [prevYear, prevMonth] = [Number(prevStartDate.slice(0, 4)), Number(prevStartDate.slice(5, 7))];
  // Money (docs/product/finance.md §4): COMPLETED transactions only, INCOME adds and EXPENSE subtracts,
  // summed in integer cents per currency.
  const thisMonth = sql`${transactions.createdAt} >= ${monthStart}`;
  const completed = sql`${transactions.status} = 'COMPLETED'`;
  const signedAmount = sql`case when ${transactions.type} = 'INCOME' then ${transactions.amount} else -${transactions.amount} end`;
  const existedAt = (created: AnyColumn, deleted: AnyColumn) =>
    sql<number>`count(*) filter (where ${created} < ${monthStart} and (${deleted} is null or ${deleted} >= ${monthStart}))::int`;

  const [liveCompanies, [companyTrend], peopleByCompany, [payroll], money] = await Promise.all([
    ctx.db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.isDeleted, false))
      .orderBy(asc(companies.name)),
    ctx.db.select({ previous: existedAt(companies.createdAt, companies.deletedAt) }).from(companies),
    // Both head counts in one pass over people (docs/SCALING.md, "People"): each company's live people now,
    // and everyone who existed at the start of the month (the trend), whatever their company's state since.
    ctx.db
      .select({
        companyId: users.companyId,
        live: sql<number>`count(*) filter (where ${users.isDeleted} = false)::int`,
        previous: existedAt(users.createdAt, users.deletedAt),
      })
      .from(users)
      .where(ne(users.role, "SUPER_ADMIN"))
      .groupBy(users.companyId),
    ctx.db
      .select({
        current: sql<number>`count(*) filter (where ${payrolls.year} = ${year} and ${payrolls.month} = ${month})::int`,
        previous: sql<number>`count(*) filter (where ${payrolls.year} = ${prevYear} and ${payrolls.month} = ${prevMonth})::int`,
        processed: sql<number>`count(*) filter (where ${payrolls.year} = ${year} and ${payrolls.month} = ${month} and ${payrolls.status} in ('Processed', 'Paid'))::int`,
      })
      .from(payrolls)
      .where(
        or(
          and(eq(payrolls.year, year), eq(payrolls.month, month)),
          and(eq(payrolls.year, prevYear), eq(payrolls.month, prevMonth)),
        ),
      ),
    ctx.db
      .select({
        currency: transactions.currency,
        income: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${thisMonth} and ${completed} and ${transactions.type} = 'INCOME'), 0)`,
        expenses: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${thisMonth} and ${completed} and ${transactions.type} = 'EXPENSE'), 0)`,
        net: sql<string>`coalesce(sum(${signedAmount}) filter (where ${thisMonth} and ${completed}), 0)`,
        count: sql<number>`count(*) filter (where ${thisMonth})::int`,
        prevNet: sql<string>`coalesce(sum(${signedAmount}) filter (where not ${thisMonth} and ${completed}), 0)`,
      })
      .from(transactions)
      .where(gte(transactions.createdAt, prevStart))
      .groupBy(transactions.currency)
      .orderBy(asc(transactions.currency)),
  ]);

  const byCurrency = money.map((row) => {
    const net = units(row.net);
    return {
      currency: row.currency,
      income: units(row.income),
      expenses: units(row.expenses),
      net,
      transactionCount: row.count,
      netRevenue: trend(net, units(row.prevNet)),
    };
  });
  // The single figures the spec names are the default currency's (USD): other currencies are never added in.
  const main = byCurrency.find((c) => c.currency === DEFAULT_CURRENCY);
  const transactionCount = byCurrency.reduce((sum, c) => sum + c.transactionCount, 0);

  const liveByCompany = new Map(peopleByCompany.map((row) => [row.companyId, row.live]));
  const companyRows = liveCompanies.map((c) =>
    Object.assign({}, c, { employeeCount: liveByCompany.get(c.id) ?? 0 }),
  );
  const totalEmployees = companyRows.reduce((sum, c) => sum + c.employeeCount, 0);
  const previousEmployees = peopleByCompany.reduce((sum, row) => sum + row.previous, 0);
  const payrollTotal = payroll?.current ?? 0;
  const processed = payroll?.processed ?? 0;
  return {
    totalCompanies: companyRows.length,
    totalEmployees,
    payrollsThisMonth: payrollTotal,
    netRevenue: main?.net ?? 0,
    trends: {
      companies: trend(companyRows.length, companyTrend?.previous ?? 0),
      employees: trend(totalEmployees, previousEmployees),
      payrolls: trend(payrollTotal, payroll?.previous ?? 0),
      netRevenue: main?.netRevenue ?? trend(0, 0),
    },
    companies: companyRows,
    financialOverview: {
      income: main?.income ?? 0,
      expenses: main?.expenses ?? 0,
      net: main?.net ?? 0,
      transactionCount,
      byCurrency,
    },
    payrollStatus: {
      processed,
      pending: payrollTotal - processed,
      total: payrollTotal,
      percent: percent(processed, payrollTotal),
    },
  };
}
