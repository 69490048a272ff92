-- The daily accrual rewrites every active loan's order row (accrued_through)
-- and its open instalments. Room left on each page lets PostgreSQL keep the
-- new row version on the same page without touching any index (a HOT
-- update; none of the columns the job writes is indexed): decision 040.
-- Pages written from now on keep the room; existing ones get it on the next
-- table rewrite (VACUUM FULL or pg_repack in a quiet hour).
ALTER TABLE "loan_orders" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "loan_instalments" SET (fillfactor = 80);
