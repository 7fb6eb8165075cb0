/**
 * Calendar days and time zones: the one place "today" and a zone's midnight are worked out. Dates are
 * calendar dates (yyyy-MM-dd), never instants; a company's days follow its IANA `timezone`.
 */

/** The zone of a company that has not chosen one, and the platform's default (PLATFORM_TIMEZONE). */
export const DEFAULT_TIMEZONE = "Asia/Kolkata";

const IANA_NAME = /^[A-Za-z][A-Za-z_]*(?:\/[A-Za-z0-9_+-]+)*$/;

/** True for a time zone name this runtime knows (e.g. "Asia/Kolkata", "America/Los_Angeles", "UTC"). */
export function isTimeZone(name: string): boolean {
  if (name.length > 64 || !IANA_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Zones whose offset from UTC has not changed since 1946, in minutes: India's has been +05:30 since October
 * 1945. Their wall clock is worked out without Intl, whose first call in a browser loads its locale and
 * zone data, a tenth of a second or more of a phone's main thread (docs/ARCHITECTURE.md, Web); earlier
 * instants and every other zone go through Intl.
 */
const FIXED_OFFSET_MINUTES = new Map([
  ["Asia/Kolkata", 330],
  ["Asia/Calcutta", 330],
  ["UTC", 0],
  ["Etc/UTC", 0],
]);
const FIXED_SINCE = Date.UTC(1946, 0, 1);

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** The wall-clock parts of an instant in a zone (cached formatter per zone: formatters are costly). */
function wallClock(instant: Date, timeZone: string) {
  const fixed = FIXED_OFFSET_MINUTES.get(timeZone);
  if (fixed !== undefined && instant.getTime() >= FIXED_SINCE) {
    const wall = new Date(instant.getTime() + fixed * 60_000);
    return {
      year: String(wall.getUTCFullYear()),
      month: twoDigits(wall.getUTCMonth() + 1),
      day: twoDigits(wall.getUTCDate()),
      hour: twoDigits(wall.getUTCHours()),
      minute: twoDigits(wall.getUTCMinutes()),
      second: twoDigits(wall.getUTCSeconds()),
    };
  }
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: parts.year ?? "",
    month: parts.month ?? "",
    day: parts.day ?? "",
    hour: parts.hour ?? "",
    minute: parts.minute ?? "",
    second: parts.second ?? "",
  };
}

/** The calendar date (yyyy-MM-dd) of an instant in a time zone. */
export function dateInZone(instant: Date, timeZone: string): string {
  const p = wallClock(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The wall-clock time (HH:mm:ss) of an instant in a time zone. */
export function timeInZone(instant: Date, timeZone: string): string {
  const p = wallClock(instant, timeZone);
  return `${p.hour}:${p.minute}:${p.second}`;
}

/** "Today" in a time zone: the one function every caller uses (a company's zone, or the platform's). */
export function todayIn(timeZone: string, now: Date): string {
  return dateInZone(now, timeZone);
}

/** The zone's offset from UTC at an instant, in milliseconds (India: +5.5 h; Los Angeles: −8 h or −7 h). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const p = wallClock(instant, timeZone);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a calendar date (yyyy-MM-dd) begins in a time zone: its local midnight, or, where daylight
 * saving skips midnight (e.g. America/Santiago in September), the first instant that is on that date.
 */
export function zonedMidnight(date: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  // The offset before and after a possible change near midnight: try both, keep the earliest on the date.
  const first = utcMidnight - zoneOffsetMs(new Date(utcMidnight), timeZone);
  const second = utcMidnight - zoneOffsetMs(new Date(first), timeZone);
  const onDate = [first, second].filter((t) => dateInZone(new Date(t), timeZone) === date);
  return new Date(onDate.length > 0 ? Math.min(...onDate) : Math.max(first, second));
}

/** The instant a wall-clock date and time (yyyy-MM-dd, HH:mm or HH:mm:ss) happen in a time zone. */
export function zonedTime(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, mi, s] = time.split(":").map(Number) as [number, number, number?];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s ?? 0);
  const first = wall - zoneOffsetMs(new Date(wall), timeZone);
  return new Date(wall - zoneOffsetMs(new Date(first), timeZone));
}
