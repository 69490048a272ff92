CREATE TABLE "collection_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"from_quota_paise" bigint NOT NULL,
	"quota_paise" bigint NOT NULL,
	"max_term_months" integer NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "limit_offers_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "loan_instalments" (
	"order_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"period_start" text NOT NULL,
	"due_day" text NOT NULL,
	"principal_paise" bigint NOT NULL,
	"interest_base_paise" bigint NOT NULL,
	"interest_offset_paise" bigint NOT NULL,
	"interest_paise" bigint NOT NULL,
	"accrued_interest_paise" bigint NOT NULL,
	"penal_paise" bigint NOT NULL,
	"penalty_fee_paise" bigint NOT NULL,
	"paid_principal_paise" bigint NOT NULL,
	"paid_interest_paise" bigint NOT NULL,
	"paid_penal_paise" bigint NOT NULL,
	"paid_day" text
);
--> statement-breakpoint
CREATE TABLE "repayment_reminders" (
	"order_id" uuid NOT NULL,
	"due_day" text NOT NULL,
	"offset_days" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repayments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"state" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"coupon_id" uuid,
	"coupon_paise" bigint DEFAULT 0 NOT NULL,
	"reference" text NOT NULL,
	"utr" text,
	"gateway_ref" text,
	"failure_reason" text,
	"quoted_day" text NOT NULL,
	"new_due_day" text,
	"allocation" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "repayments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "repayments_utr_unique" UNIQUE("utr")
);
--> statement-breakpoint
CREATE TABLE "sim_collections" (
	"reference" text PRIMARY KEY NOT NULL,
	"amount_paise" bigint NOT NULL,
	"outcome" text NOT NULL,
	"gateway_ref" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "accrued_through" text;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "ever_overdue" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "limit_offers" ADD CONSTRAINT "limit_offers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limit_offers" ADD CONSTRAINT "limit_offers_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_instalments" ADD CONSTRAINT "loan_instalments_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayment_reminders" ADD CONSTRAINT "repayment_reminders_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayments" ADD CONSTRAINT "repayments_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayments" ADD CONSTRAINT "repayments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repayments" ADD CONSTRAINT "repayments_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "limit_offers_customer_idx" ON "limit_offers" USING btree ("customer_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_instalments_pk" ON "loan_instalments" USING btree ("order_id","number");--> statement-breakpoint
CREATE INDEX "loan_instalments_open_due_idx" ON "loan_instalments" USING btree ("due_day") WHERE "loan_instalments"."paid_day" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "repayment_reminders_pk" ON "repayment_reminders" USING btree ("order_id","due_day","offset_days");--> statement-breakpoint
CREATE UNIQUE INDEX "repayments_one_open_idx" ON "repayments" USING btree ("order_id") WHERE "repayments"."state" in ('initiated', 'processing');--> statement-breakpoint
CREATE INDEX "repayments_customer_created_idx" ON "repayments" USING btree ("customer_id","created_at");