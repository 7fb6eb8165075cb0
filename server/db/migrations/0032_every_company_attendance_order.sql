-- Every company's attendance of a period (a SUPER_ADMIN's list) in its order, newest day then the names each
-- record keeps (migration 0026): a page reads about a page of this index instead of joining and sorting the
-- whole platform's period, and the total is an index-only range of it less the removed people's records,
-- found through the small index of removed people (docs/ARCHITECTURE.md, Lists; bench/README.md, Growth).
CREATE INDEX "attendances_date_order_idx" ON "attendances" USING btree ("attendance_date" DESC NULLS FIRST,"person_first_name","person_last_name","id");--> statement-breakpoint
CREATE INDEX "users_removed_idx" ON "users" USING btree ("id") WHERE "users"."is_deleted";