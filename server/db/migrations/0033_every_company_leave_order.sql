-- Every company's leave requests (a SUPER_ADMIN's list) in the list's order, pending first then newest: a page
-- reads about a page of this index instead of sorting the whole platform's requests, and the pending count is
-- its first range (docs/ARCHITECTURE.md, Lists; bench/README.md, Growth). A company's own list, its status
-- filter and its dashboard read leave_requests_listed_pending_idx (migration 0030) now, so the two indexes
-- that served them before go: one index fewer for every leave request.
DROP INDEX "leave_requests_company_created_idx";--> statement-breakpoint
DROP INDEX "leave_requests_company_status_idx";--> statement-breakpoint
CREATE INDEX "leave_requests_pending_order_idx" ON "leave_requests" USING btree (("status" = 'PENDING') desc,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);