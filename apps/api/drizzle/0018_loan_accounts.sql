-- A loan's accrual state moves from the order row to a narrow row of its own
-- (decision 055): the daily accrual claims and updates a million of these a
-- day, and on the 1.3 KB order row each claim wrote the whole row and, after
-- every checkpoint, a full image of its page to the WAL. The terms the accrual
-- reads are copied from the order (fixed at pricing). Every order gets one,
-- so ledger lines can name their loan by it: the accrual's own lines are then
-- checked against rows it already holds instead of locking order rows.
-- Updates move only unindexed columns; fillfactor leaves room for them on
-- the page (HOT).
CREATE TABLE "loan_accounts" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"accruing" boolean DEFAULT false NOT NULL,
	"accrued_through" text,
	"ever_overdue" boolean DEFAULT false NOT NULL,
	"daily_rate_ppm" integer NOT NULL,
	"penal_daily_ppm" integer,
	"penalty_fee_paise" bigint DEFAULT 0 NOT NULL
) WITH (fillfactor = 70);
--> statement-breakpoint
INSERT INTO "loan_accounts" ("order_id", "accruing", "accrued_through", "ever_overdue", "daily_rate_ppm", "penal_daily_ppm", "penalty_fee_paise")
SELECT "id", "state" = 'disbursed',
  CASE WHEN "state" = 'disbursed' THEN coalesce("accrued_through", "start_day") ELSE "accrued_through" END,
  "ever_overdue", "daily_rate_ppm", ("pricing"->>'penalDailyPpm')::integer,
  coalesce(("pricing"->>'penaltyFeePaise')::bigint, 0)
FROM "loan_orders";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_order_id_loan_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "loan_accounts" ADD CONSTRAINT "loan_accounts_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_loan_accounts_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_accounts"("order_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_orders" DROP COLUMN "accrued_through";--> statement-breakpoint
ALTER TABLE "loan_orders" DROP COLUMN "ever_overdue";
