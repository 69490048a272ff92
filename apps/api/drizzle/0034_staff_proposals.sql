CREATE TABLE "loan_action_flags" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"reporting_status" text,
	"settlement_agreed_paise" bigint,
	"settled_agreed_on" text,
	"written_off_on" text,
	"written_off_paise" bigint,
	"recovered_paise" bigint DEFAULT 0 NOT NULL,
	"restructured_on" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text,
	"order_id" uuid,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'proposed' NOT NULL,
	"proposed_by" uuid NOT NULL,
	"proposed_role" text NOT NULL,
	"reason" text NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_role" text,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"result" jsonb
);
--> statement-breakpoint
ALTER TABLE "loan_action_flags" ADD CONSTRAINT "loan_action_flags_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_proposals" ADD CONSTRAINT "staff_proposals_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_proposals" ADD CONSTRAINT "staff_proposals_proposed_by_staff_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_proposals" ADD CONSTRAINT "staff_proposals_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_proposals_open_idx" ON "staff_proposals" USING btree ("proposed_at") WHERE "staff_proposals"."state" = 'proposed';--> statement-breakpoint
CREATE INDEX "staff_proposals_order_idx" ON "staff_proposals" USING btree ("order_id");