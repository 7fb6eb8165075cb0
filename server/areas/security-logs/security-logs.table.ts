import { bigserial, index, integer, jsonb, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { companies } from "../companies/companies.table";

/** The audit trail. userId is the actor; resourceId the record acted on. No foreign key on userId so
 * that a failed sign-in for an unknown account can be logged too. */
export const securityLogs = pgTable(
  "security_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
    level: varchar("level", { length: 16 }).notNull(),
    action: varchar("action", { length: 64 }).notNull(),
    userId: integer("user_id"),
    companyId: integer("company_id").references(() => companies.id),
    resourceType: varchar("resource_type", { length: 32 }),
    resourceId: varchar("resource_id", { length: 64 }),
    ipAddress: varchar("ip_address", { length: 64 }),
    userAgent: text("user_agent"),
    message: text("message").notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("security_logs_timestamp_idx").on(t.timestamp),
    index("security_logs_company_ts_idx").on(t.companyId, t.timestamp),
    index("security_logs_action_idx").on(t.action),
  ],
);
