ALTER TABLE "manual_receipts" DROP CONSTRAINT "manual_receipts_decided_by_staff_users_id_fk";
--> statement-breakpoint
ALTER TABLE "manual_receipts" DROP COLUMN "proposal";--> statement-breakpoint
ALTER TABLE "manual_receipts" DROP COLUMN "decided_by";