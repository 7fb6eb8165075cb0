import { z } from "zod";

/** yyyy-MM-dd, optionally followed by a time (an ISO instant whose calendar date part is taken). */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_INSTANT = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

export const INVALID_DATE = "Must be a valid date (yyyy-MM-dd)";

const daysInMonth = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/** True for a real calendar date written yyyy-MM-dd, years 1 to 9999 (2026-02-30 and 2026-13-45 are not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_ONLY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export interface CalendarDateOptions {
  /** Said when the value is missing, not a string or empty. */
  required?: string;
  /** Said when it is not a real yyyy-MM-dd date (default: 'Must be a valid date (yyyy-MM-dd)'). */
  invalid?: string;
  /** Accept an ISO instant ("2026-11-20T00:00:00.000Z") and keep its date part as written. */
  allowInstant?: boolean;
}

/**
 * The one calendar-date type of every request: a real yyyy-MM-dd date, parsed strictly and without ever
 * throwing (no Date arithmetic on bad input), so a wrong date is a 400 with a clear message.
 */
export function calendarDate(options: CalendarDateOptions = {}) {
  const invalid = options.invalid ?? INVALID_DATE;
  const required = options.required ?? invalid;
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((v, ctx) => {
      const date = options.allowInstant ? (ISO_INSTANT.exec(v)?.[1] ?? v) : v;
      if (!isCalendarDate(date)) {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return date;
    });
}
