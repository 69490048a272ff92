CREATE TABLE "bureau_default_notices" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"noticed_on" text NOT NULL,
	"reportable_from" text NOT NULL,
	"dpd_at_notice" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bureau_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cycle" text NOT NULL,
	"reported_on" text NOT NULL,
	"records" integer NOT NULL,
	"withheld" integer NOT NULL,
	"content_enc" text NOT NULL,
	"generated_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bureau_default_notices" ADD CONSTRAINT "bureau_default_notices_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_default_notices" ADD CONSTRAINT "bureau_default_notices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_files" ADD CONSTRAINT "bureau_files_generated_by_staff_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bureau_files_scheduled_idx" ON "bureau_files" USING btree ("reported_on","cycle") WHERE "bureau_files"."cycle" <> 'OD';--> statement-breakpoint
CREATE INDEX "bureau_files_created_idx" ON "bureau_files" USING btree ("created_at");