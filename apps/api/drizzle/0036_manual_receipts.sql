CREATE TABLE "manual_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"method" text NOT NULL,
	"rail" text,
	"reference" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"cheque_bank" text,
	"cheque_day" text,
	"amount_paise" bigint NOT NULL,
	"received_day" text NOT NULL,
	"payer_reference" text,
	"order_id" uuid,
	"state" text NOT NULL,
	"repayment_id" uuid,
	"kept_paise" bigint DEFAULT 0 NOT NULL,
	"refund_paise" bigint DEFAULT 0 NOT NULL,
	"refund_account_enc" text,
	"refund_ifsc" text,
	"refund_name" text,
	"refund_ref" text,
	"refund_failure" text,
	"proposal" jsonb,
	"note" text,
	"posted_by" uuid NOT NULL,
	"decided_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "manual_receipts_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "ledger_journals" DROP CONSTRAINT "ledger_journals_order_or_accrual_batch";--> statement-breakpoint
DROP INDEX "repayments_one_open_idx";--> statement-breakpoint
ALTER TABLE "manual_receipts" ADD CONSTRAINT "manual_receipts_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_receipts" ADD CONSTRAINT "manual_receipts_repayment_id_repayments_id_fk" FOREIGN KEY ("repayment_id") REFERENCES "public"."repayments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_receipts" ADD CONSTRAINT "manual_receipts_posted_by_staff_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_receipts" ADD CONSTRAINT "manual_receipts_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_receipts_state_idx" ON "manual_receipts" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "manual_receipts_order_idx" ON "manual_receipts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "repayments_one_open_idx" ON "repayments" USING btree ("order_id") WHERE "repayments"."state" in ('initiated', 'processing') and "repayments"."method" in ('upi', 'gateway');--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_order_or_accrual_batch" CHECK (("ledger_journals"."order_id" is null) = ("ledger_journals"."customer_id" is null) and ("ledger_journals"."order_id" is not null or "ledger_journals"."kind" in ('accrual', 'suspense_receipt', 'suspense_refund')));