-- The search's words (docs/product/security-logs.md §7): PostgreSQL estimates a prefix search ('appro':*) from
-- the most common words it keeps for the column, and falls back to a flat 2 % when it keeps fewer than 100.
-- A log's words are mostly rare (ids, addresses), so at the default target it keeps about 40: every search
-- was then estimated at 2 %, and a search for a rare word walked the whole table newest first (0.6 s over
-- a million rows) instead of reading the GIN index (under 1 ms). A target of 1000 keeps thousands.
ALTER TABLE "security_logs" ALTER COLUMN "search_text" SET STATISTICS 1000;
