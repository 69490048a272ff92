CREATE TABLE "kyc_daily_counts" (
	"customer_id" uuid NOT NULL,
	"ist_day" text NOT NULL,
	"attempts" integer NOT NULL,
	"paid_lookups" integer NOT NULL,
	CONSTRAINT "kyc_daily_counts_customer_id_ist_day_pk" PRIMARY KEY("customer_id","ist_day")
);
--> statement-breakpoint
ALTER TABLE "kyc_daily_counts" ADD CONSTRAINT "kyc_daily_counts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;