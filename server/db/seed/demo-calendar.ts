import type { holidays } from "../../areas/holidays/holidays.table";

/** Calendar helpers and company holidays for the demo seed. Dates are yyyy-MM-dd strings throughout. */

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

/** A repeatable pseudo-random sequence in [0, 1) from a text key (FNV-1a seed, mulberry32 steps). */
export function seededRandom(key: string): () => number {
  let state = 2166136261;
  for (let i = 0; i < key.length; i++) state = Math.imul(state ^ key.charCodeAt(i), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type HolidayRow = typeof holidays.$inferInsert;
type HolidaySeed = Omit<HolidayRow, "companyId">;

/** Lunar-calendar festivals; outside these years a typical date stands in. */
const DIWALI: Record<number, string> = {
  2024: "2024-11-01",
  2025: "2025-10-20",
  2026: "2026-11-08",
  2027: "2027-10-29",
  2028: "2028-10-17",
};
const THIRUVONAM: Record<number, string> = { 2024: "2024-09-15", 2025: "2025-09-05", 2026: "2026-08-26" };

/** Regional holidays some demo companies add to the national ones. */
export type RegionalHoliday = "onam" | "rajyotsava";

/** The national holidays of `year`, plus the company's regional ones. */
export function demoHolidays(
  companyId: number,
  year: number,
  regional: readonly RegionalHoliday[],
): HolidayRow[] {
  const list: HolidaySeed[] = [
    { name: "Republic Day", date: `${year}-01-26`, description: "National holiday", isRecurring: true },
    { name: "Independence Day", date: `${year}-08-15`, description: "National holiday", isRecurring: true },
    {
      name: "Gandhi Jayanti",
      date: `${year}-10-02`,
      description: "Birth anniversary of Mahatma Gandhi",
      isRecurring: true,
    },
    {
      name: "Diwali",
      date: DIWALI[year] ?? `${year}-11-01`,
      description: "Festival of lights",
      isRecurring: false,
    },
    { name: "Christmas", date: `${year}-12-25`, description: "Office closed", isRecurring: false },
  ];
  if (regional.includes("onam")) {
    const date = THIRUVONAM[year] ?? `${year}-09-01`;
    list.push({
      name: "Onam",
      date,
      description: "Thiruvonam, Kerala's harvest festival",
      isRecurring: false,
    });
  }
  if (regional.includes("rajyotsava")) {
    const description = "Karnataka formation day";
    list.push({ name: "Kannada Rajyotsava", date: `${year}-11-01`, description, isRecurring: true });
  }
  return list.map((h) => ({ ...h, companyId }));
}

/** Whether a holiday of the list falls on `date` (a recurring one on its month and day in any year). */
export function isHoliday(date: string, list: readonly { date: string; isRecurring?: boolean | null }[]) {
  return list.some((h) => (h.isRecurring ? h.date.slice(5) === date.slice(5) : h.date === date));
}

/** The latest Monday–Friday, non-holiday date on or before `date` whose weekday is in `weekdays`. */
export function workingDayOnOrBefore(
  date: string,
  list: readonly { date: string; isRecurring?: boolean | null }[],
  weekdays: readonly number[] = [1, 2, 3, 4, 5],
): string {
  let day = date;
  while (!weekdays.includes(isoWeekday(day)) || isHoliday(day, list)) day = addDays(day, -1);
  return day;
}

/** The first date on or after `date` whose ISO weekday is `weekday`. */
export function nextWeekday(date: string, weekday: number): string {
  let day = date;
  while (isoWeekday(day) !== weekday) day = addDays(day, 1);
  return day;
}
