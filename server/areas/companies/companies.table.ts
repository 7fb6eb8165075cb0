import { sql } from "drizzle-orm";
import { boolean, index, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";

export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }).notNull(),
    description: text("description"),
    /** A data URL, an http URL or an uploaded image path (docs/product/companies.md §2). */
    logo: text("logo").notNull(),
    payrollEnabled: boolean("payroll_enabled").notNull().default(false),
    /** "Today" for attendance is computed in this zone. */
    timezone: varchar("timezone", { length: 64 }).notNull().default("Asia/Kolkata"),
    /** The company's ADMINs must sign in with a second factor (docs/product/accounts.md §3.2). */
    requireAdminTwoFactor: boolean("require_admin_two_factor").notNull().default(false),
    isDeleted: boolean("is_deleted").notNull().default(false),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("companies_live_name_idx").on(t.name).where(sql`${t.isDeleted} = false`)],
);
