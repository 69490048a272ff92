CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"face_paise" bigint NOT NULL,
	"min_amount_paise" bigint NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"order_id" uuid,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"customer_id" uuid NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journal_id" uuid NOT NULL,
	"order_id" uuid,
	"account" text NOT NULL,
	"amount_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_journals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_journals_event_key_unique" UNIQUE("event_key")
);
--> statement-breakpoint
CREATE TABLE "loan_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"state" text NOT NULL,
	"product" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"term_months" integer NOT NULL,
	"term_days" integer NOT NULL,
	"installment_days" integer NOT NULL,
	"daily_rate_ppm" integer NOT NULL,
	"service_fee_paise" bigint NOT NULL,
	"credit_report_fee_paise" bigint NOT NULL,
	"ticket_fee_paise" bigint NOT NULL,
	"gst_paise" bigint NOT NULL,
	"coupon_paise" bigint NOT NULL,
	"total_deduction_paise" bigint NOT NULL,
	"received_paise" bigint NOT NULL,
	"interest_paise" bigint NOT NULL,
	"total_repayable_paise" bigint NOT NULL,
	"apr_bps" integer NOT NULL,
	"start_day" text NOT NULL,
	"end_day" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"pricing" jsonb NOT NULL,
	"coupon_id" uuid,
	"payout_account_enc" text,
	"payout_ifsc" text,
	"signed_at" timestamp with time zone,
	"disbursed_at" timestamp with time zone,
	"utr" text,
	"fix_by" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"documents_read" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sign_code_hash" text,
	"sign_code_expires_at" timestamp with time zone,
	"sign_code_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "order_signatures" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"signature_key" text NOT NULL,
	"lang" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"phone" text NOT NULL,
	"document_hashes" jsonb NOT NULL,
	"pdf_keys" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"state" text NOT NULL,
	"account_enc" text NOT NULL,
	"ifsc" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"utr" text,
	"failure_reason" text,
	"requested_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payout_attempts_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sim_payouts" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"account_last4" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"outcome" text NOT NULL,
	"utr" text,
	"reason" text,
	"settle_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD CONSTRAINT "loan_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD CONSTRAINT "loan_orders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_signatures" ADD CONSTRAINT "order_signatures_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_attempts" ADD CONSTRAINT "payout_attempts_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_customer_idx" ON "coupons" USING btree ("customer_id","valid_until");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_one_per_source_idx" ON "coupons" USING btree ("customer_id","source");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_pk" ON "idempotency_keys" USING btree ("customer_id","scope","key");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_account_idx" ON "ledger_entries" USING btree ("order_id","account");--> statement-breakpoint
CREATE INDEX "ledger_entries_journal_idx" ON "ledger_entries" USING btree ("journal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_orders_one_open_idx" ON "loan_orders" USING btree ("customer_id") WHERE "loan_orders"."state" in ('created', 'signed', 'disbursing', 'disbursed', 'disburse_failed');--> statement-breakpoint
CREATE INDEX "loan_orders_customer_created_idx" ON "loan_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_attempts_order_attempt_idx" ON "payout_attempts" USING btree ("order_id","attempt");