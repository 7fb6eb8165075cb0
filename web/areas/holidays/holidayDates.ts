import dayjs from "dayjs";
import { nextOccurrence } from "../../../shared/holidays/holidays.rules";

/** A calendar date 'yyyy-MM-dd' written out in full: 'Wednesday, 25 December 2030' (dayjs reads it as a local day). */
export function formatLongDate(date: string): string {
  const day = dayjs(date);
  return day.isValid() ? day.format("dddd, D MMMM YYYY") : date;
}

/** The day a card shows: the stored date, or for a recurring holiday its next occurrence from today. */
export function shownHolidayDate(holiday: { date: string; isRecurring: boolean }, today: string): string {
  return nextOccurrence(holiday, today);
}
