DROP INDEX "security_logs_action_idx";--> statement-breakpoint
ALTER TABLE "security_logs" ADD COLUMN "search_text" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', replace("action" || ' ' || "message" || ' ' || coalesce("resource_id", '') || ' ' || coalesce("ip_address", ''), '@', ' '))) STORED;--> statement-breakpoint
CREATE INDEX "security_logs_level_ts_idx" ON "security_logs" USING btree ("level","timestamp");--> statement-breakpoint
CREATE INDEX "security_logs_action_ts_idx" ON "security_logs" USING btree ("action","timestamp");--> statement-breakpoint
CREATE INDEX "security_logs_resource_type_ts_idx" ON "security_logs" USING btree ("resource_type","timestamp");--> statement-breakpoint
CREATE INDEX "security_logs_user_ts_idx" ON "security_logs" USING btree ("user_id","timestamp");--> statement-breakpoint
CREATE INDEX "security_logs_search_idx" ON "security_logs" USING gin ("search_text");--> statement-breakpoint
-- The planner's knowledge that level, action and resource type go together (LOGIN_FAILED is always a WARNING
-- of a user): without it a filter on two of them that match nothing together walks the whole table.
CREATE STATISTICS IF NOT EXISTS "security_logs_kind_stats" (mcv, dependencies) ON "level", "action", "resource_type" FROM "security_logs";--> statement-breakpoint
-- Append-only (docs/product/security-logs.md §8): UPDATE and TRUNCATE are always refused; DELETE only for a
-- row older than the cutoff the retention names for its own transaction with
-- set_config('app.security_logs_prune_before', <instant>, true), and only a cutoff at least 30 days old.
CREATE FUNCTION "security_logs_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prune_before timestamptz;
BEGIN
  IF TG_OP = 'DELETE' THEN
    prune_before := nullif(current_setting('app.security_logs_prune_before', true), '')::timestamptz;
    IF prune_before IS NOT NULL
       AND prune_before <= now() - interval '30 days'
       AND OLD."timestamp" < prune_before THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'security_logs is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege',
          HINT = 'Only the retention removes rows, older than SECURITY_LOG_RETENTION_DAYS.';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "security_logs_append_only_rows" BEFORE UPDATE OR DELETE ON "security_logs"
  FOR EACH ROW EXECUTE FUNCTION "security_logs_append_only"();--> statement-breakpoint
CREATE TRIGGER "security_logs_append_only_truncate" BEFORE TRUNCATE ON "security_logs"
  FOR EACH STATEMENT EXECUTE FUNCTION "security_logs_append_only"();
