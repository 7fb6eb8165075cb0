import { dateInZone, timeInZone } from "../../../shared/attendance/attendance.rules";

/** The attendance day of docs/product/attendance.md §4: no record, clocked in (clockIn only), then completed (clocked out). */
export type ClockCardState<T> =
  | { kind: "notClockedIn" }
  | { kind: "clockedIn"; record: T }
  | { kind: "completed"; record: T };

/** Which face the Clock In/Out card shows for today's record (null: none yet). */
export function clockCardState<T extends { clockOut: string | null }>(
  today: T | null | undefined,
): ClockCardState<T> {
  if (!today) return { kind: "notClockedIn" };
  if (today.clockOut === null) return { kind: "clockedIn", record: today };
  return { kind: "completed", record: today };
}

/** Clock-in sends only today's date and the current time, both in the user's (company's) time zone. */
export function toClockInBody(now: Date, timeZone: string): { attendanceDate: string; clockIn: string } {
  return {
    attendanceDate: dateInZone(now, timeZone),
    clockIn: timeInZone(now, timeZone),
  };
}
