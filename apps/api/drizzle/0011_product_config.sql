CREATE TABLE "product_config_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"pricing" jsonb NOT NULL,
	"products" jsonb NOT NULL,
	"staff_id" uuid,
	"note" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "referred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "refer_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "suggested_product" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "suggested_quota_paise" bigint;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "suggested_daily_rate_ppm" integer;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "product_config_version" integer;--> statement-breakpoint
ALTER TABLE "product_config_versions" ADD CONSTRAINT "product_config_versions_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_referred_idx" ON "applications" USING btree ("referred_at") WHERE "applications"."state" = 'submitted';