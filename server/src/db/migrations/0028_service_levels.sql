CREATE TABLE "sla_policies" (
	"company_id" uuid NOT NULL,
	"priority" text NOT NULL,
	"first_response_minutes" integer NOT NULL,
	"resolution_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sla_policies_company_id_priority_pk" PRIMARY KEY("company_id","priority"),
	CONSTRAINT "sla_policies_minutes_ck" CHECK ("sla_policies"."first_response_minutes" > 0 and "sla_policies"."resolution_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_sla_notices" (
	"company_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"target" text NOT NULL,
	"stage" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_sla_notices_company_id_ticket_id_target_stage_pk" PRIMARY KEY("company_id","ticket_id","target","stage")
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_first_response_minutes" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_resolution_minutes" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "first_response_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "resolution_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "first_responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_paused_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_paused_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_warn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sla_policies" ADD CONSTRAINT "sla_policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_sla_notices" ADD CONSTRAINT "ticket_sla_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_sla_notices" ADD CONSTRAINT "ticket_sla_notices_company_ticket_fk" FOREIGN KEY ("company_id","ticket_id") REFERENCES "public"."tickets"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_sla_due_idx" ON "tickets" USING btree ("sla_due_at");