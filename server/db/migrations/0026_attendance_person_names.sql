-- The person's name on each attendance record, kept by the database like person_listed (migration 0025), so
-- that a company's list reads its page in order (newest day, then name) from one index instead of sorting a
-- day's records after looking up each person (docs/ARCHITECTURE.md, Lists).
-- No rename may commit between the backfill and the new triggers (a process still serving during the migration).
LOCK TABLE "users" IN SHARE MODE;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "person_first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "person_last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The backfill does not fire migration 0025's record trigger (an update of other columns than its own).
UPDATE "attendances" a SET "person_first_name" = u."first_name", "person_last_name" = u."last_name"
  FROM "users" u
  WHERE u."id" = a."user_id";--> statement-breakpoint
-- A record written or moved: its listing and its person's name, read together (with migration 0025's lock).
CREATE OR REPLACE FUNCTION "attendances_person_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER "attendances_person_listed" BEFORE INSERT OR UPDATE OF "user_id", "company_id", "person_listed", "person_first_name", "person_last_name"
  ON "attendances" FOR EACH ROW EXECUTE FUNCTION "attendances_person_listed"();--> statement-breakpoint
-- A person removed, restored, moved or renamed: their records follow.
CREATE OR REPLACE FUNCTION "users_relist_attendances"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "attendances"
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
DROP TRIGGER "users_relist_attendances" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_relist_attendances" AFTER UPDATE OF "company_id", "is_deleted", "first_name", "last_name" ON "users" FOR EACH ROW
  WHEN (OLD."company_id" IS DISTINCT FROM NEW."company_id" OR OLD."is_deleted" IS DISTINCT FROM NEW."is_deleted"
    OR OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name")
  EXECUTE FUNCTION "users_relist_attendances"();--> statement-breakpoint
CREATE INDEX "attendances_listed_company_order_idx" ON "attendances" USING btree ("company_id","attendance_date" DESC NULLS FIRST,"person_first_name","person_last_name","id") WHERE "attendances"."person_listed";
