import { z } from "zod";
import { CONTROL_CHARACTERS, hasControlCharacters } from "../common/text.schema";
import {
  isPeriodInOrder,
  logPeriodOf,
  periodEdgeOf,
  SECURITY_LOG_LIMIT_MAX,
  SECURITY_LOG_PAGE_SIZE,
  SECURITY_LOG_SEARCH_MAX,
  SECURITY_LOG_TOTAL_CAP,
} from "./security-logs.rules";

/**
 * The security log's levels, the viewer's filters and its answers (docs/product/security-logs.md §2, §4),
 * with the page's messages word for word. The filter schema is the web's too: the screen builds its query
 * with it, and the export takes the same one.
 */

export const LOG_LEVELS = ["INFO", "WARNING", "ERROR", "SECURITY"] as const;
export const logLevelSchema = z.enum(LOG_LEVELS);
export type LogLevel = z.infer<typeof logLevelSchema>;

export const LEVEL_INVALID = "Level must be one of INFO, WARNING, ERROR, SECURITY";
export const COMPANY_ID_INVALID = "Company ID must be a positive whole number";
export const START_DATE_INVALID =
  "Start date must be a date (yyyy-MM-dd) or a date-time with its time zone (2026-03-01T09:30:00Z)";
export const END_DATE_INVALID =
  "End date must be a date (yyyy-MM-dd) or a date-time with its time zone (2026-03-01T09:30:00Z)";
export const DATES_OUT_OF_ORDER = "Start date must not be after end date";
export const RESOURCE_TYPE_TOO_LONG = "Resource type must be at most 32 characters";
export const ACTION_TOO_LONG = "Action must be at most 64 characters";
export const SEARCH_TOO_LONG = `Search must be at most ${SECURITY_LOG_SEARCH_MAX} characters`;
export const LIMIT_INVALID = `Limit must be a whole number from 1 to ${SECURITY_LOG_LIMIT_MAX}`;
export const OFFSET_INVALID = `Offset must be a whole number from 0 to ${SECURITY_LOG_TOTAL_CAP}`;

/**
 * A query value: trimmed, checked, and absent when blank, so a form may send its cleared fields
 * (`?level=&search=` filters nothing).
 */
function queryValue<T>(message: string, check: (value: string) => boolean, read: (value: string) => T) {
  return z
    .string({ error: message })
    .trim()
    .refine((v) => v === "" || check(v), message)
    .transform((v) => (v === "" ? undefined : read(v)))
    .optional();
}

const asText = (v: string): string => v;
const isLevel = (v: string): v is LogLevel => (LOG_LEVELS as readonly string[]).includes(v);

/** A whole number written with digits only: '1.5', '12abc', '-1' and '1e3' are refused, never read as another. */
const wholeNumber = (message: string, min: number, max: number) =>
  queryValue(message, (v) => /^\d{1,10}$/.test(v) && Number(v) >= min && Number(v) <= max, Number);

/** Free text of at most `max` characters, without control characters; absent when blank. */
const queryText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS)
    .transform((v) => (v === "" ? undefined : v))
    .optional();

/** The filters of the list and the export (§4.1); every one is optional. */
const filterFields = {
  level: queryValue(LEVEL_INVALID, isLevel, (v) => v as LogLevel).describe(
    "INFO, WARNING, ERROR or SECURITY",
  ),
  companyId: wholeNumber(COMPANY_ID_INVALID, 1, 2_147_483_647).describe("Rows about this company"),
  resourceType: queryText(32, RESOURCE_TYPE_TOO_LONG).describe(
    "The kind of record acted on, e.g. user, leave, company (exact)",
  ),
  action: queryText(64, ACTION_TOO_LONG).describe("What happened, e.g. LOGIN_FAILED (exact)"),
  startDate: queryValue(START_DATE_INVALID, (v) => periodEdgeOf(v, "start") !== null, asText).describe(
    "From this instant; a date alone (yyyy-MM-dd) from its first instant in UTC",
  ),
  endDate: queryValue(END_DATE_INVALID, (v) => periodEdgeOf(v, "end") !== null, asText).describe(
    "Up to this instant, included; a date alone (yyyy-MM-dd) through its whole day in UTC",
  ),
  search: queryText(SECURITY_LOG_SEARCH_MAX, SEARCH_TOO_LONG).describe(
    "Words that begin words of the message, action, resource id or IP address (every word, any case), or text within the person's name or e-mail",
  ),
};

const inOrder = (query: { startDate?: string; endDate?: string }) => isPeriodInOrder(logPeriodOf(query));
const ORDER_ISSUE = { message: DATES_OUT_OF_ORDER, path: ["endDate"] };

/** The filters alone: the export's query. */
export const securityLogFilterSchema = z.object(filterFields).refine(inOrder, ORDER_ISSUE);
export type SecurityLogFilter = z.infer<typeof securityLogFilterSchema>;

/** The list's query: the filters, `limit` (default 20, at most 100) and `offset` (at most 10,000). */
export const securityLogListQuerySchema = z
  .object({
    ...filterFields,
    limit: wholeNumber(LIMIT_INVALID, 1, SECURITY_LOG_LIMIT_MAX).describe(
      `Rows per page, 1–${SECURITY_LOG_LIMIT_MAX} (default ${SECURITY_LOG_PAGE_SIZE})`,
    ),
    offset: wholeNumber(OFFSET_INVALID, 0, SECURITY_LOG_TOTAL_CAP).describe(
      `Rows to skip, 0–${SECURITY_LOG_TOTAL_CAP} (default 0)`,
    ),
  })
  .refine(inOrder, ORDER_ISSUE);
export type SecurityLogListQuery = z.infer<typeof securityLogListQuerySchema>;

/** One row as the viewer reads it, with the actor's name and the company's (null when there is none). */
export const securityLogDtoSchema = z.object({
  id: z.number().int(),
  /** ISO 8601, UTC. */
  timestamp: z.string(),
  level: logLevelSchema,
  action: z.string(),
  userId: z.number().int().nullable(),
  companyId: z.number().int().nullable(),
  resourceType: z.string().nullable(),
  resourceId: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  message: z.string(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  user: z
    .object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), username: z.string() })
    .nullable(),
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type SecurityLogDto = z.infer<typeof securityLogDtoSchema>;

/**
 * A page of the log: the rows, how many match (exact below 10,000; 10,000 means "10,000 or more", see
 * `isTotalCapped`), and the limit and offset applied. The total is also in X-Total-Count.
 */
export const securityLogPageDtoSchema = z.object({
  logs: z.array(securityLogDtoSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type SecurityLogPageDto = z.infer<typeof securityLogPageDtoSchema>;
