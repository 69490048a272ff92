CREATE TABLE "identity_claims" (
	"kind" text NOT NULL,
	"blind_index" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_claims" ADD CONSTRAINT "identity_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_claims_kind_index_idx" ON "identity_claims" USING btree ("kind","blind_index");--> statement-breakpoint
CREATE INDEX "identity_claims_customer_idx" ON "identity_claims" USING btree ("customer_id");--> statement-breakpoint
-- Backfill (decision 064): each Aadhaar and PAN already saved goes to one customer, a live
-- (not rejected) application before a rejected one, then the earliest. Any other customer with
-- the same value keeps their application; the engine refers it to a person when it is reviewed.
INSERT INTO "identity_claims" ("kind", "blind_index", "customer_id", "created_at")
SELECT DISTINCT ON ("kind", "blind_index") "kind", "blind_index", "customer_id", "created_at"
FROM (
  SELECT 'aadhaar' AS "kind", "aadhaar_index" AS "blind_index", "customer_id", "created_at", "state"
  FROM "applications" WHERE "aadhaar_index" IS NOT NULL
  UNION ALL
  SELECT 'pan', "pan_index", "customer_id", "created_at", "state"
  FROM "applications" WHERE "pan_index" IS NOT NULL
) AS "saved"
ORDER BY "kind", "blind_index", ("state" = 'rejected'), "created_at", "customer_id";
