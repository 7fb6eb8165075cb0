import dayjs from "dayjs";

/** A date range as the pickers hold it: yyyy-MM-dd strings, either end may still be open. */
export type DateRange = [string | null, string | null];

/** A range with both ends chosen. */
export type CompleteRange = [string, string];

const DAY = "YYYY-MM-DD";

/** The personal view's quick buttons (docs/product/attendance.md §6.1); Clear Filter is the empty range. */
export const PERSONAL_QUICK_RANGES = ["Today", "This Week", "This Month", "Last Month"] as const;
export type PersonalQuickRange = (typeof PERSONAL_QUICK_RANGES)[number];

/** The admin view's quick buttons (docs/product/attendance.md §6.2: 1, 3 and 6 months). */
export const ADMIN_QUICK_RANGES = [
  { label: "Last Month", months: 1 },
  { label: "Last 3 Months", months: 3 },
  { label: "Last 6 Months", months: 6 },
] as const;

export const EMPTY_RANGE: DateRange = [null, null];

/** The range a personal quick button selects, relative to `today` (yyyy-MM-dd); weeks run Monday to Sunday. */
export function personalQuickRange(name: PersonalQuickRange, today: string): CompleteRange {
  const day = dayjs(today);
  switch (name) {
    case "Today":
      return [today, today];
    case "This Week": {
      const monday = day.subtract((day.day() + 6) % 7, "day");
      return [monday.format(DAY), monday.add(6, "day").format(DAY)];
    }
    case "This Month":
      return [day.startOf("month").format(DAY), day.endOf("month").format(DAY)];
    case "Last Month": {
      const previous = day.subtract(1, "month");
      return [previous.startOf("month").format(DAY), previous.endOf("month").format(DAY)];
    }
  }
}

/** The admin's rolling range: the last `months` months up to and including today. */
export function lastMonthsRange(months: number, today: string): CompleteRange {
  return [dayjs(today).subtract(months, "month").add(1, "day").format(DAY), today];
}

/** The admin view's default: the current month, up to today (future dates cannot be chosen). */
export function currentMonthRange(today: string): CompleteRange {
  return [dayjs(today).startOf("month").format(DAY), today];
}

/** The range when both ends are chosen (in either order), else null. */
export function completeRange(range: DateRange): CompleteRange | null {
  const [start, end] = range;
  if (!start || !end) return null;
  return start <= end ? [start, end] : [end, start];
}

/** Whether the range equals the quick range, so its button can show as selected. */
export function isSameRange(range: DateRange, other: CompleteRange): boolean {
  return range[0] === other[0] && range[1] === other[1];
}

/** The records whose date falls in the range (inclusive); everything when the range is open. */
export function filterByRange<T extends { attendanceDate: string }>(
  records: readonly T[],
  range: DateRange,
): T[] {
  const complete = completeRange(range);
  if (!complete) return [...records];
  const [start, end] = complete;
  return records.filter((r) => r.attendanceDate >= start && r.attendanceDate <= end);
}

/** The query string of a list call for the range; "" when the range is open. */
export function rangeQuery(range: DateRange, extra: Record<string, string | undefined> = {}): string {
  const complete = completeRange(range);
  const params = new URLSearchParams();
  if (complete) {
    params.set("startDate", complete[0]);
    params.set("endDate", complete[1]);
  }
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}
