import { index, integer, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import { users } from "../users/users.table";

/**
 * One's second factor (docs/product/accounts.md §3.1): the TOTP secret, encrypted with a key derived from
 * SESSION_SECRET (two-factor.crypto.ts). `enabled_at` null means set up but not yet confirmed;
 * `last_used_step` is the 30-second step of the last accepted code, so a code cannot be replayed.
 */
export const twoFactorCredentials = pgTable("two_factor_credentials", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id),
  secretEncrypted: varchar("secret_encrypted", { length: 200 }).notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastUsedStep: integer("last_used_step"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes: only the SHA-256 of each (80 random bits) is kept; `used_at` once spent. */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    codeHash: varchar("code_hash", { length: 64 }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("two_factor_recovery_codes_user_idx").on(t.userId)],
);

/**
 * A sign-in waiting for its second step: the cookie holds a random token, this table its SHA-256. It is
 * not a session (GET /api/user is 401 with it); it lasts 5 minutes and is spent by the second step.
 * `purpose`: `code` waits for a code; `setup` (two-factor required, not yet set up) waits for the person to
 * set it up, which alone it opens, for 15 minutes.
 */
export const twoFactorChallenges = pgTable(
  "two_factor_challenges",
  {
    id: varchar("id", { length: 64 }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    purpose: varchar("purpose", { length: 10 }).$type<"code" | "setup">().notNull().default("code"),
  },
  (t) => [
    index("two_factor_challenges_user_idx").on(t.userId),
    index("two_factor_challenges_expires_idx").on(t.expiresAt),
  ],
);
