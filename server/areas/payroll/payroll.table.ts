import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import type { PayrollLines } from "../../../shared/payroll/payroll.schema";
import { companies } from "../companies/companies.table";
import { users } from "../users/users.table";

/**
 * Monthly payroll records (docs/product/payroll.md §3); amounts in whole rupees. The database holds the
 * rules of §4 too: one row per person per month and year (the key Generate and the monthly run insert
 * against), amounts of at least 0, and net pay exactly base − tax − benefits, so never negative.
 */
export const payrolls = pgTable(
  "payrolls",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    month: integer("month").notNull(),
    year: integer("year").notNull(),
    baseSalary: integer("base_salary").notNull().default(0),
    taxAmount: integer("tax_amount").notNull().default(0),
    benefitsAmount: integer("benefits_amount").notNull().default(0),
    netPay: integer("net_pay").notNull().default(0),
    status: varchar("status", { length: 16 }).notNull().default("Pending"),
    payslipDocumentPath: text("payslip_document_path"),
    generatedAt: timestamp("generated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The salary lines the row was generated from (§3, §4); null for a percentage prefill or a row made by hand. */
    lines: jsonb("lines").$type<PayrollLines>(),
    /** When the amounts of a row with lines were last changed by hand; the lines stay as generated. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /**
     * The person's name, kept by the database (migration 0029's triggers: set on insert, followed on a rename
     * or an erasure), so that a company's month reads its page in name order from one index.
     */
    personFirstName: text("person_first_name").notNull().default(""),
    personLastName: text("person_last_name").notNull().default(""),
  },
  (t) => [
    uniqueIndex("payrolls_user_period_uq").on(t.userId, t.year, t.month),
    index("payrolls_company_period_idx").on(t.companyId, t.year, t.month),
    // A company's rows in list order: newest period, then name (payroll-reads.ts, companyRowsOrder).
    index("payrolls_company_order_idx").on(
      t.companyId,
      t.year.desc().nullsFirst(),
      t.month.desc().nullsFirst(),
      t.personFirstName,
      t.personLastName,
      t.id,
    ),
    index("payrolls_period_idx").on(t.year, t.month),
    // Reading a payslip document asks which rows name it (server/areas/files/file-access.ts).
    index("payrolls_payslip_idx").on(t.payslipDocumentPath).where(sql`${t.payslipDocumentPath} is not null`),
    check("payrolls_month_ck", sql`${t.month} between 1 and 12`),
    check("payrolls_year_ck", sql`${t.year} >= 2000`),
    check("payrolls_status_ck", sql`${t.status} in ('Pending', 'Processed', 'Paid')`),
    check("payrolls_net_pay_ck", sql`${t.netPay} >= 0`),
    check(
      "payrolls_amounts_ck",
      sql`${t.baseSalary} >= 0 and ${t.taxAmount} >= 0 and ${t.benefitsAmount} >= 0`,
    ),
    check(
      "payrolls_net_pay_sum_ck",
      sql`${t.netPay} = ${t.baseSalary} - ${t.taxAmount} - ${t.benefitsAmount}`,
    ),
  ],
);

/**
 * The monthly run's ledger (docs/product/payroll.md §4): one row per company and month it has generated.
 * Its key makes each company's month run once, however many processes try and however often one starts,
 * so a row an admin deleted after the run is not brought back by the next one.
 */
export const payrollRuns = pgTable(
  "payroll_runs",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    month: integer("month").notNull(),
    year: integer("year").notNull(),
    /** How many rows the run made. */
    created: integer("created").notNull().default(0),
    ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payroll_runs_company_period_uq").on(t.companyId, t.year, t.month)],
);

/**
 * Plan requests (docs/product/payroll.md §6.1): an ADMIN of a company without payroll asks for a plan.
 * At most one is open per company (a SUPER_ADMIN's own, naming no company, one per requester); enabling
 * the company's payroll closes it as `enabled`, a SUPER_ADMIN may dismiss it.
 */
export const payrollEnablementRequests = pgTable(
  "payroll_enablement_requests",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").references(() => companies.id),
    requestedBy: integer("requested_by")
      .notNull()
      .references(() => users.id),
    selectedPlan: varchar("selected_plan", { length: 16 }).notNull(),
    message: text("message"),
    status: varchar("status", { length: 16 }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: integer("closed_by").references(() => users.id),
  },
  (t) => [
    uniqueIndex("payroll_requests_open_company_uq")
      .on(t.companyId)
      .where(sql`${t.status} = 'open' and ${t.companyId} is not null`),
    uniqueIndex("payroll_requests_open_requester_uq")
      .on(t.requestedBy)
      .where(sql`${t.status} = 'open' and ${t.companyId} is null`),
    index("payroll_requests_status_idx").on(t.status, t.createdAt),
    index("payroll_requests_company_idx").on(t.companyId),
    index("payroll_requests_requested_by_idx").on(t.requestedBy),
    index("payroll_requests_closed_by_idx").on(t.closedBy),
    check("payroll_requests_plan_ck", sql`${t.selectedPlan} in ('Starter', 'Standard', 'Custom')`),
    check("payroll_requests_status_ck", sql`${t.status} in ('open', 'enabled', 'dismissed')`),
  ],
);
