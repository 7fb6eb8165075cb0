import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { companies } from "../companies/companies.table";
import { users } from "../users/users.table";

/**
 * Company transactions (docs/product/finance.md §2): amount in integer cents. `type` (INCOME or EXPENSE,
 * default INCOME) is this product's addition so the super admin's financial overview can tell income from
 * expenses; the finance area builds on this table.
 */
export const transactions = pgTable(
  "transactions",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: varchar("currency", { length: 3 }).notNull().default("USD"),
    status: varchar("status", { length: 16 }).notNull().default("PENDING"),
    type: varchar("type", { length: 16 }).notNull().default("INCOME"),
    comment: text("comment"),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("transactions_company_created_idx").on(t.companyId, t.createdAt),
    index("transactions_created_idx").on(t.createdAt),
    // Every foreign key is indexed (CONTRIBUTING.md §6): a user's transactions are found without a scan.
    index("transactions_created_by_idx").on(t.createdBy),
    check("transactions_amount_ck", sql`${t.amount} >= 1`),
    check("transactions_status_ck", sql`${t.status} in ('PENDING', 'COMPLETED', 'FAILED', 'CANCELLED')`),
    check("transactions_type_ck", sql`${t.type} in ('INCOME', 'EXPENSE')`),
  ],
);
