-- A candidate is in its job's company, held by the database: (company_id, job_id) references
-- jobs (company_id, id) instead of job_id alone (docs/SCALING.md, what changes in the schema).
CREATE UNIQUE INDEX "jobs_company_id_uq" ON "jobs" USING btree ("company_id","id");--> statement-breakpoint
-- The job is the truth (the app always copied its company); a row that says otherwise takes the job's.
-- No job or candidate changes company between this and the new key: both tables are locked until commit.
LOCK TABLE "jobs", "candidates" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
UPDATE "candidates" c SET "company_id" = j."company_id"
  FROM "jobs" j
  WHERE j."id" = c."job_id" AND c."company_id" <> j."company_id";--> statement-breakpoint
ALTER TABLE "candidates" DROP CONSTRAINT "candidates_job_id_jobs_id_fk";--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_job_fk" FOREIGN KEY ("company_id","job_id") REFERENCES "public"."jobs"("company_id","id") ON DELETE no action ON UPDATE no action;
