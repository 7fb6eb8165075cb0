import dayjs from "dayjs";
import { groupThousands } from "../../../shared/common/money";
import { dateInZone, timeInZone } from "../../../shared/common/time.rules";
import { isTotalCapped, SECURITY_LOG_PAGE_SIZE } from "../../../shared/security-logs/security-logs.rules";
import type { LogLevel, SecurityLogDto } from "../../../shared/security-logs/security-logs.schema";
import { SECURITY_LOG_TEXT } from "./securityLogTexts";

/** How the /security-logs screen writes times, levels, people, companies and details (security-logs.md §5). */

/** At most this many page numbers in the pager (§6). */
export const MAX_PAGE_NUMBERS = 5;

/**
 * An instant as 'MMM dd, yyyy HH:mm:ss' in the viewer's time zone (spec 02 §9): 'Mar 05, 2026 09:07:03';
 * the text itself when it is not an instant.
 */
export function formatLogTime(instant: string, timeZone: string): string {
  const moment = new Date(instant);
  if (Number.isNaN(moment.getTime())) return instant;
  return `${dayjs(dateInZone(moment, timeZone)).format("MMM DD, YYYY")} ${timeInZone(moment, timeZone)}`;
}

/** One colour per level: routine blue, warnings orange, errors red, security events violet. */
export const LOG_LEVEL_COLORS: Readonly<Record<LogLevel, string>> = {
  INFO: "blue",
  WARNING: "orange",
  ERROR: "red",
  SECURITY: "violet",
};

/** The badge colour of a level; grey for one the app does not know. */
export function logLevelColor(level: string): string {
  return LOG_LEVEL_COLORS[level as LogLevel] ?? "gray";
}

/** Who acted: 'Anita Rao', or 'Unknown User' when the row names nobody the log could find. */
export function logUserName(log: Pick<SecurityLogDto, "user">): string {
  if (!log.user) return SECURITY_LOG_TEXT.unknownUser;
  return `${log.user.firstName} ${log.user.lastName}`.trim() || log.user.username;
}

/** The company concerned: its name, or 'Unknown Company'. */
export function logCompanyName(log: Pick<SecurityLogDto, "company">): string {
  return log.company?.name ?? SECURITY_LOG_TEXT.unknownCompany;
}

/** The record acted on: 'user #12', 'company', or a dash when the row names none. */
export function logResource(log: Pick<SecurityLogDto, "resourceType" | "resourceId">): string {
  const type = log.resourceType?.trim();
  const hasId = log.resourceId !== null && log.resourceId !== "";
  if (!type) return hasId ? `#${log.resourceId}` : "—";
  return hasId ? `${type} #${log.resourceId}` : type;
}

/**
 * The page numbers the pager shows: at most `max` consecutive pages around the current one, kept inside
 * 1…pages ([1 2 3 4 5], [4 5 6 7 8] on page 6, [8 9 10 11 12] on the last of 12). None for one page or fewer.
 */
export function pageWindow(current: number, pages: number, max = MAX_PAGE_NUMBERS): number[] {
  if (pages <= 1) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), pages);
  const count = Math.min(max, pages);
  const start = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/**
 * Which rows a page shows of how many: 'Showing 21–25 of 25'. The server counts exactly up to 10,000, and
 * a total of 10,000 means "10,000 or more" (security-logs.md §4.3), which the line says.
 */
export function shownRowsText(page: number, total: number, pageSize = SECURITY_LOG_PAGE_SIZE): string {
  const grouped = (n: number) => groupThousands(String(n));
  const first = grouped((page - 1) * pageSize + 1);
  const last = grouped(Math.min(page * pageSize, total));
  return `Showing ${first}–${last} of ${grouped(total)}${isTotalCapped(total) ? " or more" : ""}`;
}

/** One line of an entry's metadata as the Detail View shows it. */
export type MetadataEntry = { key: string; value: string };

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A key as words: 'failedLoginAttempts' and 'failed_login_attempts' read 'Failed login attempts'. */
export function metadataLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  if (!words) return key;
  // Short all-capital words people know by their letters stay so.
  const spelled = words.replace(/\b(id|ip|url|csv|pdf|utc)\b/g, (word) => word.toUpperCase());
  return spelled.charAt(0).toUpperCase() + spelled.slice(1);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isScalar = (value: unknown) => value === null || typeof value !== "object";

/** A single value as words: instants as log times, nothing as 'none', text as written. */
function scalarText(value: unknown, timeZone: string): string {
  if (value === null || value === undefined) return "none";
  if (typeof value === "string") {
    if (value === "") return "(empty)";
    return ISO_INSTANT.test(value) ? formatLogTime(value, timeZone) : value;
  }
  return String(value);
}

/**
 * An entry's metadata as readable key/value lines, never a JSON blob: nested objects become paths
 * ('Changes › Salary › From'), lists of single values one comma-separated line, lists of objects one
 * numbered path each ('Changes › 1 › Field'), empty objects and lists 'none'.
 */
export function flattenMetadata(
  metadata: Record<string, unknown> | null | undefined,
  timeZone: string,
): MetadataEntry[] {
  const entries: MetadataEntry[] = [];
  const visit = (value: unknown, path: string[]) => {
    const key = path.join(" › ");
    if (Array.isArray(value)) {
      if (value.length === 0) entries.push({ key, value: "none" });
      else if (value.every(isScalar))
        entries.push({ key, value: value.map((item) => scalarText(item, timeZone)).join(", ") });
      else for (const [index, item] of value.entries()) visit(item, [...path, String(index + 1)]);
    } else if (isRecord(value)) {
      const keys = Object.keys(value);
      if (keys.length === 0) entries.push({ key, value: "none" });
      for (const inner of keys) visit(value[inner], [...path, metadataLabel(inner)]);
    } else entries.push({ key, value: scalarText(value, timeZone) });
  };
  if (isRecord(metadata)) for (const key of Object.keys(metadata)) visit(metadata[key], [metadataLabel(key)]);
  return entries;
}
