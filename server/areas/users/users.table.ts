import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { PT_STATES } from "../../../shared/payroll/statutory/statutory-years";
import { companies } from "../companies/companies.table";

/** The check's list of states, from the one list the statutory rules hold (constants, so nothing to escape). */
const workStates = sql.raw(PT_STATES.map((state) => `'${state}'`).join(", "));

/**
 * What the people search reads: "First Last", a unit separator (a control character, which a search text
 * never holds: docs/product/README.md §5.2), the e-mail. A text found in it is found in the whole name or in
 * the e-mail, never across the two.
 */
export const searchTextOf = (t: {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  username: AnyPgColumn;
}): SQL => sql`${t.firstName} || ' ' || ${t.lastName} || E'\\x1F' || ${t.username}`;

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** The e-mail address the person signs in with; stored lower-case. */
    username: varchar("username", { length: 254 }).notNull(),
    passwordHash: text("password_hash").notNull(),
    role: varchar("role", { length: 16 }).notNull(),
    companyId: integer("company_id").references(() => companies.id),
    firstName: varchar("first_name", { length: 100 }).notNull(),
    lastName: varchar("last_name", { length: 100 }).notNull(),
    department: varchar("department", { length: 64 }),
    totalLeaves: integer("total_leaves").notNull().default(20),
    /** Money in whole rupees. */
    salary: integer("salary").notNull().default(0),
    taxAmount: integer("tax_amount").notNull().default(0),
    deductionAmount: integer("deduction_amount").notNull().default(0),
    taxPercentage: numeric("tax_percentage", { precision: 5, scale: 2 }).notNull().default("0"),
    benefitsPercentage: numeric("benefits_percentage", { precision: 5, scale: 2 }).notNull().default("0"),
    /** Salary structure (docs/product/employees.md §2.1): annual CTC in whole rupees and the state of work. */
    annualCtc: integer("annual_ctc"),
    workState: varchar("work_state", { length: 32 }),
    failedLoginAttempts: integer("failed_login_attempts").notNull().default(0),
    isLocked: boolean("is_locked").notNull().default(false),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    isVerified: boolean("is_verified").notNull().default(false),
    isDeleted: boolean("is_deleted").notNull().default(false),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_live_username_uq").on(t.username).where(sql`${t.isDeleted} = false`),
    index("users_company_idx").on(t.companyId),
    // The few removed people, whose records an every-company total leaves out (attendance.service.ts).
    index("users_removed_idx").on(t.id).where(sql`${t.isDeleted}`),
    // The SUPER_ADMIN's list of everyone, in its order (first name, last name, id): a page reads 20 entries
    // of this instead of sorting the whole platform's people (bench/README.md, Growth).
    index("users_live_name_idx").on(t.firstName, t.lastName, t.id).where(sql`${t.isDeleted} = false`),
    // The people lists' exact totals (X-Total-Count) count live people by role with an index-only scan of
    // this small index (a few pages per 10,000 people) instead of reading every row (docs/SCALING.md, "People").
    index("users_live_role_company_idx").on(t.role, t.companyId).where(sql`${t.isDeleted} = false`),
    // The people search (`q`, docs/product/README.md §5.1): one trigram index (pg_trgm, created by migration
    // 0022) over the one text the search reads (users.service.ts, searchText), so a search over every company
    // reads the matching rows instead of every person. Not partial: PostgreSQL estimates how many people a
    // search matches from an expression index's statistics only when the index is not partial.
    index("users_search_trgm_idx").using("gin", sql`(${searchTextOf(t)}) gin_trgm_ops`),
    check("users_role_ck", sql`${t.role} in ('SUPER_ADMIN', 'ADMIN', 'EMPLOYEE')`),
    check("users_company_ck", sql`${t.role} = 'SUPER_ADMIN' or ${t.companyId} is not null`),
    check("users_work_state_ck", sql`${t.workState} in (${workStates})`),
  ],
);
