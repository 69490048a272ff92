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
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD CONSTRAINT "loan_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD CONSTRAINT "loan_orders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_pk" ON "idempotency_keys" USING btree ("customer_id","scope","key");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_orders_one_open_idx" ON "loan_orders" USING btree ("customer_id") WHERE "loan_orders"."state" in ('created', 'signed', 'disbursing', 'disbursed', 'disburse_failed');--> statement-breakpoint
CREATE INDEX "loan_orders_customer_created_idx" ON "loan_orders" USING btree ("customer_id","created_at");