import { and, asc, count, desc, eq, getTableColumns, gte, lte, sql } from "drizzle-orm";
import {
  canEditAttendance,
  canRecordAttendance,
  canViewCompanyAttendance,
} from "../../../shared/attendance/attendance.policy";
import {
  ALREADY_RECORDED,
  type AttendanceCreateInput,
  type AttendancePatchInput,
  MAX_RANGE_DAYS,
} from "../../../shared/attendance/attendance.schema";
import { type ListQuery, pageOf } from "../../../shared/common/list.schema";
import { DEFAULT_TIMEZONE, todayIn } from "../../../shared/common/time.rules";
import { daysBetween } from "../../../shared/leaves/leaves.rules";
import type { AppContext } from "../../app-context";
import { companyScope, preparedScope } from "../../lib/company-scope";
import { authorize, badRequest, conflict, forbidden, notFound } from "../../lib/errors";
import {
  fullNameOf,
  LIST_TOTAL,
  matchesSearch,
  PAGE,
  PAGE_PLANNED_ONCE,
  runPreparedList,
  SEARCH,
  searchPattern,
  withTotal,
} from "../../lib/lists";
import { preparedOnce, preparedPerShape } from "../../lib/prepared";
import type { Actor } from "../auth/sessions.service";
import { companies } from "../companies/companies.table";
import { countLessRemovedPeople, personLookup } from "../users/person-lookup";
import { users } from "../users/users.table";
import { presentAttendance, presentCompanyAttendance } from "./attendance.presenter";
import { attendances } from "./attendance.table";

export const FUTURE_DATE = "Cannot record attendance for future dates";
export const CLOCK_OUT_BEFORE_IN = "Clock-out time cannot be before clock-in time";

/**
 * "Today" for a company: the date in its time zone; without a company, in the platform's (PLATFORM_TIMEZONE).
 * For the signed-in person's own company the session lookup has already read its zone (`user.timezone`), so
 * the hot routes (own attendance, clock-in, the dashboards) make no second query for it.
 */
export async function todayFor(ctx: AppContext, companyId: number | null, actor?: Actor): Promise<string> {
  if (companyId === null) return todayIn(ctx.config.platformTimezone, ctx.now());
  if (actor && actor.companyId === companyId) return todayIn(actor.user.timezone, ctx.now());
  const [row] = await ctx.db
    .select({ timezone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return todayIn(row?.timezone ?? DEFAULT_TIMEZONE, ctx.now());
}

function requireCompany(actor: Actor): number {
  if (!canRecordAttendance(actor) || actor.companyId === null)
    throw forbidden("Only members of a company record attendance");
  return actor.companyId;
}

function checkClock(clockIn: string, clockOut: string | null | undefined) {
  if (clockOut && clockOut < clockIn) {
    throw badRequest(CLOCK_OUT_BEFORE_IN, [{ path: "body.clockOut", message: CLOCK_OUT_BEFORE_IN }]);
  }
}

function checkNotFuture(date: string, today: string) {
  if (date > today) throw badRequest(FUTURE_DATE, [{ path: "body.attendanceDate", message: FUTURE_DATE }]);
}

/** A period of at most a year, defaulting to the current month of `today`. */
export function resolveRange(today: string, startDate?: string, endDate?: string) {
  const start = startDate ?? `${today.slice(0, 7)}-01`;
  const end = endDate ?? today;
  if (end < start) throw badRequest("End date cannot be before start date");
  if (daysBetween(start, end) + 1 > MAX_RANGE_DAYS) throw badRequest("The period can be at most one year");
  return { start, end };
}

/** One person's records from `start` to `end` (dates as 'YYYY-MM-DD'), newest first: a page and its total. */
const ownAttendanceStatements = preparedOnce("att_own", (db, name) => {
  const where = and(
    eq(attendances.userId, sql.placeholder("userId")),
    gte(attendances.attendanceDate, sql.placeholder("start")),
    lte(attendances.attendanceDate, sql.placeholder("end")),
  );
  const counted = db.select({ total: count() }).from(attendances).where(where);
  return {
    page: db
      .select({ ...getTableColumns(attendances), [LIST_TOTAL]: withTotal(counted) })
      .from(attendances)
      .where(where)
      .orderBy(desc(attendances.attendanceDate))
      .limit(PAGE.limit)
      .offset(PAGE.offset)
      .prepare(name),
    count: counted.prepare(`${name}_n`),
  };
});

/** The signed-in person's records in a period (default: the last year), newest first. */
export async function listOwnAttendance(
  ctx: AppContext,
  actor: Actor,
  query: { startDate?: string; endDate?: string } & ListQuery,
) {
  const today = await todayFor(ctx, actor.companyId, actor);
  const lastYear = new Date(Date.parse(`${today}T00:00:00Z`) - 365 * 86_400_000).toISOString().slice(0, 10);
  const { start, end } = resolveRange(today, query.startDate ?? lastYear, query.endDate);
  const page = pageOf(query);
  const statements = ownAttendanceStatements(ctx.db);
  const values = { userId: actor.userId, start, end, ...page };
  return runPreparedList(statements, values, presentAttendance);
}

/** One person's record of one date ('YYYY-MM-DD'). */
const todayStatement = preparedOnce("att_today", (db, name) =>
  db
    .select()
    .from(attendances)
    .where(
      and(
        eq(attendances.userId, sql.placeholder("userId")),
        eq(attendances.attendanceDate, sql.placeholder("date")),
      ),
    )
    .prepare(name),
);

export async function todayAttendance(ctx: AppContext, actor: Actor) {
  const today = await todayFor(ctx, actor.companyId, actor);
  const [row] = await todayStatement(ctx.db).execute({ userId: actor.userId, date: today });
  return row ? presentAttendance(row) : null;
}

/** A person's record of a date, unless they have one (the clock-in): prepared, planned once per connection. */
const insertAttendance = preparedOnce("att_insert", (db, name) =>
  db
    .insert(attendances)
    .values({
      companyId: sql.placeholder("companyId"),
      userId: sql.placeholder("userId"),
      attendanceDate: sql.placeholder("attendanceDate"),
      clockIn: sql.placeholder("clockIn"),
      clockOut: sql.placeholder("clockOut"),
      effectiveHours: sql.placeholder("effectiveHours"),
      keyTasks: sql.placeholder("keyTasks"),
    })
    .onConflictDoNothing({ target: [attendances.userId, attendances.attendanceDate] })
    .returning()
    .prepare(name),
);

/**
 * Adds a record or clocks in: one per person per date, never in the future of the company's today. Its change
 * is the one insert, which its route runs without a transaction around it (lib/transactional.ts,
 * ONE_STATEMENT): a second statement here needs the route's transaction back.
 */
export async function createAttendance(ctx: AppContext, actor: Actor, input: AttendanceCreateInput) {
  const companyId = requireCompany(actor);
  checkNotFuture(input.attendanceDate, await todayFor(ctx, companyId, actor));
  checkClock(input.clockIn, input.clockOut);
  const [row] = await insertAttendance(ctx.db).execute({
    companyId,
    userId: actor.userId,
    attendanceDate: input.attendanceDate,
    clockIn: input.clockIn,
    clockOut: input.clockOut ?? null,
    effectiveHours: input.effectiveHours == null ? null : String(input.effectiveHours),
    keyTasks: input.keyTasks || null,
  });
  if (!row) throw conflict(ALREADY_RECORDED);
  return presentAttendance(row);
}

/** One's own record; anyone else's is 404. */
/**
 * One's own record, locked for the request's change (edit, clock-out, delete): one deleted by a request that
 * committed first is 404, and two edits never merge.
 */
async function findOwn(ctx: AppContext, actor: Actor, id: number) {
  const [row] = await ctx.db.select().from(attendances).where(eq(attendances.id, id)).for("update");
  if (!row || !canEditAttendance(actor, row)) throw notFound("Attendance record not found");
  return row;
}

/** Clocks out or edits one's own record, keeping every rule of a new one. */
export async function updateAttendance(
  ctx: AppContext,
  actor: Actor,
  id: number,
  patch: AttendancePatchInput,
) {
  const current = await findOwn(ctx, actor, id);
  const next = {
    attendanceDate: patch.attendanceDate ?? current.attendanceDate,
    clockIn: patch.clockIn ?? current.clockIn,
    clockOut: patch.clockOut === undefined ? current.clockOut : patch.clockOut,
  };
  if (patch.attendanceDate && patch.attendanceDate !== current.attendanceDate) {
    checkNotFuture(patch.attendanceDate, await todayFor(ctx, current.companyId, actor));
    const [clash] = await ctx.db
      .select({ id: attendances.id })
      .from(attendances)
      .where(and(eq(attendances.userId, actor.userId), eq(attendances.attendanceDate, patch.attendanceDate)));
    if (clash) throw conflict(ALREADY_RECORDED);
  }
  checkClock(next.clockIn, next.clockOut);
  const [row] = await ctx.db
    .update(attendances)
    .set({
      ...next,
      ...(patch.effectiveHours !== undefined
        ? { effectiveHours: patch.effectiveHours === null ? null : String(patch.effectiveHours) }
        : {}),
      ...(patch.keyTasks !== undefined ? { keyTasks: patch.keyTasks || null } : {}),
      updatedAt: ctx.now(),
    })
    .where(eq(attendances.id, id))
    .returning();
  return presentAttendance(row!);
}

export async function deleteAttendance(ctx: AppContext, actor: Actor, id: number) {
  await findOwn(ctx, actor, id);
  await ctx.db.delete(attendances).where(eq(attendances.id, id));
}

/** Which filters a company's attendance list uses: one prepared statement each (server/lib/prepared.ts). */
interface CompanyAttendanceShape {
  everyCompany: boolean;
  user: boolean;
  search: boolean;
}

export const companyAttendanceStatements = preparedPerShape(
  "att_company",
  (s: CompanyAttendanceShape) =>
    `${s.everyCompany ? "all" : "co"}${s.user ? "_u" : ""}${s.search ? "_q" : ""}`,
  (db, s: CompanyAttendanceShape, name) => {
    // One company's list shows the records the database marks listed (person_listed: their person is in
    // that company and not removed), so its count reads attendances_listed_company_date_idx alone. Every
    // company's list (a SUPER_ADMIN's) keeps each record whose person is not removed, wherever they work now.
    const records = and(
      preparedScope(s.everyCompany, attendances.companyId),
      gte(attendances.attendanceDate, sql.placeholder("start")),
      lte(attendances.attendanceDate, sql.placeholder("end")),
      s.user ? eq(attendances.userId, sql.placeholder("userId")) : undefined,
      s.everyCompany ? undefined : sql`${attendances.personListed}`,
    );
    // Where the people are joined: every company's live people, or (a search) the company's, whose index
    // the join then reads instead of everyone's.
    const livePerson = s.everyCompany ? eq(users.isDeleted, false) : preparedScope(false, users.companyId);
    const nameMatches = s.search
      ? matchesSearch([users.firstName, users.lastName, fullNameOf(users.firstName, users.lastName)])
      : undefined;
    const counted = s.search
      ? db
          .select({ total: count() })
          .from(attendances)
          .innerJoin(users, eq(users.id, attendances.userId))
          .where(and(records, livePerson, nameMatches))
      : s.everyCompany
        ? // An index-only range of attendances_date_order_idx less the removed people's records.
          countLessRemovedPeople(db, attendances, attendances.userId, records)
        : db.select({ total: count() }).from(attendances).where(records);
    const columns = {
      id: attendances.id,
      userId: attendances.userId,
      attendanceDate: attendances.attendanceDate,
      clockIn: attendances.clockIn,
      clockOut: attendances.clockOut,
      effectiveHours: attendances.effectiveHours,
      keyTasks: attendances.keyTasks,
      createdAt: attendances.createdAt,
      updatedAt: attendances.updatedAt,
    };
    if (s.search) {
      // A search narrows the people first: joining the few who match beats looking up everyone's record.
      return {
        page: db
          .select({
            ...columns,
            firstName: users.firstName,
            lastName: users.lastName,
            [LIST_TOTAL]: withTotal(counted),
          })
          .from(attendances)
          .innerJoin(users, eq(users.id, attendances.userId))
          .where(and(records, livePerson, nameMatches))
          .orderBy(
            desc(attendances.attendanceDate),
            asc(users.firstName),
            asc(users.lastName),
            asc(attendances.id),
          )
          .limit(PAGE.limit)
          .offset(PAGE.offset)
          .prepare(name),
        count: counted.prepare(`${name}_n`),
      };
    }
    if (!s.everyCompany) {
      // One company's page in the list's order straight from attendances_listed_company_order_idx, the names
      // the database keeps on each record (migration 0026): a page reads its own rows and no person.
      return {
        page: db
          .select({
            ...columns,
            firstName: attendances.personFirstName,
            lastName: attendances.personLastName,
            [LIST_TOTAL]: withTotal(counted),
          })
          .from(attendances)
          .where(records)
          .orderBy(
            desc(attendances.attendanceDate),
            asc(attendances.personFirstName),
            asc(attendances.personLastName),
            asc(attendances.id),
          )
          .limit(PAGE_PLANNED_ONCE.limit)
          .offset(PAGE_PLANNED_ONCE.offset)
          .prepare(name),
        count: counted.prepare(`${name}_n`),
      };
    }
    // Every company's: the records in the list's order from attendances_date_order_idx, by the names each
    // keeps (the same as its person's, migration 0026); each record's person is looked up on its own to leave
    // out the removed. The limit keeps PostgreSQL from turning the lookup back into a join of the whole
    // period, so the page reads about a page of index entries and stops (bench/README.md, Growth).
    const person = personLookup(db, attendances.userId, livePerson);
    return {
      page: db
        .select({
          ...columns,
          firstName: attendances.personFirstName,
          lastName: attendances.personLastName,
          [LIST_TOTAL]: withTotal(counted),
        })
        .from(attendances)
        .innerJoinLateral(person, sql`true`)
        .where(records)
        .orderBy(
          desc(attendances.attendanceDate),
          asc(attendances.personFirstName),
          asc(attendances.personLastName),
          asc(attendances.id),
        )
        .limit(PAGE_PLANNED_ONCE.limit)
        .offset(PAGE_PLANNED_ONCE.offset)
        .prepare(name),
      count: counted.prepare(`${name}_n`),
    };
  },
);

/** A company's records in a period (default: the current month), optionally one person's. */
export async function listCompanyAttendance(
  ctx: AppContext,
  actor: Actor,
  companyId: number | "all",
  query: { startDate?: string; endDate?: string; userId?: number } & ListQuery,
) {
  authorize(canViewCompanyAttendance(actor));
  const scope = await companyScope(ctx.db, actor, companyId);
  const today = await todayFor(ctx, companyId === "all" ? null : companyId, actor);
  const { start, end } = resolveRange(today, query.startDate, query.endDate);
  const page = pageOf(query);
  const search = searchPattern(query.q);
  const statements = companyAttendanceStatements(ctx.db, {
    everyCompany: scope.companyId === "all",
    user: Boolean(query.userId),
    search: search !== undefined,
  });
  const values = {
    companyId: scope.companyId,
    start,
    end,
    userId: query.userId,
    [SEARCH]: search,
    ...page,
  };
  return runPreparedList(statements, values, presentCompanyAttendance);
}
