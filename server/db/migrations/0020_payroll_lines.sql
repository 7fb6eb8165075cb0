ALTER TABLE "payrolls" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "payrolls" ADD COLUMN "edited_at" timestamp with time zone;