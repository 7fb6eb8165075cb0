import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { companies } from "../companies/companies.table";

export const holidays = pgTable(
  "holidays",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    name: varchar("name", { length: 100 }).notNull(),
    date: date("date", { mode: "string" }).notNull(),
    description: text("description"),
    /** Falls on the same month and day every year. */
    isRecurring: boolean("is_recurring").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("holidays_company_date_idx").on(t.companyId, t.date)],
);
