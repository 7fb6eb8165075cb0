import { and, count, desc, eq, gte, lte, ne, sql } from "drizzle-orm";
import { percent, workingDaysBetween } from "../../../shared/dashboards/dashboards.rules";
import type { AttendanceTrend, CompanyDashboard } from "../../../shared/dashboards/dashboards.schema";
import type { AppContext } from "../../app-context";
import { companyScope } from "../../lib/company-scope";
import { todayFor } from "../attendance/attendance.service";
import { attendances } from "../attendance/attendance.table";
import type { Actor } from "../auth/sessions.service";
import { companies } from "../companies/companies.table";
import { presentCompanyLeave } from "../leaves/leaves.presenter";
import { companyLeaveColumns } from "../leaves/leaves.service";
import { leaveRequests } from "../leaves/leaves.table";
import { jobs } from "../recruitment/jobs.table";
import { users } from "../users/users.table";

const RECENT_LEAVES = 5;

/**
 * How old a dashboard's figures may be (docs/product/dashboards.md §6): computed once for everyone who
 * asks within it, and again after any change this process commits (server/lib/read-cache.ts).
 */
export const DASHBOARD_MAX_AGE_MS = 10_000;

/** The company dashboard is for that company's ADMIN and any SUPER_ADMIN (dashboards.policy). */
const authorizeDashboard = (ctx: AppContext, actor: Actor, companyId: number) =>
  companyScope(ctx.db, actor, companyId);

const livePeopleOf = (companyId: number) =>
  and(eq(users.companyId, companyId), eq(users.isDeleted, false), ne(users.role, "SUPER_ADMIN"));

/**
 * The company's attendance records of a period whose person is one of its live people, as the database
 * keeps it on each record (person_listed, docs/product/attendance.md §8): counted from
 * attendances_listed_company_date_idx without reading any person.
 */
const listedAttendanceOf = (companyId: number, from: string, to: string) =>
  and(
    eq(attendances.companyId, companyId),
    gte(attendances.attendanceDate, from),
    lte(attendances.attendanceDate, to),
    sql`${attendances.personListed}`,
  );

/** The company's leave requests as its leave list shows them (docs/product/leave.md §2): live people's. */
const listedLeavesOf = (companyId: number) =>
  and(eq(leaveRequests.companyId, companyId), sql`${leaveRequests.personListed}`);

/** The company dashboard result of docs/product/dashboards.md §4: a handful of aggregate queries, never a loop over people. */
export async function companyDashboard(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
): Promise<CompanyDashboard> {
  await authorizeDashboard(ctx, actor, companyId);
  const today = await todayFor(ctx, companyId, actor);
  return ctx.reads.get(`company-dashboard:${companyId}:${today}`, DASHBOARD_MAX_AGE_MS, () =>
    computeCompanyDashboard(ctx, companyId, today),
  );
}

async function computeCompanyDashboard(
  ctx: AppContext,
  companyId: number,
  today: string,
): Promise<CompanyDashboard> {
  const monthStart = `${today.slice(0, 7)}-01`;
  const [departmentRows, [attendance], [pending], recent, [openPositions]] = await Promise.all([
    ctx.db
      .select({ department: users.department, people: count() })
      .from(users)
      .where(livePeopleOf(companyId))
      .groupBy(users.department),
    ctx.db
      .select({
        present: sql<number>`count(*) filter (where ${attendances.attendanceDate} = ${today})::int`,
        // Weekday records only: the rate divides by the month's working days (Monday to Friday).
        monthRecords: sql<number>`count(*) filter (where extract(isodow from ${attendances.attendanceDate}) < 6)::int`,
      })
      .from(attendances)
      .where(listedAttendanceOf(companyId, monthStart, today)),
    ctx.db
      .select({ pending: count() })
      .from(leaveRequests)
      .where(and(listedLeavesOf(companyId), eq(leaveRequests.status, "PENDING"))),
    ctx.db
      .select(companyLeaveColumns)
      .from(leaveRequests)
      .innerJoin(companies, eq(companies.id, leaveRequests.companyId))
      .where(listedLeavesOf(companyId))
      .orderBy(desc(leaveRequests.createdAt), desc(leaveRequests.id))
      .limit(RECENT_LEAVES),
    ctx.db.select({ jobs: count() }).from(jobs).where(eq(jobs.companyId, companyId)),
  ]);

  const departments: Record<string, number> = {};
  let employeeCount = 0;
  for (const row of departmentRows) {
    departments[row.department ?? "Unassigned"] = row.people;
    employeeCount += row.people;
  }
  const present = attendance?.present ?? 0;
  const workingDays = workingDaysBetween(monthStart, today);
  return {
    employeeCount,
    attendanceRate: percent(attendance?.monthRecords ?? 0, employeeCount * workingDays),
    pendingLeaves: pending?.pending ?? 0,
    openPositions: openPositions?.jobs ?? 0,
    todayAttendance: { present, absent: employeeCount - present },
    departments,
    recentLeaves: recent.map(presentCompanyLeave),
  };
}

/** Each day of this month so far: how many were present and the rate against the company's people. */
export async function attendanceTrend(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
): Promise<AttendanceTrend> {
  await authorizeDashboard(ctx, actor, companyId);
  const today = await todayFor(ctx, companyId, actor);
  return ctx.reads.get(`attendance-trend:${companyId}:${today}`, DASHBOARD_MAX_AGE_MS, () =>
    computeAttendanceTrend(ctx, companyId, today),
  );
}

async function computeAttendanceTrend(
  ctx: AppContext,
  companyId: number,
  today: string,
): Promise<AttendanceTrend> {
  const monthStart = `${today.slice(0, 7)}-01`;
  const [[people], days] = await Promise.all([
    ctx.db.select({ people: count() }).from(users).where(livePeopleOf(companyId)),
    ctx.db
      .select({ date: attendances.attendanceDate, present: sql<number>`count(*)::int` })
      .from(attendances)
      .where(listedAttendanceOf(companyId, monthStart, today))
      .groupBy(attendances.attendanceDate),
  ]);
  const byDate = new Map(days.map((d) => [d.date, d.present]));
  const total = people?.people ?? 0;
  const result: AttendanceTrend = [];
  for (let day = 1; day <= Number(today.slice(8, 10)); day++) {
    const date = `${today.slice(0, 8)}${String(day).padStart(2, "0")}`;
    const present = byDate.get(date) ?? 0;
    result.push({ date, present, rate: percent(present, total) });
  }
  return result;
}
