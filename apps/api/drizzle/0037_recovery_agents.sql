CREATE TABLE "recovery_agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"registration_no" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"name" text NOT NULL,
	"id_number" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"agent_id" uuid,
	"agency_name" text NOT NULL,
	"agent_name" text,
	"contact_phone" text NOT NULL,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone NOT NULL,
	"notice_sent_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recovery_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"note" text NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recovery_agents" ADD CONSTRAINT "recovery_agents_agency_id_recovery_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."recovery_agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_assignments" ADD CONSTRAINT "recovery_assignments_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_assignments" ADD CONSTRAINT "recovery_assignments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_assignments" ADD CONSTRAINT "recovery_assignments_agency_id_recovery_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."recovery_agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_assignments" ADD CONSTRAINT "recovery_assignments_agent_id_recovery_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."recovery_agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_assignments" ADD CONSTRAINT "recovery_assignments_assigned_by_staff_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_contacts" ADD CONSTRAINT "recovery_contacts_assignment_id_recovery_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."recovery_assignments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_contacts" ADD CONSTRAINT "recovery_contacts_agent_id_recovery_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."recovery_agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_contacts" ADD CONSTRAINT "recovery_contacts_recorded_by_staff_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recovery_agents_agency_idx" ON "recovery_agents" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "recovery_assignments_order_idx" ON "recovery_assignments" USING btree ("order_id","assigned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_assignments_open_idx" ON "recovery_assignments" USING btree ("order_id") WHERE "recovery_assignments"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "recovery_contacts_assignment_idx" ON "recovery_contacts" USING btree ("assignment_id","at");