-- Whether an attendance record shows in its company's list (docs/product/attendance.md §8): its person is
-- still in the record's company and not removed. Kept here by the database, so that the list counts a
-- month from one partial index instead of joining every record to its person (docs/ARCHITECTURE.md, Lists).
ALTER TABLE "attendances" ADD COLUMN "person_listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "attendances" a SET "person_listed" = false
  FROM "users" u
  WHERE u."id" = a."user_id" AND (u."is_deleted" OR u."company_id" IS DISTINCT FROM a."company_id");--> statement-breakpoint
-- A record written or moved: listed when its person is in its company and not removed. FOR SHARE waits
-- for a removal or move of the person that is not committed yet and reads its outcome (and makes such a
-- change wait for this record, which its own trigger then sees): the foreign key's lock alone lets both
-- run at once, and the record would keep what the person was before.
CREATE FUNCTION "attendances_person_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  listed boolean;
BEGIN
  SELECT u."company_id" = NEW."company_id" AND NOT u."is_deleted" INTO listed
    FROM "users" u WHERE u."id" = NEW."user_id" FOR SHARE;
  NEW."person_listed" := coalesce(listed, false);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "attendances_person_listed" BEFORE INSERT OR UPDATE OF "user_id", "company_id", "person_listed"
  ON "attendances" FOR EACH ROW EXECUTE FUNCTION "attendances_person_listed"();--> statement-breakpoint
-- A person removed, restored or moved to another company: their records follow.
CREATE FUNCTION "users_relist_attendances"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "attendances" SET "person_listed" = coalesce("company_id" = NEW."company_id" AND NOT NEW."is_deleted", false)
    WHERE "user_id" = NEW."id"
      AND "person_listed" IS DISTINCT FROM coalesce("company_id" = NEW."company_id" AND NOT NEW."is_deleted", false);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_relist_attendances" AFTER UPDATE OF "company_id", "is_deleted" ON "users" FOR EACH ROW
  WHEN (OLD."company_id" IS DISTINCT FROM NEW."company_id" OR OLD."is_deleted" IS DISTINCT FROM NEW."is_deleted")
  EXECUTE FUNCTION "users_relist_attendances"();--> statement-breakpoint
CREATE INDEX "attendances_listed_company_date_idx" ON "attendances" USING btree ("company_id","attendance_date") WHERE "attendances"."person_listed";
