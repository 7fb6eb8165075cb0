import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { companies } from "../companies/companies.table";

/** Job postings (docs/product/recruitment.md §2). Lists are newest first, per company or across all. */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    title: varchar("title", { length: 100 }).notNull(),
    department: varchar("department", { length: 64 }).notNull(),
    location: varchar("location", { length: 32 }).notNull(),
    employmentType: varchar("employment_type", { length: 32 }).notNull(),
    experienceLevel: varchar("experience_level", { length: 32 }).notNull(),
    description: text("description").notNull(),
    requiredSkills: text("required_skills").notNull(),
    qualifications: text("qualifications").notNull(),
    experienceDetails: text("experience_details").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("jobs_company_idx").on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index("jobs_created_idx").on(t.createdAt.desc(), t.id.desc()),
    // What a candidate's (company_id, job_id) references: a candidate is in its job's company.
    uniqueIndex("jobs_company_id_uq").on(t.companyId, t.id),
  ],
);
