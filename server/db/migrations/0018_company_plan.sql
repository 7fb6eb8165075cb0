ALTER TABLE "companies" ADD COLUMN "payroll_plan" varchar(16);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "custom_fee_per_employee" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_payroll_plan_ck" CHECK ("companies"."payroll_plan" in ('Starter', 'Standard', 'Custom'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_custom_fee_ck" CHECK ("companies"."custom_fee_per_employee" >= 0);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_custom_plan_fee_ck" CHECK ("companies"."payroll_plan" is distinct from 'Custom' or "companies"."custom_fee_per_employee" is not null);