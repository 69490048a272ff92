ALTER TABLE "loan_accounts" ADD COLUMN "dpd" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_accounts" ADD COLUMN "asset_class" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_accounts" ADD COLUMN "npa_since" text;--> statement-breakpoint
ALTER TABLE "loan_accounts" ADD COLUMN "classified_on" text;--> statement-breakpoint
CREATE INDEX "loan_accounts_overdue_idx" ON "loan_accounts" USING btree ("dpd") WHERE "loan_accounts"."dpd" > 0;