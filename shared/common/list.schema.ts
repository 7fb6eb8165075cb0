import { z } from "zod";
import { DEFAULT_LIST_LIMIT, MAX_PAGE_LIMIT, NAME_MAX } from "./limits";
import { text } from "./text.schema";

/**
 * Every list route's paging (docs/product/README.md, lists): `limit` 1–500 and `offset`, `q` where its
 * screen searches; the total matching rows come back in `X-Total-Count`. Without `limit` a list answers
 * at most DEFAULT_LIST_LIMIT rows, so callers that expect a whole list get one for any normal company.
 */
export { DEFAULT_LIST_LIMIT, MAX_PAGE_LIMIT, TOTAL_COUNT_HEADER } from "./limits";

const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}`;
const OFFSET_MESSAGE = "Offset must be a whole number of 0 or more";

export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(MAX_PAGE_LIMIT, LIMIT_MESSAGE)
    .optional()
    .describe(`Rows per page, 1–${MAX_PAGE_LIMIT}; without it at most ${DEFAULT_LIST_LIMIT} rows`),
  offset: z.coerce
    .number({ error: OFFSET_MESSAGE })
    .int(OFFSET_MESSAGE)
    .min(0, OFFSET_MESSAGE)
    .max(1_000_000_000, "Offset is too large")
    .optional()
    .describe("Rows to skip (default 0)"),
});

/** The paging of a list whose screen has a search box. */
export const searchListQuerySchema = listQuerySchema.extend({
  q: text({ max: NAME_MAX }).optional().describe("Search text (case-insensitive)"),
});

export type ListQuery = z.infer<typeof searchListQuerySchema>;

/** limit and offset with the defaults applied. */
export function pageOf(query: { limit?: number; offset?: number }): { limit: number; offset: number } {
  return { limit: query.limit ?? DEFAULT_LIST_LIMIT, offset: query.offset ?? 0 };
}
