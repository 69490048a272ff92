ALTER TABLE "staff_sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "password_change_required" boolean DEFAULT false NOT NULL;