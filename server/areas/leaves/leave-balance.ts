import { and, eq, inArray, type Placeholder, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { leaveRequests } from "./leaves.table";

/** The days of one request, in SQL: 0.5 for a half day, otherwise end − start + 1. */
export const leaveDaysSql = sql<string>`case when ${leaveRequests.isHalfDay} then 0.5 else (${leaveRequests.endDate} - ${leaveRequests.startDate} + 1) end`;

export const takenDaysSql = sql<string>`coalesce(sum(${leaveDaysSql}) filter (where ${leaveRequests.status} = 'APPROVED'), 0)`;
export const pendingDaysSql = sql<string>`coalesce(sum(${leaveDaysSql}) filter (where ${leaveRequests.status} = 'PENDING'), 0)`;

/** Approved and pending days of one person (an id, or a placeholder of a prepared statement), in one aggregate. */
export function usedDaysQuery(db: Database, userId: number | Placeholder) {
  return db
    .select({ taken: takenDaysSql, pending: pendingDaysSql })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.userId, userId), inArray(leaveRequests.status, ["APPROVED", "PENDING"])));
}

/** The days of `usedDaysQuery`'s row, as numbers. */
export function usedDaysFrom(rows: { taken: string; pending: string }[]): { taken: number; pending: number } {
  const [row] = rows;
  return { taken: Number(row?.taken ?? 0), pending: Number(row?.pending ?? 0) };
}

/** Approved and pending days of one person, in one aggregate. */
export async function usedDaysOf(db: Database, userId: number): Promise<{ taken: number; pending: number }> {
  return usedDaysFrom(await usedDaysQuery(db, userId));
}
