import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { leaveRequests } from "./leaves.table";

/** The days of one request, in SQL: 0.5 for a half day, otherwise end − start + 1. */
export const leaveDaysSql = sql<string>`case when ${leaveRequests.isHalfDay} then 0.5 else (${leaveRequests.endDate} - ${leaveRequests.startDate} + 1) end`;

export const takenDaysSql = sql<string>`coalesce(sum(${leaveDaysSql}) filter (where ${leaveRequests.status} = 'APPROVED'), 0)`;
export const pendingDaysSql = sql<string>`coalesce(sum(${leaveDaysSql}) filter (where ${leaveRequests.status} = 'PENDING'), 0)`;

/** Approved and pending days of one person, in one aggregate. */
export async function usedDaysOf(db: Database, userId: number): Promise<{ taken: number; pending: number }> {
  const [row] = await db
    .select({ taken: takenDaysSql, pending: pendingDaysSql })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.userId, userId), inArray(leaveRequests.status, ["APPROVED", "PENDING"])));
  return { taken: Number(row?.taken ?? 0), pending: Number(row?.pending ?? 0) };
}
