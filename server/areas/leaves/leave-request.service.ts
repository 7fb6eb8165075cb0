import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { canRequestLeave } from "../../../shared/leaves/leaves.policy";
import { leaveDays, remainingLeave } from "../../../shared/leaves/leaves.rules";
import type { LeaveRequestInput } from "../../../shared/leaves/leaves.schema";
import type { AppContext } from "../../app-context";
import { insertedId, loggedWith, logParams, type RequestOrigin } from "../../lib/audit";
import { badRequest, conflict, forbidden } from "../../lib/errors";
import { preparedOnce } from "../../lib/prepared";
import { together } from "../../lib/together";
import type { Actor } from "../auth/sessions.service";
import { users } from "../users/users.table";
import { pendingDaysSql, takenDaysSql, usedDaysFrom } from "./leave-balance";
import { presentLeave } from "./leaves.presenter";
import { leaveRequests } from "./leaves.table";

/**
 * The statements of a leave request, prepared (lib/prepared.ts): they run in the request's transaction, so
 * they are built for each, but PostgreSQL plans them once per connection.
 */
const requestStatements = preparedOnce("leave_request", (db, name) => {
  const userId = sql.placeholder("userId");
  // The person's approved and pending days and whether one of those requests overlaps the new dates, in one
  // pass over their active requests. Read in the insert's statement, it does not see the new request.
  const standing = db.$with("standing").as(
    db
      .select({
        taken: takenDaysSql.as("taken"),
        pending: pendingDaysSql.as("pending"),
        overlaps: sql<boolean>`coalesce(bool_or(${and(
          lte(leaveRequests.startDate, sql.placeholder("endDate")),
          gte(leaveRequests.endDate, sql.placeholder("startDate")),
        )}), false)`.as("overlaps"),
      })
      .from(leaveRequests)
      .where(and(eq(leaveRequests.userId, userId), inArray(leaveRequests.status, ["PENDING", "APPROVED"]))),
  );
  const created = db.$with("created").as(
    db
      .insert(leaveRequests)
      .values({
        companyId: sql.placeholder("companyId"),
        userId,
        startDate: sql.placeholder("startDate"),
        endDate: sql.placeholder("endDate"),
        reason: sql.placeholder("reason"),
        isHalfDay: sql.placeholder("isHalfDay"),
        halfDayType: sql.placeholder("halfDayType"),
      })
      .returning(),
  );
  return {
    // Held until the request commits: two requests of one person are checked one after the other.
    lockPerson: db
      .select({ totalLeaves: users.totalLeaves })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.companyId, sql.placeholder("companyId"))))
      .for("update")
      .prepare(`${name}_lock`),
    // The request, its security-log row (lib/audit.ts, loggedWith) and the person's standing before it, in one
    // statement after the lock (so that it sees every request committed before the lock was granted).
    insert: db
      .with(standing, created, loggedWith(db, insertedId(created)))
      .select()
      .from(created)
      .crossJoin(standing)
      .prepare(`${name}_insert`),
  };
});

/**
 * A new request, PENDING. Refused when the end is before the start (400), when it overlaps the person's
 * pending or approved leave (409), or when it asks for more than remains once pending requests count (400).
 * The person's row is locked for the check, so two requests at once cannot overdraw the balance.
 */
export async function requestLeave(
  ctx: AppContext,
  actor: Actor,
  input: LeaveRequestInput,
  origin: RequestOrigin,
) {
  if (!canRequestLeave(actor) || actor.companyId === null)
    throw forbidden("Only members of a company can request leave");
  const companyId = actor.companyId;
  const startDate = input.startDate;
  const endDate = input.isHalfDay ? input.startDate : input.endDate!;
  if (endDate < startDate) {
    throw badRequest("End date cannot be before start date", [
      { path: "body.endDate", message: "End date cannot be before start date" },
    ]);
  }
  const days = leaveDays({ startDate, endDate, isHalfDay: input.isHalfDay });

  const statements = requestStatements(ctx.db);
  // Inserted first and checked after: a refusal below rolls the request and its log row back with the
  // transaction, and an accepted request costs one statement fewer than checking before inserting. The two
  // are sent together (on PostgreSQL in one round trip, with the BEGIN), and the database runs them in
  // order, so the insert starts, and reads the standing, once the lock is held.
  const [[user], [row]] = await together([
    statements.lockPerson.execute({ userId: actor.userId, companyId }),
    statements.insert.execute({
      companyId,
      userId: actor.userId,
      startDate,
      endDate,
      reason: input.reason,
      isHalfDay: input.isHalfDay,
      halfDayType: input.isHalfDay ? (input.halfDayType ?? null) : null,
      ...logParams(origin, {
        level: "INFO",
        action: "LEAVE_REQUESTED",
        userId: actor.userId,
        companyId,
        resourceType: "leave",
        message: `${actor.user.username} requested ${days} day(s) of leave from ${startDate} to ${endDate}`,
      }),
    }),
  ]);
  // The person left the company after their session was read (moved by a SUPER_ADMIN meanwhile): the lock
  // found no row, and the insert beside it rolls back with this refusal.
  if (!user) throw forbidden("Only members of a company can request leave");
  const { created, standing } = row!;
  if (standing.overlaps) throw conflict("This leave overlaps another pending or approved leave request");
  const used = usedDaysFrom([standing]);
  const remaining = remainingLeave({
    totalLeaves: user.totalLeaves,
    leavesTaken: used.taken,
    leavesPending: used.pending,
  });
  if (days > remaining) {
    throw badRequest(
      `Insufficient leave balance: ${days} day(s) requested, ${Math.max(remaining, 0)} remaining`,
    );
  }
  return presentLeave(created);
}
