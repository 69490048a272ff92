CREATE TABLE "digilocker_consents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"application_id" uuid,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
ALTER TABLE "digilocker_consents" ADD CONSTRAINT "digilocker_consents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digilocker_consents" ADD CONSTRAINT "digilocker_consents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digilocker_consents_customer_idx" ON "digilocker_consents" USING btree ("customer_id");