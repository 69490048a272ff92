CREATE TABLE "grievances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"feedback_id" uuid,
	"summary" text NOT NULL,
	"received_on" text NOT NULL,
	"state" text NOT NULL,
	"logged_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolution" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "grievances_feedback_id_unique" UNIQUE("feedback_id")
);
--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_logged_by_staff_users_id_fk" FOREIGN KEY ("logged_by") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_resolved_by_staff_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grievances_state_received_idx" ON "grievances" USING btree ("state","received_on");--> statement-breakpoint
CREATE INDEX "grievances_customer_idx" ON "grievances" USING btree ("customer_id","created_at");