CREATE TABLE "collection_assignments" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"collector_id" uuid NOT NULL,
	"assigned_by" uuid NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"outcome" text,
	"note" text,
	"follow_up_on" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "collection_contacts_outcome_check" CHECK (("collection_contacts"."kind" = 'call') = ("collection_contacts"."outcome" is not null))
);
--> statement-breakpoint
CREATE TABLE "collection_promises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"promised_on" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"paid_paise" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "collection_promises_amount_check" CHECK ("collection_promises"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "collection_assignments" ADD CONSTRAINT "collection_assignments_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_assignments" ADD CONSTRAINT "collection_assignments_collector_id_staff_users_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_assignments" ADD CONSTRAINT "collection_assignments_assigned_by_staff_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_contacts" ADD CONSTRAINT "collection_contacts_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_contacts" ADD CONSTRAINT "collection_contacts_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_promises" ADD CONSTRAINT "collection_promises_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_promises" ADD CONSTRAINT "collection_promises_contact_id_collection_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."collection_contacts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_promises" ADD CONSTRAINT "collection_promises_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_assignments_collector_idx" ON "collection_assignments" USING btree ("collector_id");--> statement-breakpoint
CREATE INDEX "collection_contacts_order_at_idx" ON "collection_contacts" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "collection_promises_order_idx" ON "collection_promises" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "collection_promises_pending_idx" ON "collection_promises" USING btree ("promised_on") WHERE "collection_promises"."state" = 'pending';