CREATE TABLE "content_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"segment" text,
	"customer_id" uuid,
	"payload" jsonb NOT NULL,
	"request_hash" text NOT NULL,
	"delivered" integer NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_overrides" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"question" jsonb,
	"answer" jsonb,
	"updated_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_campaigns" ADD CONSTRAINT "content_campaigns_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_campaigns" ADD CONSTRAINT "content_campaigns_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_overrides" ADD CONSTRAINT "faq_overrides_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_campaigns_key_idx" ON "content_campaigns" USING btree ("key");--> statement-breakpoint
CREATE INDEX "content_campaigns_created_idx" ON "content_campaigns" USING btree ("created_at");