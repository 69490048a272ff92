CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"consent_at" timestamp with time zone,
	"consent_version" text,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"aadhaar_enc" text,
	"aadhaar_index" text,
	"pan_enc" text,
	"pan_index" text,
	"account_enc" text,
	"drafts_enc" text,
	"telemetry" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"expected_decision_at" timestamp with time zone,
	"review_count" integer DEFAULT 0 NOT NULL,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"reapply_at" timestamp with time zone,
	"product" text,
	"quota_paise" bigint,
	"daily_rate_ppm" integer,
	"redo_photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bureau_report" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"template" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"refusal" text,
	"storage_key" text,
	"width" integer,
	"height" integer,
	"bytes" integer,
	"blur_variance" real,
	"glare_share" real,
	"ist_day" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_open_idx" ON "applications" USING btree ("customer_id") WHERE "applications"."state" <> 'rejected';--> statement-breakpoint
CREATE INDEX "applications_customer_created_idx" ON "applications" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_aadhaar_index_idx" ON "applications" USING btree ("aadhaar_index");--> statement-breakpoint
CREATE INDEX "applications_pan_index_idx" ON "applications" USING btree ("pan_index");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE INDEX "messages_customer_created_idx" ON "messages" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "photos_customer_day_idx" ON "photos" USING btree ("customer_id","ist_day");--> statement-breakpoint
CREATE INDEX "photos_application_kind_idx" ON "photos" USING btree ("application_id","kind");