-- The search index without a pending list (docs/ARCHITECTURE.md, "Databases"): with one (GIN's default
-- fastupdate), the insert that found it full merged it into the index, 130–230 ms for that one write and, on
-- the embedded database, for every request waiting behind it. Set in place rather than rebuilt (a rebuild
-- of a large log would hold the table for minutes), then what the list holds now is merged once.
ALTER INDEX "security_logs_search_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('security_logs_search_idx'::regclass);
