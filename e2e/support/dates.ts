import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Calendar dates as the app sends them ('yyyy-MM-dd'), computed here independently of the app's code.
 * The companies are in India: "today" for attendance and holidays is the calendar day in Asia/Kolkata.
 */
export const COMPANY_TIME_ZONE = "Asia/Kolkata";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Today in the company's time zone, 'yyyy-MM-dd'. */
export function companyToday(now: Date = new Date()): string {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat("en-CA", { timeZone: COMPANY_TIME_ZONE }).format(now);
}

/** Today in the browser's own clock (the machine's zone), 'yyyy-MM-dd': where date pickers open. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function parts(date: string): { year: number; month: number; day: number; weekday: number } {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = date.split("-").map(Number);
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(utc.getTime())) throw new Error(`Not a yyyy-MM-dd date: ${date}`);
  return { year, month, day, weekday: utc.getUTCDay() };
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const { year, month, day } = parts(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The first day of `date`'s month, moved by `months` months. */
export function monthStart(date: string, months = 0): string {
  const { year, month } = parts(date);
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
}

/** `date` with its day of the month replaced (1–28 is safe in every month). */
export function withDay(date: string, day: number): string {
  return `${date.slice(0, 8)}${String(day).padStart(2, "0")}`;
}

/** Day of the month. */
export function dayOfMonth(date: string): number {
  return parts(date).day;
}

/** 'Sun, 22 Nov 2026': how the leave and attendance screens write a date. */
export function shortDate(date: string): string {
  const { year, month, day, weekday } = parts(date);
  return `${WEEKDAYS[weekday]?.slice(0, 3)}, ${day} ${MONTHS[month - 1]?.slice(0, 3)} ${year}`;
}

/** '22 Nov 2026': the date-range fields. */
export function mediumDate(date: string): string {
  return shortDate(date).slice(5);
}

/** 'Sunday, 22 November 2026': the holiday cards' long date. */
export function longDate(date: string): string {
  const { year, month, day, weekday } = parts(date);
  return `${WEEKDAYS[weekday]}, ${day} ${MONTHS[month - 1]} ${year}`;
}

/** 'November 2026' */
export function monthLabel(date: string): string {
  const { year, month } = parts(date);
  return `${MONTHS[month - 1]} ${year}`;
}

/** '22 November 2026': the accessible name of a day in a Mantine calendar. */
export function calendarDayLabel(date: string): string {
  const { year, month, day } = parts(date);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** Whole months from `from`'s month to `to`'s month (negative when `to` is earlier). */
function monthsBetween(from: string, to: string): number {
  const a = parts(from);
  const b = parts(to);
  return (b.year - a.year) * 12 + (b.month - a.month);
}

/** Opens a Mantine DatePickerInput (`field` is its button) and answers its calendar dropdown. */
export async function openDatePicker(page: Page, field: Locator): Promise<Locator> {
  await field.click();
  const dropdownId = await field.getAttribute("aria-controls");
  if (!dropdownId) throw new Error("The date field controls no dropdown once opened");
  const dropdown = page.locator(`[id="${dropdownId}"]`);
  await expect(dropdown).toBeVisible();
  return dropdown;
}

/** The button of `date` in a Mantine calendar (not a neighbouring month's day shown in the margin). */
export function calendarDay(calendar: Locator, date: string): Locator {
  return calendar.locator(`button[aria-label="${calendarDayLabel(date)}"]:not([data-outside])`).first();
}

/** The calendar's control paging to the next or the previous month. */
export function calendarPager(calendar: Locator, direction: "next" | "previous"): Locator {
  return calendar.locator(`button[data-direction="${direction}"]`).first();
}

/**
 * Opens a Mantine DatePickerInput and clicks `dates` in turn (one date, or the two ends of a range).
 * `shownMonth` is a date of the (first) month the dropdown opens on: its value's, else the current one.
 * The calendar is paged towards each date until its day is on show (a two-month calendar pages by two).
 */
export async function pickDates(
  page: Page,
  field: Locator,
  dates: readonly string[],
  shownMonth: string = localToday(),
): Promise<void> {
  const dropdown = await openDatePicker(page, field);
  let shown = shownMonth;
  for (const date of dates) {
    const day = calendarDay(dropdown, date);
    const pager = calendarPager(dropdown, monthsBetween(shown, date) < 0 ? "previous" : "next");
    for (let pages = 0; !(await day.isVisible()); pages += 1) {
      if (pages > 24) throw new Error(`${date} never showed in the calendar`);
      await pager.click();
    }
    shown = date;
    await day.click();
  }
}

/**
 * Last month in India (a new company's time zone): a month the monthly run, which makes only the current
 * month, never fills by itself, so Generate is what makes its rows.
 */
export function lastMonth(): { month: number; year: number; label: string } {
  const [year, month] = new Intl.DateTimeFormat("en-CA", { timeZone: COMPANY_TIME_ZONE })
    .format(new Date())
    .split("-")
    .map(Number) as [number, number];
  const previous = month === 1 ? { month: 12, year: year - 1 } : { month: month - 1, year };
  return { ...previous, label: `${MONTHS[previous.month - 1]} ${previous.year}` };
}
