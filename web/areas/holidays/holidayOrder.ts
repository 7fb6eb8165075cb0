import { shownHolidayDate } from "./holidayDates";

/**
 * The card grid's order: date ascending (docs/product/holidays.md §5). A recurring holiday is placed by the date its
 * card shows — its next occurrence — not by the year it was first entered, so the dates read in order
 * down the grid; a one-off holiday by its own date. Same day: by name.
 */
export function sortHolidaysForDisplay<T extends { date: string; isRecurring: boolean; name: string }>(
  holidays: readonly T[],
  today: string,
): T[] {
  return holidays
    .map((holiday) => ({ holiday, shown: shownHolidayDate(holiday, today) }))
    .sort((a, b) =>
      a.shown === b.shown ? a.holiday.name.localeCompare(b.holiday.name) : a.shown < b.shown ? -1 : 1,
    )
    .map(({ holiday }) => holiday);
}
