-- Customer service's ledger tab lists a customer's journals newest first; with
-- no index on the customer it read all of ledger_journals (about 100 ms over
-- 2.7M journals). Since the daily accrual posts one journal per chunk of
-- loans (decision 050), journals are a few per loan event, so the index costs
-- the postings little. On a large live table, build it with CREATE INDEX
-- CONCURRENTLY before this migration runs.
CREATE INDEX IF NOT EXISTS "ledger_journals_customer_created_idx" ON "ledger_journals" USING btree ("customer_id","created_at");
