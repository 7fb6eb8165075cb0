import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Rate-limit counts (docs/product/accounts.md §1), kept in the database so that every app process counts
 * the same requests: one row per key (route and address) with its current window, which starts at the
 * key's first request. Rows whose window has ended are swept by a periodic job.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(1),
  },
  (t) => [index("rate_limit_hits_expires_idx").on(t.expiresAt)],
);
