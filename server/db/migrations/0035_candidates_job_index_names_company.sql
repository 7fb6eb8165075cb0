-- A job's candidates and its card counts by the job's company and id (docs/SCALING.md §3): the statements
-- name the company, as every company-scoped one does, and read one range of this index — the company first,
-- so a distributed table answers them from one shard. The foreign key to the job, (company_id, job_id),
-- is served by it too. It replaces (job_id, status), so a candidate still writes one index for its job.
DROP INDEX "candidates_job_idx";--> statement-breakpoint
CREATE INDEX "candidates_job_idx" ON "candidates" USING btree ("company_id","job_id","status");