-- Every journal belongs to an order, and its customer is that order's
-- borrower: one foreign key (order_id, customer_id) -> loan_orders(id,
-- customer_id) says both, where two keys (customer, order) said less. Its
-- check locks the order row, which the posting transaction already holds;
-- the customer key locked the customer's row, a write to the customer's page
-- for every journal, a million a day in the daily accrual (decision 049).
-- The unique index comes first: the key needs it. On a large live table,
-- build it with CREATE UNIQUE INDEX CONCURRENTLY before this migration runs.
CREATE UNIQUE INDEX IF NOT EXISTS "loan_orders_id_customer_idx" ON "loan_orders" USING btree ("id","customer_id");--> statement-breakpoint
ALTER TABLE "ledger_journals" DROP CONSTRAINT "ledger_journals_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "ledger_journals" DROP CONSTRAINT "ledger_journals_order_id_loan_orders_id_fk";--> statement-breakpoint
ALTER TABLE "ledger_journals" ALTER COLUMN "order_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_order_customer_fk" FOREIGN KEY ("order_id","customer_id") REFERENCES "public"."loan_orders"("id","customer_id") ON DELETE restrict ON UPDATE no action;
