ALTER TABLE "photos" ADD COLUMN "masking" text;--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "aadhaar_enc";