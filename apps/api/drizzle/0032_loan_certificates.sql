CREATE TABLE "loan_certificates" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_certificates_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "loan_certificates" ADD CONSTRAINT "loan_certificates_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE restrict ON UPDATE no action;