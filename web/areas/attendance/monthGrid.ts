import dayjs from "dayjs";
import { hoursBand } from "../../../shared/attendance/attendance.rules";

export type HoursBand = ReturnType<typeof hoursBand>;

export interface MonthCell<T> {
  /** yyyy-MM-dd */
  date: string;
  dayOfMonth: number;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
  isToday: boolean;
  isFuture: boolean;
  record: T | null;
  band: HoursBand;
}

/** Monday first, as the week quick range. */
export const WEEKDAY_LABELS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/** The month (yyyy-MM) of a date (yyyy-MM-dd). */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The month `delta` months away from `month` (yyyy-MM). */
export function shiftMonth(month: string, delta: number): string {
  return dayjs(`${month}-01`).add(delta, "month").format("YYYY-MM");
}

/** The first and last day of a month (yyyy-MM). */
export function monthBounds(month: string): [string, string] {
  const first = dayjs(`${month}-01`);
  return [first.format("YYYY-MM-DD"), first.endOf("month").format("YYYY-MM-DD")];
}

/** "March 2025" */
export function monthLabel(month: string): string {
  return dayjs(`${month}-01`).format("MMMM YYYY");
}

/**
 * The weeks (Monday to Sunday) covering a month, each day with its record and colour band; days of
 * the neighbouring months fill the first and last week and carry no record.
 */
export function buildMonthGrid<T extends { attendanceDate: string; effectiveHours: number | null }>(
  month: string,
  records: readonly T[],
  today: string,
): MonthCell<T>[][] {
  const byDate = new Map(records.map((record) => [record.attendanceDate, record]));
  const first = dayjs(`${month}-01`);
  const start = first.subtract((first.day() + 6) % 7, "day");
  const last = first.endOf("month");
  const weeks: MonthCell<T>[][] = [];
  let day = start;
  while (!day.isAfter(last, "day")) {
    const week: MonthCell<T>[] = [];
    for (let i = 0; i < 7; i += 1) {
      const date = day.format("YYYY-MM-DD");
      const inMonth = date.startsWith(month);
      const record = inMonth ? (byDate.get(date) ?? null) : null;
      week.push({
        date,
        dayOfMonth: day.date(),
        inMonth,
        isToday: date === today,
        isFuture: date > today,
        record,
        band: record ? hoursBand(record.effectiveHours) : "none",
      });
      day = day.add(1, "day");
    }
    weeks.push(week);
  }
  return weeks;
}

/** The records of one month (yyyy-MM). */
export function recordsInMonth<T extends { attendanceDate: string }>(
  records: readonly T[],
  month: string,
): T[] {
  return records.filter((record) => record.attendanceDate.startsWith(`${month}-`));
}
