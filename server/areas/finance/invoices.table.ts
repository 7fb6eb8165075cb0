import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { companies } from "../companies/companies.table";
import { users } from "../users/users.table";
import { transactions } from "./transactions.table";

/**
 * A client's monthly invoice (docs/product/invoices.md): what the platform bills a company for one month
 * of its payroll, in whole rupees, worked out once when the SUPER_ADMIN creates it and kept as created.
 * Its PENDING INCOME transaction (in cents) is the invoice in Finance; one invoice per company and month.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    year: integer("year").notNull(),
    month: integer("month").notNull(),
    /** INV-<yyyy><mm>-<company id padded to 4>, e.g. INV-202611-0007. */
    number: varchar("number", { length: 32 }).notNull(),
    headcount: integer("headcount").notNull(),
    salaryTotal: integer("salary_total").notNull(),
    employerPf: integer("employer_pf").notNull(),
    employerEsi: integer("employer_esi").notNull(),
    employerCost: integer("employer_cost").notNull(),
    platformFee: integer("platform_fee").notNull(),
    successFees: integer("success_fees").notNull(),
    total: integer("total").notNull(),
    /** The plan the platform fee was worked on: Starter, Standard or Custom. */
    plan: varchar("plan", { length: 16 }).notNull(),
    transactionId: integer("transaction_id")
      .notNull()
      .references(() => transactions.id),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invoices_company_period_uq").on(t.companyId, t.year, t.month),
    uniqueIndex("invoices_company_number_uq").on(t.companyId, t.number),
    uniqueIndex("invoices_transaction_uq").on(t.transactionId),
    index("invoices_created_by_idx").on(t.createdBy),
    check("invoices_month_ck", sql`${t.month} between 1 and 12`),
    check("invoices_year_ck", sql`${t.year} >= 2000`),
    check(
      "invoices_amounts_ck",
      sql`${t.headcount} >= 1 and ${t.salaryTotal} >= 0 and ${t.employerPf} >= 0 and ${t.employerEsi} >= 0 and ${t.platformFee} >= 0 and ${t.successFees} >= 0`,
    ),
    check(
      "invoices_employer_cost_ck",
      sql`${t.employerCost} = ${t.salaryTotal} + ${t.employerPf} + ${t.employerEsi}`,
    ),
    check("invoices_total_ck", sql`${t.total} = ${t.employerCost} + ${t.platformFee} + ${t.successFees}`),
    check("invoices_plan_ck", sql`${t.plan} in ('Starter', 'Standard', 'Custom')`),
  ],
);
