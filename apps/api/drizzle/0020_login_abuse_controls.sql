-- The picture captchas are gone (decision 062): the table now holds used proof-of-work solutions, one per challenge.
DELETE FROM "captcha_challenges";--> statement-breakpoint
ALTER TABLE "phone_locks" ADD COLUMN "password_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "phone_locks" ADD COLUMN "password_failures_reset_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "captcha_challenges_answer_hash_uq" ON "captcha_challenges" USING btree ("answer_hash");--> statement-breakpoint
CREATE INDEX "login_failures_client_created_idx" ON "login_failures" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_created_idx" ON "otp_challenges" USING btree ("created_at");