-- The search index with a small pending list (docs/ARCHITECTURE.md, "Databases"): a logged write appends its
-- words to the list, and the write that finds 128 kB there merges them into the index, each word once for
-- the few hundred rows waiting, a few milliseconds, instead of every write updating each word's entries.
-- Set in place rather than rebuilt, as 0028 did (a rebuild of a large log would hold the table for minutes).
ALTER INDEX "security_logs_search_idx" SET (fastupdate = on, gin_pending_list_limit = 128);
