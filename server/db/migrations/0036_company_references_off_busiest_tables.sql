-- The tables a company's people write all day (clock-ins, leave requests, and the security log every write
-- adds to) no longer reference companies by a foreign key: its check locked the company's row (FOR KEY
-- SHARE) until each write committed, so a company's concurrent writes shared one row lock, PostgreSQL built
-- a multixact of every holder for each new one, and a transaction holding the row (editing the company)
-- stopped them all. Each write still takes company_id from a row it has just read (the person's, or the
-- company's own), and a company is never deleted, only marked deleted (docs/ARCHITECTURE.md, "Company
-- references on the busiest tables").
ALTER TABLE "attendances" DROP CONSTRAINT "attendances_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "leave_requests" DROP CONSTRAINT "leave_requests_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "security_logs" DROP CONSTRAINT "security_logs_company_id_companies_id_fk";
