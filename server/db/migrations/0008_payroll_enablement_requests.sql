CREATE TABLE "payroll_enablement_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"requested_by" integer NOT NULL,
	"selected_plan" varchar(16) NOT NULL,
	"message" text,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	CONSTRAINT "payroll_requests_plan_ck" CHECK ("payroll_enablement_requests"."selected_plan" in ('Starter', 'Standard', 'Custom')),
	CONSTRAINT "payroll_requests_status_ck" CHECK ("payroll_enablement_requests"."status" in ('open', 'enabled', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "payroll_enablement_requests" ADD CONSTRAINT "payroll_enablement_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_enablement_requests" ADD CONSTRAINT "payroll_enablement_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_enablement_requests" ADD CONSTRAINT "payroll_enablement_requests_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_requests_open_company_uq" ON "payroll_enablement_requests" USING btree ("company_id") WHERE "payroll_enablement_requests"."status" = 'open' and "payroll_enablement_requests"."company_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_requests_open_requester_uq" ON "payroll_enablement_requests" USING btree ("requested_by") WHERE "payroll_enablement_requests"."status" = 'open' and "payroll_enablement_requests"."company_id" is null;--> statement-breakpoint
CREATE INDEX "payroll_requests_status_idx" ON "payroll_enablement_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payroll_requests_company_idx" ON "payroll_enablement_requests" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "payroll_requests_requested_by_idx" ON "payroll_enablement_requests" USING btree ("requested_by");--> statement-breakpoint
CREATE INDEX "payroll_requests_closed_by_idx" ON "payroll_enablement_requests" USING btree ("closed_by");