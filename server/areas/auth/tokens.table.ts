import { index, integer, pgTable, serial, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "../users/users.table";

/** Single-use e-mail tokens (verification, password reset, invitation), stored hashed. */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    purpose: varchar("purpose", { length: 16 }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("user_tokens_user_purpose_idx").on(t.userId, t.purpose)],
);

export type TokenPurpose = "verify" | "reset" | "invite";
