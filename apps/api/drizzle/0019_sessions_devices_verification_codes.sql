CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"burned_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip_prefix" text;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_codes_customer_idx" ON "verification_codes" USING btree ("customer_id","purpose","created_at");--> statement-breakpoint
ALTER TABLE "loan_orders" DROP COLUMN "sign_code_hash";--> statement-breakpoint
ALTER TABLE "loan_orders" DROP COLUMN "sign_code_expires_at";--> statement-breakpoint
ALTER TABLE "loan_orders" DROP COLUMN "sign_code_attempts";