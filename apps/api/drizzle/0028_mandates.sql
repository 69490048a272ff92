CREATE TABLE "mandate_debits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mandate_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"instalment_number" integer NOT NULL,
	"due_day" text NOT NULL,
	"state" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"requested_paise" bigint,
	"attempt" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway_ref" text,
	"failure_reason" text,
	"repayment_id" uuid,
	"refund_paise" bigint DEFAULT 0 NOT NULL,
	"refund_ref" text,
	"notified_at" timestamp with time zone,
	"requested_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mandate_debits_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "mandate_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"gateway_ref" text NOT NULL,
	"kind" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mandates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"rail" text NOT NULL,
	"state" text NOT NULL,
	"max_amount_paise" bigint NOT NULL,
	"start_day" text NOT NULL,
	"end_day" text NOT NULL,
	"account_masked" text NOT NULL,
	"reference" text NOT NULL,
	"gateway_ref" text,
	"failure_reason" text,
	"revoked_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "mandates_reference_unique" UNIQUE("reference"),
	CONSTRAINT "mandates_gateway_ref_unique" UNIQUE("gateway_ref")
);
--> statement-breakpoint
CREATE TABLE "sim_mandate_debits" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"gateway_ref" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"outcome" text NOT NULL,
	"debit_ref" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sim_mandate_notices" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"gateway_ref" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"debit_day" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_mandate_webhooks" (
	"event_id" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sim_mandates" (
	"gateway_ref" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"rail" text NOT NULL,
	"max_amount_paise" bigint NOT NULL,
	"account_masked" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "sim_mandates_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "mandate_debits" ADD CONSTRAINT "mandate_debits_mandate_id_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandate_debits" ADD CONSTRAINT "mandate_debits_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandate_debits" ADD CONSTRAINT "mandate_debits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandate_debits" ADD CONSTRAINT "mandate_debits_repayment_id_repayments_id_fk" FOREIGN KEY ("repayment_id") REFERENCES "public"."repayments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mandate_debits_attempt_idx" ON "mandate_debits" USING btree ("mandate_id","due_day","attempt");--> statement-breakpoint
CREATE INDEX "mandate_debits_order_idx" ON "mandate_debits" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "mandate_debits_state_idx" ON "mandate_debits" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "mandates_one_open_idx" ON "mandates" USING btree ("order_id") WHERE "mandates"."state" in ('pending', 'active', 'paused');--> statement-breakpoint
CREATE INDEX "mandates_customer_idx" ON "mandates" USING btree ("customer_id");