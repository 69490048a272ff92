-- The daily accrual posts a chunk of loans' day in one batch journal
-- (decision 050): each order's receivables on a line that names the order,
-- the income for the batch on one line per account. The batch journal names
-- no order and no customer; every other journal still names both, checked
-- by the composite key of migration 0014 (a NULL skips it, MATCH SIMPLE).
-- The check below is a metadata change plus one scan; on a large live table,
-- add it NOT VALID and VALIDATE CONSTRAINT afterwards.
ALTER TABLE "ledger_journals" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_journals" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_order_or_accrual_batch" CHECK (("ledger_journals"."order_id" is null) = ("ledger_journals"."customer_id" is null) and ("ledger_journals"."order_id" is not null or "ledger_journals"."kind" = 'accrual'));