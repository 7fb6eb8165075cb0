import dayjs from "dayjs";
import { dateInZone, timeInZone } from "../../../shared/common/time.rules";
import type { HoursBand } from "./monthGrid";

/** What an empty cell shows. */
export const EMPTY_VALUE = "—";

/** "Wed, 12 Mar 2025" for a yyyy-MM-dd date. */
export function formatAttendanceDate(date: string): string {
  return dayjs(date).format("ddd, D MMM YYYY");
}

/** "9:05 AM" for HH:mm:ss; the empty mark for no time. */
export function formatClockTime(time: string | null): string {
  if (!time) return EMPTY_VALUE;
  const [h = 0, m = 0] = time.split(":").map(Number);
  const suffix = h < 12 ? "AM" : "PM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** "8.5 hrs", "1 hr"; the empty mark for no hours. */
export function formatHours(hours: number | null): string {
  if (hours === null) return EMPTY_VALUE;
  const shown = Number(hours.toFixed(2));
  return `${shown} ${shown === 1 ? "hr" : "hrs"}`;
}

/** "12 Mar 2025, 1:05 PM" for a timestamp, in the viewer's clock. */
/** When a record was added, in the user's time zone (wherever the browser is): '28 Nov 2026, 11:05 AM'. */
export function formatAddedOn(timestamp: string, timeZone: string): string {
  const moment = new Date(timestamp);
  if (Number.isNaN(moment.getTime())) return timestamp;
  return dayjs(`${dateInZone(moment, timeZone)}T${timeInZone(moment, timeZone)}`).format(
    "D MMM YYYY, h:mm A",
  );
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** Mantine colours of the hours bands (docs/product/attendance.md §5), and their legend labels. */
export const BAND_STYLE: Record<HoursBand, { color: string; label: string }> = {
  red: { color: "red", label: "Under 4 hrs" },
  yellow: { color: "yellow", label: "4 to under 8 hrs" },
  green: { color: "green", label: "8+ hrs" },
  none: { color: "gray", label: "No hours recorded" },
};
