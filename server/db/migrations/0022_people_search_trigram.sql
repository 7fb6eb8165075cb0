-- The people search over every company (docs/SCALING.md, "People"): ILIKE '%…%' cannot use a B-tree, so it
-- read every person. pg_trgm's GIN index serves ILIKE over one expression (its final form: 0024). The small
-- (role, company) index gives the people lists' exact totals by an index-only scan. pg_trgm is a trusted
-- extension: a role with CREATE on the database may create it (13+); PGlite loads it from its contrib
-- (server/db/client.ts, PGLITE_EXTENSIONS).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_live_role_company_idx" ON "users" USING btree ("role","company_id") WHERE "users"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "users_live_search_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "username") gin_trgm_ops) WHERE "users"."is_deleted" = false;
