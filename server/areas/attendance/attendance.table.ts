import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../users/users.table";

/** One row per person per date: clocked in (clockIn), then clocked out (clockOut and effectiveHours). */
export const attendances = pgTable(
  "attendances",
  {
    id: serial("id").primaryKey(),
    // No foreign key to companies: every clock-in would lock the company's row (docs/ARCHITECTURE.md,
    // "Company references on the busiest tables").
    companyId: integer("company_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    attendanceDate: date("attendance_date", { mode: "string" }).notNull(),
    clockIn: time("clock_in").notNull(),
    clockOut: time("clock_out"),
    effectiveHours: numeric("effective_hours", { precision: 5, scale: 2 }),
    keyTasks: text("key_tasks"),
    /**
     * Whether the record shows in its company's list: its person is still in that company and not removed.
     * Kept by the database (migration 0025's triggers on both tables), never written by the app.
     */
    personListed: boolean("person_listed").notNull().default(true),
    /**
     * The person's name as it is now, so that a company's list sorts a day's records by name from an index.
     * Kept by the database like personListed (migration 0026), never written by the app.
     */
    personFirstName: text("person_first_name").notNull().default(""),
    personLastName: text("person_last_name").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("attendances_user_date_uq").on(t.userId, t.attendanceDate),
    // A company's listed records of a period: the list's count reads only this index (docs/ARCHITECTURE.md, Lists).
    index("attendances_listed_company_date_idx")
      .on(t.companyId, t.attendanceDate)
      .where(sql`${t.personListed}`),
    // …and its page in the list's order (newest day, then the person's name), read a page at a time.
    index("attendances_listed_company_order_idx")
      .on(t.companyId, t.attendanceDate.desc().nullsFirst(), t.personFirstName, t.personLastName, t.id)
      .where(sql`${t.personListed}`),
    // Every company's records of a period in the SUPER_ADMIN's list order (newest day, then the person's
    // name): a page reads about a page of entries, and the period's total is an index-only range of it.
    index("attendances_date_order_idx").on(
      t.attendanceDate.desc().nullsFirst(),
      t.personFirstName,
      t.personLastName,
      t.id,
    ),
    check(
      "attendances_hours_ck",
      sql`${t.effectiveHours} is null or (${t.effectiveHours} >= 0.25 and ${t.effectiveHours} <= 99.99)`,
    ),
    check("attendances_clock_ck", sql`${t.clockOut} is null or ${t.clockOut} >= ${t.clockIn}`),
  ],
);
