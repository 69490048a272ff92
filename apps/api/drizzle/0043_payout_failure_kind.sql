ALTER TABLE "payout_attempts" ADD COLUMN "failure_kind" text;--> statement-breakpoint
-- Before issue 35 the simulator failed only the bank's refusals of the account (decision 093).
UPDATE "payout_attempts" SET "failure_kind" = 'bank_refusal' WHERE "state" = 'failed';
