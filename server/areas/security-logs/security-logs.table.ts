import { sql } from "drizzle-orm";
import {
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";

/** PostgreSQL's full-text document type; only the database writes it (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The words a search finds (docs/product/security-logs.md §4.2): the action, the message, the resource id
 * and the IP address, split by PostgreSQL's own parser with the 'simple' configuration (lower case, no
 * stemming, no stop words), '@' read as a space so that an address's name and domain are words of their own
 * (the search reads its text the same way). A core feature on PostgreSQL 15 and PGlite alike, where
 * pg_trgm is not.
 */
const SEARCH_DOCUMENT = sql`to_tsvector('simple', replace("action" || ' ' || "message" || ' ' || coalesce("resource_id", '') || ' ' || coalesce("ip_address", ''), '@', ' '))`;

/**
 * The audit trail. userId is the actor; resourceId the record acted on. No foreign key on userId so
 * that a failed sign-in for an unknown account can be logged too, and none on companyId: every write of a
 * company logs, and each would lock the company's row until it commits (docs/ARCHITECTURE.md, "Company
 * references on the busiest tables"). Append-only: a trigger refuses UPDATE,
 * TRUNCATE and any DELETE but the retention's (security-logs-retention.ts, migration 0010).
 */
export const securityLogs = pgTable(
  "security_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
    level: varchar("level", { length: 16 }).notNull(),
    action: varchar("action", { length: 64 }).notNull(),
    userId: integer("user_id"),
    companyId: integer("company_id"),
    resourceType: varchar("resource_type", { length: 32 }),
    resourceId: varchar("resource_id", { length: 64 }),
    ipAddress: varchar("ip_address", { length: 64 }),
    userAgent: text("user_agent"),
    message: text("message").notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    searchText: tsvector("search_text").generatedAlwaysAs(SEARCH_DOCUMENT),
  },
  // Every filter of the viewer with the newest-first order behind it (docs/product/security-logs.md §7).
  (t) => [
    index("security_logs_timestamp_idx").on(t.timestamp),
    index("security_logs_company_ts_idx").on(t.companyId, t.timestamp),
    // A company's rows of one level (the viewer's level + company filters): counted and paged without
    // intersecting the whole level's rows (bench/hot-routes.ts: 15–70 ms → 0.2 ms for the count).
    index("security_logs_company_level_ts_idx").on(t.companyId, t.level, t.timestamp),
    index("security_logs_level_ts_idx").on(t.level, t.timestamp),
    index("security_logs_action_ts_idx").on(t.action, t.timestamp),
    index("security_logs_resource_type_ts_idx").on(t.resourceType, t.timestamp),
    index("security_logs_user_ts_idx").on(t.userId, t.timestamp),
    // A small pending list (128 kB, migration 0034): a write appends its words there and the one that
    // finds it full merges a few hundred rows' words at once, a few milliseconds (docs/ARCHITECTURE.md,
    // "Databases": GIN's 4 MB default held that write for 130–500 ms; with no list at all every write
    // updated each of its words' entries itself).
    index("security_logs_search_idx")
      .using("gin", t.searchText)
      .with({ fastupdate: true, gin_pending_list_limit: 128 }),
  ],
);
