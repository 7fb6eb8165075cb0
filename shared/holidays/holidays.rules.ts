import { daysBetween } from "../leaves/leaves.rules";

/** The date a holiday next falls on, from `today` (yyyy-MM-dd); a recurring one repeats every year. */
export function nextOccurrence(holiday: { date: string; isRecurring: boolean }, today: string): string {
  if (!holiday.isRecurring) return holiday.date;
  const year = Number(today.slice(0, 4));
  const monthDay = holiday.date.slice(5);
  const thisYear = occurrenceIn(year, monthDay);
  return thisYear >= today ? thisYear : occurrenceIn(year + 1, monthDay);
}

/** 29 February falls on 28 February in a common year. */
function occurrenceIn(year: number, monthDay: string): string {
  if (monthDay === "02-29" && !isLeapYear(year)) return `${year}-02-28`;
  return `${year}-${monthDay}`;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export type HolidayBadge = "Today" | "Upcoming" | "Past";

/** Today / Upcoming / Past, computed from the date (docs/product/holidays.md §3); a recurring holiday is never past. */
export function holidayBadge(holiday: { date: string; isRecurring: boolean }, today: string): HolidayBadge {
  const next = nextOccurrence(holiday, today);
  if (next === today) return "Today";
  return next > today ? "Upcoming" : "Past";
}

/** Upcoming holidays in the next `withinDays` days, soonest first, at most `max` (holidays.md §3: 30 and 3). */
export function upcomingHolidays<T extends { date: string; isRecurring: boolean }>(
  list: T[],
  today: string,
  withinDays = 30,
  max = 3,
): (T & { nextDate: string; daysAway: number; isThisWeek: boolean })[] {
  return list
    .map((h) => {
      const nextDate = nextOccurrence(h, today);
      const daysAway = daysBetween(today, nextDate);
      return Object.assign({}, h, { nextDate, daysAway, isThisWeek: daysAway >= 0 && daysAway <= 7 });
    })
    .filter((h) => h.daysAway >= 0 && h.daysAway <= withinDays)
    .sort((a, b) => a.daysAway - b.daysAway)
    .slice(0, max);
}
