import { type AnyColumn, and, asc, eq, gte, ne, or, sql } from "drizzle-orm";
import { DEFAULT_TIMEZONE, dateInZone } from "../../../shared/attendance/attendance.rules";
import { changePercent, percent, previousMonthStart } from "../../../shared/dashboards/dashboards.rules";
import type { SuperAdminDashboard } from "../../../shared/dashboards/dashboards.schema";
import type { AppContext } from "../../app-context";
import { authorize } from "../../lib/errors";
import type { Actor } from "../auth/sessions.service";
import { companies } from "../companies/companies.table";
import { transactions } from "../finance/transactions.table";
import { payrolls } from "../payroll/payroll.table";
import { users } from "../users/users.table";

/** Midnight of a yyyy-MM-dd date in India (UTC+05:30, no daylight saving) as an instant. */
const indiaMidnight = (date: string) => new Date(`${date}T00:00:00+05:30`);

const trend = (current: number, previous: number) => ({
  current,
  previous,
  changePercent: changePercent(current, previous),
});
const dollars = (cents: number) => Math.round(cents) / 100;

/** The platform at a glance: a few aggregates over companies, people, payroll and transactions. */
export async function superAdminDashboard(ctx: AppContext, actor: Actor): Promise<SuperAdminDashboard> {
  authorize(actor.role === "SUPER_ADMIN");
  const today = dateInZone(ctx.now(), DEFAULT_TIMEZONE);
  const monthStartDate = `${today.slice(0, 7)}-01`;
  const prevStartDate = previousMonthStart(today);
  const monthStart = indiaMidnight(monthStartDate);
  const prevStart = indiaMidnight(prevStartDate);
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const [prevYear, prevMonth] = [Number(prevStartDate.slice(0, 4)), Number(prevStartDate.slice(5, 7))];
  const existedAt = (created: AnyColumn, deleted: AnyColumn) =>
    sql<number>`count(*) filter (where ${created} < ${monthStart} and (${deleted} is null or ${deleted} >= ${monthStart}))::int`;

  const [companyRows, [companyTrend], [people], [payroll], [money]] = await Promise.all([
    ctx.db
      .select({ id: companies.id, name: companies.name, employeeCount: sql<number>`count(${users.id})::int` })
      .from(companies)
      .leftJoin(
        users,
        and(eq(users.companyId, companies.id), eq(users.isDeleted, false), ne(users.role, "SUPER_ADMIN")),
      )
      .where(eq(companies.isDeleted, false))
      .groupBy(companies.id)
      .orderBy(asc(companies.name)),
    ctx.db.select({ previous: existedAt(companies.createdAt, companies.deletedAt) }).from(companies),
    ctx.db
      .select({ previous: existedAt(users.createdAt, users.deletedAt) })
      .from(users)
      .where(ne(users.role, "SUPER_ADMIN")),
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
        income: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.createdAt} >= ${monthStart} and ${transactions.status} = 'COMPLETED' and ${transactions.type} = 'INCOME'), 0)`,
        expenses: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.createdAt} >= ${monthStart} and ${transactions.status} = 'COMPLETED' and ${transactions.type} = 'EXPENSE'), 0)`,
        count: sql<number>`count(*) filter (where ${transactions.createdAt} >= ${monthStart})::int`,
        prevNet: sql<string>`coalesce(sum(case when ${transactions.type} = 'INCOME' then ${transactions.amount} else -${transactions.amount} end) filter (where ${transactions.createdAt} < ${monthStart} and ${transactions.status} = 'COMPLETED'), 0)`,
      })
      .from(transactions)
      .where(gte(transactions.createdAt, prevStart)),
  ]);

  const totalEmployees = companyRows.reduce((sum, c) => sum + c.employeeCount, 0);
  const income = dollars(Number(money?.income ?? 0));
  const expenses = dollars(Number(money?.expenses ?? 0));
  const net = Math.round((income - expenses) * 100) / 100;
  const payrollTotal = payroll?.current ?? 0;
  const processed = payroll?.processed ?? 0;
  return {
    totalCompanies: companyRows.length,
    totalEmployees,
    payrollsThisMonth: payrollTotal,
    netRevenue: net,
    trends: {
      companies: trend(companyRows.length, companyTrend?.previous ?? 0),
      employees: trend(totalEmployees, people?.previous ?? 0),
      payrolls: trend(payrollTotal, payroll?.previous ?? 0),
      netRevenue: trend(net, dollars(Number(money?.prevNet ?? 0))),
    },
    companies: companyRows,
    financialOverview: { income, expenses, net, transactionCount: money?.count ?? 0 },
    payrollStatus: {
      processed,
      pending: payrollTotal - processed,
      total: payrollTotal,
      percent: percent(processed, payrollTotal),
    },
  };
}
