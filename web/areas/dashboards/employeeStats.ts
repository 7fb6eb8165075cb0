import { monthlySummary } from "../../../shared/attendance/attendance.rules";
import { daysBetween, HALF_DAY } from "../../../shared/leaves/leaves.rules";
import { clockCardState } from "../attendance/clockCard";
import { monthBounds, recordsInMonth } from "../attendance/monthGrid";

export interface TodayStatus {
  label: "Not Clocked In" | "Working" | "Completed";
  badge: "Absent" | "Active" | "Done";
  color: "gray" | "blue" | "green";
}

/** Today's Status (attendance.md §4): no record is Not Clocked In, clockIn only Working, clockOut present Completed. */
export function todayStatus(record: { clockOut: string | null } | null | undefined): TodayStatus {
  switch (clockCardState(record).kind) {
    case "notClockedIn":
      return { label: "Not Clocked In", badge: "Absent", color: "gray" };
    case "clockedIn":
      return { label: "Working", badge: "Active", color: "blue" };
    case "completed":
      return { label: "Completed", badge: "Done", color: "green" };
  }
}

export interface MonthWork {
  workingDays: number;
  totalHours: number;
  avgHoursPerDay: number;
}

/**
 * Working Days (the month's records), their hours and the average per day. The average leaves out a day
 * still open (clocked in, no hours yet) so that today's running day does not pull it down.
 */
export function monthWork(
  records: readonly { attendanceDate: string; effectiveHours: number | null }[],
  month: string,
): MonthWork {
  const inMonth = recordsInMonth(records, month);
  const summary = monthlySummary(inMonth.filter((record) => record.effectiveHours !== null));
  return {
    workingDays: inMonth.length,
    totalHours: summary.totalHours,
    avgHoursPerDay: summary.avgHoursPerDay,
  };
}

interface LeaveLike {
  startDate: string;
  endDate: string;
  status: string;
  isHalfDay: boolean;
}

/** The approved leave days that fall in a month (yyyy-MM): a half day is 0.5, a span counts its days inside. */
export function leaveDaysInMonth(leaves: readonly LeaveLike[], month: string): number {
  const [first, last] = monthBounds(month);
  let total = 0;
  for (const leave of leaves) {
    if (leave.status !== "APPROVED") continue;
    // biome-ignore lint/complexity/useMathMinMax: yyyy-MM-dd strings compare as text, Math.max would not
    const start = leave.startDate > first ? leave.startDate : first;
    // biome-ignore lint/complexity/useMathMinMax: as above
    const end = leave.endDate < last ? leave.endDate : last;
    if (start > end) continue;
    total += leave.isHalfDay ? HALF_DAY : daysBetween(start, end) + 1;
  }
  return total;
}

/** How far away a holiday is: 'Today', 'Tomorrow', 'In 5 days'. */
export function daysAwayLabel(daysAway: number): string {
  if (daysAway <= 0) return "Today";
  if (daysAway === 1) return "Tomorrow";
  return `In ${daysAway} days`;
}
