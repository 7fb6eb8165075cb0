ALTER TABLE "users" ADD COLUMN "annual_ctc" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "work_state" varchar(32);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_work_state_ck" CHECK ("users"."work_state" in ('Karnataka', 'Maharashtra', 'Tamil Nadu', 'Telangana', 'West Bengal'));