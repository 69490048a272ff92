CREATE TABLE "kyc_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"application_id" uuid,
	"mode" text NOT NULL,
	"state" text NOT NULL,
	"signature_valid" boolean NOT NULL,
	"name" text NOT NULL,
	"dob" text NOT NULL,
	"gender" text NOT NULL,
	"address" jsonb NOT NULL,
	"aadhaar_last4" text,
	"reference_key" text,
	"photo_key" text,
	"mobile_matched" boolean,
	"issued_at" timestamp with time zone,
	"pan_status" text,
	"pan_name_score" real,
	"face_score" real,
	"liveness_score" real,
	"face_decision" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_verifications" ADD CONSTRAINT "kyc_verifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_verifications" ADD CONSTRAINT "kyc_verifications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_verifications_customer_created_idx" ON "kyc_verifications" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_verifications_photo_key_idx" ON "kyc_verifications" USING btree ("photo_key") WHERE "kyc_verifications"."photo_key" is not null;