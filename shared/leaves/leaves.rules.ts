/** Leave arithmetic of docs/product/leave.md §3 and §7: a half day is 0.5; a full leave counts both ends. */
export const HALF_DAY = 0.5;
export const DEFAULT_TOTAL_LEAVES = 20;
export const MAX_TOTAL_LEAVES = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days between two yyyy-MM-dd dates, in whole calendar days (no time zone involved). */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

/** The days a request uses: 0.5 for a half day, otherwise end − start + 1. */
export function leaveDays(leave: { startDate: string; endDate: string; isHalfDay: boolean }): number {
  if (leave.isHalfDay) return HALF_DAY;
  return daysBetween(leave.startDate, leave.endDate) + 1;
}

/** True when two inclusive date ranges share at least one day. */
export function rangesOverlap(
  a: { startDate: string; endDate: string },
  b: { startDate: string; endDate: string },
) {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/** What is left: total − taken (approved) − pending. */
export function remainingLeave(balance: { totalLeaves: number; leavesTaken: number; leavesPending: number }) {
  return balance.totalLeaves - balance.leavesTaken - balance.leavesPending;
}
