CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"type" varchar(16) DEFAULT 'INCOME' NOT NULL,
	"comment" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_amount_ck" CHECK ("transactions"."amount" >= 1),
	CONSTRAINT "transactions_status_ck" CHECK ("transactions"."status" in ('PENDING', 'COMPLETED', 'FAILED', 'CANCELLED')),
	CONSTRAINT "transactions_type_ck" CHECK ("transactions"."type" in ('INCOME', 'EXPENSE'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"department" varchar(64) NOT NULL,
	"location" varchar(32) NOT NULL,
	"employment_type" varchar(32) NOT NULL,
	"experience_level" varchar(32) NOT NULL,
	"description" text NOT NULL,
	"required_skills" text NOT NULL,
	"qualifications" text NOT NULL,
	"experience_details" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payrolls" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"month" integer NOT NULL,
	"year" integer NOT NULL,
	"base_salary" integer DEFAULT 0 NOT NULL,
	"tax_amount" integer DEFAULT 0 NOT NULL,
	"benefits_amount" integer DEFAULT 0 NOT NULL,
	"net_pay" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'Pending' NOT NULL,
	"payslip_document_path" text,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payrolls_month_ck" CHECK ("payrolls"."month" between 1 and 12),
	CONSTRAINT "payrolls_year_ck" CHECK ("payrolls"."year" >= 2000),
	CONSTRAINT "payrolls_status_ck" CHECK ("payrolls"."status" in ('Pending', 'Processed', 'Paid')),
	CONSTRAINT "payrolls_net_pay_ck" CHECK ("payrolls"."net_pay" >= 0)
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payrolls" ADD CONSTRAINT "payrolls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_company_created_idx" ON "transactions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_created_idx" ON "transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payrolls_user_period_uq" ON "payrolls" USING btree ("user_id","year","month");--> statement-breakpoint
CREATE INDEX "payrolls_company_period_idx" ON "payrolls" USING btree ("company_id","year","month");--> statement-breakpoint
CREATE INDEX "payrolls_period_idx" ON "payrolls" USING btree ("year","month");