-- Whether a leave request shows in its company's list, and its person's name, kept by the database as on
-- attendance records (migrations 0025, 0026), so that a company's list reads its page in order and counts
-- it from one partial index instead of looking up the person of every request (docs/ARCHITECTURE.md, Lists).
-- No rename, removal or move may commit between the backfill and the new triggers (a process still serving).
LOCK TABLE "users" IN SHARE MODE;--> statement-breakpoint
DROP INDEX "leave_requests_company_pending_idx";--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "person_listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "person_first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "person_last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "leave_requests" l
  SET "person_listed" = coalesce(u."company_id" = l."company_id" AND NOT u."is_deleted", false),
      "person_first_name" = u."first_name",
      "person_last_name" = u."last_name"
  FROM "users" u
  WHERE u."id" = l."user_id";--> statement-breakpoint
-- One function for every table whose rows keep their person (user_id, company_id, person_listed and the two
-- names): migration 0026's for attendance records, now shared with leave requests. A row written or moved
-- reads its person under a share lock, so that a change of the person committing meanwhile is either seen
-- here or follows with the trigger on users below.
CREATE FUNCTION "keep_row_person"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person record;
BEGIN
  SELECT u."company_id" = NEW."company_id" AND NOT u."is_deleted" AS listed, u."first_name", u."last_name"
    INTO person
    FROM "users" u WHERE u."id" = NEW."user_id" FOR SHARE;
  NEW."person_listed" := coalesce(person.listed, false);
  NEW."person_first_name" := coalesce(person."first_name", '');
  NEW."person_last_name" := coalesce(person."last_name", '');
  RETURN NEW;
END;
$$;--> statement-breakpoint
DROP TRIGGER "attendances_person_listed" ON "attendances";--> statement-breakpoint
DROP FUNCTION "attendances_person_listed"();--> statement-breakpoint
CREATE TRIGGER "attendances_person" BEFORE INSERT OR UPDATE OF "user_id", "company_id", "person_listed", "person_first_name", "person_last_name"
  ON "attendances" FOR EACH ROW EXECUTE FUNCTION "keep_row_person"();--> statement-breakpoint
CREATE TRIGGER "leave_requests_person" BEFORE INSERT OR UPDATE OF "user_id", "company_id", "person_listed", "person_first_name", "person_last_name"
  ON "leave_requests" FOR EACH ROW EXECUTE FUNCTION "keep_row_person"();--> statement-breakpoint
-- A person removed, restored, moved or renamed: their attendance records and leave requests follow.
DROP TRIGGER "users_relist_attendances" ON "users";--> statement-breakpoint
DROP FUNCTION "users_relist_attendances"();--> statement-breakpoint
CREATE FUNCTION "users_relist_records"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "attendances"
    SET "person_listed" = coalesce("company_id" = NEW."company_id" AND NOT NEW."is_deleted", false),
        "person_first_name" = NEW."first_name",
        "person_last_name" = NEW."last_name"
    WHERE "user_id" = NEW."id"
      AND ("person_listed" IS DISTINCT FROM coalesce("company_id" = NEW."company_id" AND NOT NEW."is_deleted", false)
        OR "person_first_name" IS DISTINCT FROM NEW."first_name"
        OR "person_last_name" IS DISTINCT FROM NEW."last_name");
  UPDATE "leave_requests"
    SET "person_listed" = coalesce("company_id" = NEW."company_id" AND NOT NEW."is_deleted", false),
        "person_first_name" = NEW."first_name",
        "person_last_name" = NEW."last_name"
    WHERE "user_id" = NEW."id"
      AND ("person_listed" IS DISTINCT FROM coalesce("company_id" = NEW."company_id" AND NOT NEW."is_deleted", false)
        OR "person_first_name" IS DISTINCT FROM NEW."first_name"
        OR "person_last_name" IS DISTINCT FROM NEW."last_name");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_relist_records" AFTER UPDATE OF "company_id", "is_deleted", "first_name", "last_name" ON "users" FOR EACH ROW
  WHEN (OLD."company_id" IS DISTINCT FROM NEW."company_id" OR OLD."is_deleted" IS DISTINCT FROM NEW."is_deleted"
    OR OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name")
  EXECUTE FUNCTION "users_relist_records"();--> statement-breakpoint
CREATE INDEX "leave_requests_listed_pending_idx" ON "leave_requests" USING btree ("company_id",("status" = 'PENDING') desc,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "leave_requests"."person_listed";
