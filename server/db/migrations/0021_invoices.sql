CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"number" varchar(32) NOT NULL,
	"headcount" integer NOT NULL,
	"salary_total" integer NOT NULL,
	"employer_pf" integer NOT NULL,
	"employer_esi" integer NOT NULL,
	"employer_cost" integer NOT NULL,
	"platform_fee" integer NOT NULL,
	"success_fees" integer NOT NULL,
	"total" integer NOT NULL,
	"plan" varchar(16) NOT NULL,
	"transaction_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_month_ck" CHECK ("invoices"."month" between 1 and 12),
	CONSTRAINT "invoices_year_ck" CHECK ("invoices"."year" >= 2000),
	CONSTRAINT "invoices_amounts_ck" CHECK ("invoices"."headcount" >= 1 and "invoices"."salary_total" >= 0 and "invoices"."employer_pf" >= 0 and "invoices"."employer_esi" >= 0 and "invoices"."platform_fee" >= 0 and "invoices"."success_fees" >= 0),
	CONSTRAINT "invoices_employer_cost_ck" CHECK ("invoices"."employer_cost" = "invoices"."salary_total" + "invoices"."employer_pf" + "invoices"."employer_esi"),
	CONSTRAINT "invoices_total_ck" CHECK ("invoices"."total" = "invoices"."employer_cost" + "invoices"."platform_fee" + "invoices"."success_fees"),
	CONSTRAINT "invoices_plan_ck" CHECK ("invoices"."plan" in ('Starter', 'Standard', 'Custom'))
);
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_period_uq" ON "invoices" USING btree ("company_id","year","month");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_number_uq" ON "invoices" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_transaction_uq" ON "invoices" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "invoices_created_by_idx" ON "invoices" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "candidates_company_joined_idx" ON "candidates" USING btree ("company_id","joined_at") WHERE "candidates"."joined_at" is not null;