import { and, asc, count, desc, eq, getTableColumns, ne, sql } from "drizzle-orm";
import { type ListQuery, pageOf } from "../../../shared/common/list.schema";
import { canDecideLeave, canManageLeave, canSetLeaveAllocation } from "../../../shared/leaves/leaves.policy";
import { remainingLeave } from "../../../shared/leaves/leaves.rules";
import type { LeaveBalance, LeaveStatus } from "../../../shared/leaves/leaves.schema";
import type { AppContext } from "../../app-context";
import { type RequestOrigin, writeSecurityLog } from "../../lib/audit";
import {
  callersCompany,
  callersScope,
  companyScope,
  inCompanyOf,
  preparedScope,
  requireInCompanyScope,
} from "../../lib/company-scope";
import { AppError, authorize, conflict, notFound } from "../../lib/errors";
import {
  fullNameOf,
  LIST_TOTAL,
  matchesAny,
  matchesSearch,
  PAGE,
  PAGE_PLANNED_ONCE,
  runPreparedList,
  SEARCH,
  searchPattern,
  totalOfPage,
  withTotal,
} from "../../lib/lists";
import { preparedOnce, preparedPerShape } from "../../lib/prepared";
import type { RequestContext } from "../../lib/transactional";
import type { Actor } from "../auth/sessions.service";
import { companies } from "../companies/companies.table";
import { countLessRemovedPeople, personLookup } from "../users/person-lookup";
import { requireStillInCompany } from "../users/users.service";
import { users } from "../users/users.table";
import { pendingDaysSql, takenDaysSql, usedDaysFrom, usedDaysOf, usedDaysQuery } from "./leave-balance";
import { leaveDecisionMail } from "./leaves.mails";
import { presentCompanyLeave, presentLeave } from "./leaves.presenter";
import { leaveRequests } from "./leaves.table";

export const OWN_ALLOCATION = "You cannot change your own leave allocation";

/** One person's requests, newest first: a page and its total. */
const ownLeaveStatements = preparedOnce("leave_own", (db, name) => {
  const where = eq(leaveRequests.userId, sql.placeholder("userId"));
  const counted = db.select({ total: count() }).from(leaveRequests).where(where);
  return {
    page: db
      .select({ ...getTableColumns(leaveRequests), [LIST_TOTAL]: withTotal(counted) })
      .from(leaveRequests)
      .where(where)
      .orderBy(desc(leaveRequests.startDate), desc(leaveRequests.id))
      .limit(PAGE.limit)
      .offset(PAGE.offset)
      .prepare(name),
    count: counted.prepare(`${name}_n`),
  };
});

/** The signed-in person's own requests, newest first. */
export async function listOwnLeaves(ctx: AppContext, actor: Actor, query: ListQuery = {}) {
  const page = pageOf(query);
  const statements = ownLeaveStatements(ctx.db);
  const values = { userId: actor.userId, ...page };
  return runPreparedList(statements, values, presentLeave);
}

/** A live person's allocation (in their company: `callersScope`), and their approved and pending days. */
const balanceStatements = preparedPerShape(
  "leave_balance",
  (everyCompany: boolean) => (everyCompany ? "all" : "co"),
  (db, everyCompany, name) => ({
    user: db
      .select({ totalLeaves: users.totalLeaves })
      .from(users)
      .where(
        and(
          eq(users.id, sql.placeholder("userId")),
          preparedScope(everyCompany, users.companyId),
          eq(users.isDeleted, false),
        ),
      )
      .prepare(name),
    used: usedDaysQuery(db, sql.placeholder("userId")).prepare(`${name}_used`),
  }),
);

/** Total, taken (approved), pending and remaining days of the signed-in person. */
export async function ownBalance(ctx: AppContext, actor: Actor): Promise<LeaveBalance> {
  const { everyCompany, companyId } = callersScope(actor);
  const statements = balanceStatements(ctx.db, everyCompany);
  const values = { userId: actor.userId, companyId };
  const [user] = await statements.user.execute(values);
  if (!user) throw notFound("User not found");
  const used = usedDaysFrom(await statements.used.execute(values));
  const balance = { totalLeaves: user.totalLeaves, leavesTaken: used.taken, leavesPending: used.pending };
  return Object.assign(balance, { leavesRemaining: remainingLeave(balance) });
}

/**
 * The columns of a leave request as admins list it (with the person and the company): the person's name is
 * the one the request keeps (migration 0030, the same as the person's), so a list joins no person for it.
 */
export const companyLeaveColumns = {
  id: leaveRequests.id,
  userId: leaveRequests.userId,
  startDate: leaveRequests.startDate,
  endDate: leaveRequests.endDate,
  reason: leaveRequests.reason,
  status: leaveRequests.status,
  isHalfDay: leaveRequests.isHalfDay,
  halfDayType: leaveRequests.halfDayType,
  createdAt: leaveRequests.createdAt,
  firstName: leaveRequests.personFirstName,
  lastName: leaveRequests.personLastName,
  companyId: leaveRequests.companyId,
  companyName: companies.name,
};

/** Which filters a company's leave list uses: one prepared statement each (server/lib/prepared.ts). */
interface CompanyLeaveShape {
  everyCompany: boolean;
  status: boolean;
  search: boolean;
}

/** A company's order (docs/product/leave.md §6.2): pending first, then newest; migration 0030's index holds it. */
const pendingFirst = [
  sql`${leaveRequests.status} = 'PENDING' desc`,
  desc(leaveRequests.createdAt),
  desc(leaveRequests.id),
];

export const companyLeaveStatements = preparedPerShape(
  "leave_company",
  (s: CompanyLeaveShape) => `${s.everyCompany ? "all" : "co"}${s.status ? "_s" : ""}${s.search ? "_q" : ""}`,
  (db, s: CompanyLeaveShape, name) => {
    const requests = and(
      preparedScope(s.everyCompany, leaveRequests.companyId),
      s.status ? eq(leaveRequests.status, sql.placeholder("status")) : undefined,
    );
    if (!s.everyCompany && !s.search) {
      // One company's list shows the requests the database marks listed (person_listed: their person is in
      // that company and not removed, migration 0030), each with the name it keeps of its person: the page
      // walks leave_requests_listed_pending_idx in the list's order and stops, the count reads that index
      // alone, and no person is looked up.
      const listed = and(requests, sql`${leaveRequests.personListed}`);
      const counted = db.select({ total: count() }).from(leaveRequests).where(listed);
      return {
        page: db
          .select({ ...companyLeaveColumns, [LIST_TOTAL]: withTotal(counted) })
          .from(leaveRequests)
          .innerJoin(companies, eq(companies.id, leaveRequests.companyId))
          .where(listed)
          .orderBy(...pendingFirst)
          .limit(PAGE_PLANNED_ONCE.limit)
          .offset(PAGE_PLANNED_ONCE.offset)
          .prepare(name),
        count: counted.prepare(`${name}_n`),
      };
    }
    const livePerson = and(
      eq(users.isDeleted, false),
      // The people too: the join then reads the company's people (users_company_idx), not all of them.
      preparedScope(s.everyCompany, users.companyId),
      s.search
        ? matchesSearch([users.firstName, users.lastName, fullNameOf(users.firstName, users.lastName)])
        : undefined,
    );
    if (s.search) {
      const counted = db
        .select({ total: count() })
        .from(leaveRequests)
        .innerJoin(users, eq(users.id, leaveRequests.userId))
        .where(and(requests, livePerson));
      // A search narrows the people first: joining the few who match beats looking up everyone's request.
      return {
        page: db
          .select({ ...companyLeaveColumns, [LIST_TOTAL]: withTotal(counted) })
          .from(leaveRequests)
          .innerJoin(users, eq(users.id, leaveRequests.userId))
          .innerJoin(companies, eq(companies.id, leaveRequests.companyId))
          .where(and(requests, livePerson))
          .orderBy(...pendingFirst)
          .limit(PAGE.limit)
          .offset(PAGE.offset)
          .prepare(name),
        count: counted.prepare(`${name}_n`),
      };
    }
    // Every company's (a SUPER_ADMIN's): each request whose person is not removed, wherever they work now.
    // The page walks leave_requests_pending_order_idx in the list's order, under the names each request keeps;
    // each request's person is looked up on its own to leave out the removed (the limit keeps PostgreSQL from
    // turning the lookup back into a join of every request). The total is every request less the removed
    // people's (bench/README.md, Growth).
    const counted = countLessRemovedPeople(db, leaveRequests, leaveRequests.userId, requests);
    const person = personLookup(db, leaveRequests.userId, livePerson);
    return {
      page: db
        .select({ ...companyLeaveColumns, [LIST_TOTAL]: withTotal(counted) })
        .from(leaveRequests)
        .innerJoinLateral(person, sql`true`)
        .innerJoin(companies, eq(companies.id, leaveRequests.companyId))
        .where(requests)
        .orderBy(...pendingFirst)
        .limit(PAGE_PLANNED_ONCE.limit)
        .offset(PAGE_PLANNED_ONCE.offset)
        .prepare(name),
      count: counted.prepare(`${name}_n`),
    };
  },
);

/** The requests of a company (or every company for a SUPER_ADMIN): pending first, then newest. */
export async function listCompanyLeaves(
  ctx: AppContext,
  actor: Actor,
  companyId: number | "all",
  query: ListQuery & { status?: LeaveStatus } = {},
) {
  const scope = await companyScope(ctx.db, actor, companyId);
  const page = pageOf(query);
  const search = searchPattern(query.q);
  const statements = companyLeaveStatements(ctx.db, {
    everyCompany: scope.companyId === "all",
    status: Boolean(query.status),
    search: search !== undefined,
  });
  const values = { companyId: scope.companyId, status: query.status, [SEARCH]: search, ...page };
  return runPreparedList(statements, values, presentCompanyLeave);
}

/** Approves or rejects a PENDING request of someone else in a company the actor manages; mails the outcome. */
export async function decideLeave(
  ctx: RequestContext,
  actor: Actor,
  leaveId: number,
  status: "APPROVED" | "REJECTED",
  origin: RequestOrigin,
) {
  authorize(canManageLeave(actor));
  const [found] = await ctx.db
    .select()
    .from(leaveRequests)
    .where(and(eq(leaveRequests.id, leaveId), callersCompany(actor, leaveRequests.companyId)));
  const leave = requireInCompanyScope(actor, found, "Leave request not found");
  authorize(canDecideLeave(actor, leave), "You cannot approve or reject your own leave request");
  const now = ctx.now();
  const [updated] = await ctx.db
    .update(leaveRequests)
    .set({ status, decidedBy: actor.userId, decidedAt: now, updatedAt: now })
    .where(
      and(
        eq(leaveRequests.id, leaveId),
        eq(leaveRequests.companyId, leave.companyId),
        eq(leaveRequests.status, "PENDING"),
      ),
    )
    .returning();
  if (!updated) throw conflict("Only pending leave requests can be approved or rejected");
  const [person] = await ctx.db
    .select({ username: users.username, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, leave.userId));
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: status === "APPROVED" ? "LEAVE_APPROVED" : "LEAVE_REJECTED",
    userId: actor.userId,
    companyId: leave.companyId,
    resourceType: "leave",
    resourceId: leaveId,
    message: `Leave of ${person?.username ?? leave.userId} from ${leave.startDate} to ${leave.endDate} ${status.toLowerCase()}`,
  });
  if (person) {
    const mail = leaveDecisionMail(ctx.config.appUrl, person.username, person.firstName, updated);
    ctx.afterCommit(() => ctx.mailer.send(mail));
  }
  return presentLeave(updated);
}

/** Everyone's allocation in a company (or all companies): total and approved days, one aggregate query. */
export async function listAllocations(
  ctx: AppContext,
  actor: Actor,
  companyId: number | "all",
  query: ListQuery = {},
) {
  const scope = await companyScope(ctx.db, actor, companyId);
  const page = pageOf(query);
  const people = and(
    eq(users.isDeleted, false),
    ne(users.role, "SUPER_ADMIN"),
    scope.where(users.companyId),
    matchesAny(query.q, [
      users.firstName,
      users.lastName,
      fullNameOf(users.firstName, users.lastName),
      users.username,
    ]),
  );
  const counted = ctx.db.select({ total: count() }).from(users).where(people);
  const rows = await ctx.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      role: users.role,
      companyId: companies.id,
      companyName: companies.name,
      totalLeaves: users.totalLeaves,
      leavesTaken: takenDaysSql,
      leavesPending: pendingDaysSql,
      [LIST_TOTAL]: withTotal(counted),
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(leaveRequests, eq(leaveRequests.userId, users.id))
    .where(people)
    .groupBy(users.id, companies.id)
    .orderBy(asc(companies.name), asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const items = rows.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    username: r.username,
    role: r.role,
    companyId: r.companyId,
    companyName: r.companyName,
    totalLeaves: r.totalLeaves,
    leavesTaken: Number(r.leavesTaken),
    leavesPending: r.leavesPending,
  }));
  return { items, total: await totalOfPage(rows, page, () => counted) };
}

/** Sets a person's yearly allocation (0–365); never one's own (docs/product/leave.md, allocations). */
export async function setTotalLeaves(
  ctx: AppContext,
  actor: Actor,
  userId: number,
  totalLeaves: number,
  origin: RequestOrigin,
) {
  authorize(canManageLeave(actor));
  const [found] = await ctx.db
    .select({
      id: users.id,
      companyId: users.companyId,
      role: users.role,
      username: users.username,
      totalLeaves: users.totalLeaves,
    })
    .from(users)
    .where(and(eq(users.id, userId), callersCompany(actor, users.companyId), eq(users.isDeleted, false)));
  const target = requireInCompanyScope(actor, found, "User not found");
  if (target.role === "SUPER_ADMIN") throw new AppError(403, "A super admin has no leave allocation");
  authorize(canSetLeaveAllocation(actor, target), OWN_ALLOCATION);
  await ctx.db
    .update(users)
    .set({ totalLeaves, updatedAt: ctx.now() })
    .where(and(eq(users.id, userId), inCompanyOf(users.companyId, target.companyId)))
    .returning({ id: users.id })
    .then(requireStillInCompany);
  await writeSecurityLog(ctx.db, origin, {
    level: "INFO",
    action: "LEAVE_ALLOCATION_CHANGED",
    userId: actor.userId,
    companyId: target.companyId,
    resourceType: "user",
    resourceId: userId,
    message: `Leave allocation of ${target.username} changed from ${target.totalLeaves} to ${totalLeaves}`,
    metadata: { from: target.totalLeaves, to: totalLeaves },
  });
  const used = await usedDaysOf(ctx.db, userId);
  return { id: userId, totalLeaves, leavesTaken: used.taken };
}
