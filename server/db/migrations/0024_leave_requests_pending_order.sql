-- A company's leave requests in the admins' order, pending first then newest (docs/product/leave.md §6.2),
-- NULLS FIRST as ORDER BY … DESC has it: a page walks the index and stops instead of sorting every request.
-- Chosen once the list's statement looks each person up on its own (leaves.service.ts; bench/README.md).
CREATE INDEX "leave_requests_company_pending_idx" ON "leave_requests" USING btree ("company_id",("status" = 'PENDING') desc,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);