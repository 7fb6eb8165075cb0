/** Attendance rules of docs/product/attendance.md §3, §5 and §7. */
export const MIN_EFFECTIVE_HOURS = 0.25;
export const MAX_EFFECTIVE_HOURS = 99.99;
export const EFFECTIVE_HOURS_STEP = 0.25;
export const FULL_DAY_HOURS = 8;
/** Time zones and "today" live in shared/common/time.rules.ts; re-exported for the attendance screens. */
export { DEFAULT_TIMEZONE, dateInZone, timeInZone } from "../common/time.rules";

/** Colour band of a day's hours: under 4 red, 4 to under 8 yellow, 8 or more green. */
export function hoursBand(hours: number | null | undefined): "red" | "yellow" | "green" | "none" {
  if (hours === null || hours === undefined) return "none";
  if (hours >= FULL_DAY_HOURS) return "green";
  if (hours >= 4) return "yellow";
  return "red";
}

/** Effective hours as the form keeps them: capped at 99.99 (docs/product/attendance.md §6.3). */
export function capHours(hours: number): number {
  return Math.min(hours, MAX_EFFECTIVE_HOURS);
}

export interface MonthlySummary {
  totalDays: number;
  totalHours: number;
  avgHoursPerDay: number;
  fullDays: number;
}

/** Monthly Summary: days with a record, their hours, the average per day and the days of 8 h or more. */
export function monthlySummary(records: { effectiveHours: number | null }[]): MonthlySummary {
  const totalDays = records.length;
  const totalHours = Math.round(records.reduce((sum, r) => sum + (r.effectiveHours ?? 0), 0) * 100) / 100;
  const fullDays = records.filter((r) => (r.effectiveHours ?? 0) >= FULL_DAY_HOURS).length;
  const avgHoursPerDay = totalDays === 0 ? 0 : Math.round((totalHours / totalDays) * 100) / 100;
  return { totalDays, totalHours, avgHoursPerDay, fullDays };
}

/** Normalises HH:mm or HH:mm:ss to HH:mm:ss; null when it is not a time of day. */
export function normalizeTime(value: string): string | null {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [h, m, s] = [Number(match[1]), Number(match[2]), Number(match[3] ?? "0")];
  if (h > 23 || m > 59 || s > 59) return null;
  return `${match[1]}:${match[2]}:${match[3] ?? "00"}`;
}
