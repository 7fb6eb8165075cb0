import { daysBetween } from "../leaves/leaves.rules";

/** Monday to Friday between two dates (inclusive). */
export function workingDaysBetween(start: string, end: string): number {
  let count = 0;
  const total = daysBetween(start, end);
  const first = new Date(`${start}T00:00:00Z`).getUTCDay();
  for (let i = 0; i <= total; i++) {
    const weekday = (first + i) % 7;
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

/**
 * A percentage with one decimal, 0 when there is nothing to divide by. Never clamped: a figure above 100
 * means the counts disagree, and hiding it would hide the bug.
 */
export function percent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

/** Change against the previous period, in percent with one decimal; null when the previous was 0. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** The first day (yyyy-MM-01) of the month before the one a date is in. */
export function previousMonthStart(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const prevYear = month === 1 ? year - 1 : year;
  const prevMonth = month === 1 ? 12 : month - 1;
  return `${prevYear}-${String(prevMonth).padStart(2, "0")}-01`;
}
