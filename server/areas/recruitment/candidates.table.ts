import { sql } from "drizzle-orm";
import {
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { companies } from "../companies/companies.table";
import { jobs } from "./jobs.table";

/**
 * Candidates of a job (docs/product/recruitment.md §3). `company_id` is the job's company, kept on the row
 * so every list and check is one indexed condition, and held to it by the key `(company_id, job_id)` →
 * `jobs (company_id, id)`; the files are URLs of uploaded files (§5).
 */
export const candidates = pgTable(
  "candidates",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    jobId: integer("job_id").notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    relevantExperience: numeric("relevant_experience", { precision: 4, scale: 1, mode: "number" }).notNull(),
    expectedCtc: integer("expected_ctc").notNull(),
    joinTimeframe: varchar("join_timeframe", { length: 32 }).notNull().default("Immediately"),
    communicationSkillRating: smallint("communication_skill_rating").notNull().default(7),
    cvFilePath: varchar("cv_file_path", { length: 200 }).notNull(),
    introVideoPath: varchar("intro_video_path", { length: 200 }),
    status: varchar("status", { length: 32 }).notNull().default("Applied"),
    /** When the candidate was last brought to 'Joined' (§4); null while not Joined. The month's invoice bills its success fee. */
    joinedAt: timestamp("joined_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "candidates_job_fk",
      columns: [t.companyId, t.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }),
    index("candidates_company_idx").on(t.companyId, t.createdAt.desc(), t.id.desc()),
    // A job's candidates and its card counts, by the job's company and id (single-shard: docs/SCALING.md §3).
    index("candidates_job_idx").on(t.companyId, t.jobId, t.status),
    index("candidates_cv_idx").on(t.cvFilePath),
    index("candidates_video_idx").on(t.introVideoPath),
    // The month's invoice finds the company's hires of the month (docs/product/invoices.md).
    index("candidates_company_joined_idx").on(t.companyId, t.joinedAt).where(sql`${t.joinedAt} is not null`),
  ],
);
