-- The person's name on each payroll row, kept by the database as on attendance records (migration 0026), so
-- that a company's month reads its page in order (name) from one index instead of joining and sorting all
-- of the month's rows (docs/ARCHITECTURE.md, Lists).
-- No rename may commit between the backfill and the new triggers (a process still serving during the migration).
LOCK TABLE "users" IN SHARE MODE;--> statement-breakpoint
ALTER TABLE "payrolls" ADD COLUMN "person_first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payrolls" ADD COLUMN "person_last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "payrolls" p SET "person_first_name" = u."first_name", "person_last_name" = u."last_name"
  FROM "users" u
  WHERE u."id" = p."user_id";--> statement-breakpoint
-- A row written or given to another person: its person's name, read under a share lock so that a rename
-- committing meanwhile is either seen here or follows with the trigger below.
CREATE OR REPLACE FUNCTION "payrolls_person_name"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person record;
BEGIN
  SELECT u."first_name", u."last_name" INTO person FROM "users" u WHERE u."id" = NEW."user_id" FOR SHARE;
  NEW."person_first_name" := coalesce(person."first_name", '');
  NEW."person_last_name" := coalesce(person."last_name", '');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payrolls_person_name" BEFORE INSERT OR UPDATE OF "user_id", "person_first_name", "person_last_name"
  ON "payrolls" FOR EACH ROW EXECUTE FUNCTION "payrolls_person_name"();--> statement-breakpoint
-- A person renamed (or erased, docs/product/employees.md §9.2): their rows follow.
CREATE OR REPLACE FUNCTION "users_rename_payrolls"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "payrolls"
    SET "person_first_name" = NEW."first_name", "person_last_name" = NEW."last_name"
    WHERE "user_id" = NEW."id"
      AND ("person_first_name" IS DISTINCT FROM NEW."first_name" OR "person_last_name" IS DISTINCT FROM NEW."last_name");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_rename_payrolls" AFTER UPDATE OF "first_name", "last_name" ON "users" FOR EACH ROW
  WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name")
  EXECUTE FUNCTION "users_rename_payrolls"();--> statement-breakpoint
CREATE INDEX "payrolls_company_order_idx" ON "payrolls" USING btree ("company_id","year" DESC NULLS FIRST,"month" DESC NULLS FIRST,"person_first_name","person_last_name","id");
