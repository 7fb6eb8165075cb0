/**
 * The security log viewer's rules (docs/product/security-logs.md §4): what a start or end date means, the
 * capped total, the export's file name. Pure: the server applies them, the web may show them.
 */
import { isCalendarDate } from "../common/date.schema";
import { downloadFileName } from "../common/file-name";

/** Rows per page without `limit`, and the most a page may ask for. */
export const SECURITY_LOG_PAGE_SIZE = 20;
export const SECURITY_LOG_LIMIT_MAX = 100;
/**
 * The total is counted exactly up to this many rows; a total equal to it means "this many or more"
 * (counting millions of rows exactly for every page would cost more than the page). Paging stops there
 * too: `offset` is at most this; older rows are reached by narrowing the dates, or by the export.
 */
export const SECURITY_LOG_TOTAL_CAP = 10_000;
/**
 * With a search, the total is counted exactly up to this many: a search is counted through its words'
 * index, which reads a table page for each row it counts (docs/product/security-logs.md §7).
 */
export const SECURITY_LOG_SEARCH_TOTAL_CAP = 1000;
/** The most rows one CSV export holds; a larger match is cut to the newest ones, and says so. */
export const SECURITY_LOG_EXPORT_MAX_ROWS = 100_000;
/** The free-text search's bound, in characters after trimming. */
export const SECURITY_LOG_SEARCH_MAX = 100;
/** Retention (SECURITY_LOG_RETENTION_DAYS): the default, and the floor the database itself enforces. */
export const SECURITY_LOG_RETENTION_DEFAULT_DAYS = 400;
export const SECURITY_LOG_RETENTION_MIN_DAYS = 30;
export const SECURITY_LOG_RETENTION_MAX_DAYS = 36_500;

/** The most a query's total counts to: 1,000 with a search, 10,000 without. */
export const totalCapOf = (query: { search?: string }): number =>
  query.search ? SECURITY_LOG_SEARCH_TOTAL_CAP : SECURITY_LOG_TOTAL_CAP;

/** True when the total of a query stands for "the cap or more" rather than an exact count. */
export const isTotalCapped = (total: number, query: { search?: string } = {}): boolean =>
  total >= totalCapOf(query);

/** One edge of the period: an instant as PostgreSQL reads it, and its milliseconds for comparing. */
export interface PeriodEdge {
  /** ISO 8601 with a zone, full precision kept (the database compares microseconds). */
  instant: string;
  ms: number;
}

/** The period a start and an end date ask for: `from` included; `to` included or not, per `toInclusive`. */
export interface LogPeriod {
  from: PeriodEdge | null;
  to: PeriodEdge | null;
  toInclusive: boolean;
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?(Z|([+-])(\d{2}):?(\d{2}))$/i;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Midnight UTC of a yyyy-MM-dd date, `plusDays` later (years 1 to 9999, and 10000-01-01 past the last). */
function utcMidnight(date: string, plusDays = 0): PeriodEdge {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const at = new Date(0);
  at.setUTCFullYear(y, m - 1, d + plusDays); // setUTCFullYear keeps years below 100 as written
  const instant = `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}T00:00:00Z`;
  return { instant, ms: at.getTime() };
}

/** A date-time with its zone, or null when it is not a real one (2026-02-30T…, 24:00, a zone past ±23:59). */
function dateTimeEdge(value: string): PeriodEdge | null {
  const match = DATE_TIME.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction, zone, sign, zh, zm] = match;
  if (!isCalendarDate(`${y}-${mo}-${d}`)) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59) return null;
  if (zone!.toUpperCase() !== "Z" && (Number(zh) > 23 || Number(zm) > 59)) return null;
  const offsetMinutes =
    zone!.toUpperCase() === "Z" ? 0 : (sign === "-" ? -1 : 1) * (Number(zh) * 60 + Number(zm));
  const local = utcMidnight(`${y}-${mo}-${d}`).ms;
  const ms =
    local +
    ((Number(h) * 60 + Number(mi)) * 60 + Number(s ?? 0)) * 1000 +
    Math.floor(Number(fraction ?? 0) * 1000) -
    offsetMinutes * 60_000;
  return { instant: value.toUpperCase(), ms };
}

/**
 * A start or end date as the viewer takes it (docs/product/security-logs.md §4.1): `yyyy-MM-dd` is that
 * whole day in UTC — a start from its first instant, an end through its last (up to the next midnight,
 * excluded); a date-time must carry its zone (`Z` or `±hh:mm`) and is taken as that instant, an end
 * included. Null for anything else.
 */
export function periodEdgeOf(
  value: string,
  edge: "start" | "end",
): { at: PeriodEdge; inclusive: boolean } | null {
  if (isCalendarDate(value))
    return edge === "start"
      ? { at: utcMidnight(value), inclusive: true }
      : { at: utcMidnight(value, 1), inclusive: false };
  const at = dateTimeEdge(value);
  return at ? { at, inclusive: true } : null;
}

/** The period of a start and an end date that are each valid (or absent). */
export function logPeriodOf(query: { startDate?: string; endDate?: string }): LogPeriod {
  const start = query.startDate ? periodEdgeOf(query.startDate, "start") : null;
  const end = query.endDate ? periodEdgeOf(query.endDate, "end") : null;
  return { from: start?.at ?? null, to: end?.at ?? null, toInclusive: end?.inclusive ?? true };
}

/** False when the start comes after the end, i.e. the period holds no instant at all. */
export function isPeriodInOrder(period: LogPeriod): boolean {
  if (!period.from || !period.to) return true;
  return period.toInclusive ? period.from.ms <= period.to.ms : period.from.ms < period.to.ms;
}

/** The export's file name: 'security-logs-2026-11-22.csv', the day it was made. */
export const securityLogExportFileName = (today: string): string =>
  downloadFileName(["security-logs", today], "csv");

/**
 * The retention's cutoff (docs/product/security-logs.md §8): rows before midnight UTC `retentionDays` days
 * before today's go. A day's runs share one cutoff, so only the first after midnight removes anything.
 */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  const cutoff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  cutoff.setUTCDate(cutoff.getUTCDate() - retentionDays);
  return cutoff;
}
