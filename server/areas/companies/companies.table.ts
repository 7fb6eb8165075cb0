import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";

export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }).notNull(),
    description: text("description"),
    /** A data URL, an http URL or an uploaded image path (docs/product/companies.md §2). */
    logo: text("logo").notNull(),
    payrollEnabled: boolean("payroll_enabled").notNull().default(false),
    /** The plan the platform charges by (docs/product/companies.md §2): set by a SUPER_ADMIN, or taken from
     * the plan request that enabling payroll answers; null until then. */
    payrollPlan: varchar("payroll_plan", { length: 16 }),
    /** The Custom plan's fee: whole rupees a month per employee. */
    customFeePerEmployee: integer("custom_fee_per_employee"),
    /** "Today" for attendance is computed in this zone. */
    timezone: varchar("timezone", { length: 64 }).notNull().default("Asia/Kolkata"),
    /** The company's ADMINs must sign in with a second factor (docs/product/accounts.md §3.2). */
    requireAdminTwoFactor: boolean("require_admin_two_factor").notNull().default(false),
    isDeleted: boolean("is_deleted").notNull().default(false),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("companies_live_name_idx").on(t.name).where(sql`${t.isDeleted} = false`),
    check("companies_payroll_plan_ck", sql`${t.payrollPlan} in ('Starter', 'Standard', 'Custom')`),
    check("companies_custom_fee_ck", sql`${t.customFeePerEmployee} >= 0`),
    check(
      "companies_custom_plan_fee_ck",
      sql`${t.payrollPlan} is distinct from 'Custom' or ${t.customFeePerEmployee} is not null`,
    ),
  ],
);
