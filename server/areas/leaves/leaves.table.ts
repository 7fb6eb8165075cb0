import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "../users/users.table";

export const leaveRequests = pgTable(
  "leave_requests",
  {
    id: serial("id").primaryKey(),
    // No foreign key to companies: every request would lock the company's row until it commits
    // (docs/ARCHITECTURE.md, "Company references on the busiest tables").
    companyId: integer("company_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    reason: text("reason").notNull(),
    status: varchar("status", { length: 16 }).notNull().default("PENDING"),
    isHalfDay: boolean("is_half_day").notNull().default(false),
    halfDayType: varchar("half_day_type", { length: 16 }),
    decidedBy: integer("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /**
     * Whether the request shows in its company's list: its person is still in that company and not removed;
     * and the person's name as it is now. Kept by the database (migration 0030's triggers, as on attendance
     * records), never written by the app.
     */
    personListed: boolean("person_listed").notNull().default(true),
    personFirstName: text("person_first_name").notNull().default(""),
    personLastName: text("person_last_name").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A company's listed requests in the admins' order, pending first then newest (docs/product/leave.md
    // §6.2): a page walks this and stops, and the list's count reads it alone (docs/ARCHITECTURE.md, Lists).
    index("leave_requests_listed_pending_idx")
      .on(
        t.companyId,
        sql`(${t.status} = 'PENDING') desc`,
        // NULLS FIRST as ORDER BY … DESC has it: an index of another null order cannot serve the list's order.
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.personListed}`),
    // Every company's requests in that order (a SUPER_ADMIN's list): a page reads about a page of entries,
    // and the pending ones are its first range.
    index("leave_requests_pending_order_idx").on(
      sql`(${t.status} = 'PENDING') desc`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("leave_requests_user_start_idx").on(t.userId, t.startDate),
    check("leave_requests_status_ck", sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check("leave_requests_dates_ck", sql`${t.endDate} >= ${t.startDate}`),
    check(
      "leave_requests_half_day_ck",
      sql`(${t.isHalfDay} and ${t.halfDayType} in ('FORENOON', 'AFTERNOON') and ${t.endDate} = ${t.startDate}) or (not ${t.isHalfDay} and ${t.halfDayType} is null)`,
    ),
  ],
);
