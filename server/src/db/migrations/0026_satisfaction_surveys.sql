CREATE TABLE "ticket_surveys" (
	"company_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"requester_id" uuid,
	"agent_id" uuid,
	"token_hash" text NOT NULL,
	"rating" integer,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ticket_surveys_company_id_ticket_id_pk" PRIMARY KEY("company_id","ticket_id"),
	CONSTRAINT "ticket_surveys_rating_check" CHECK ("ticket_surveys"."rating" is null or "ticket_surveys"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "ticket_surveys" ADD CONSTRAINT "ticket_surveys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_surveys" ADD CONSTRAINT "ticket_surveys_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_surveys" ADD CONSTRAINT "ticket_surveys_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_surveys" ADD CONSTRAINT "ticket_surveys_company_ticket_fk" FOREIGN KEY ("company_id","ticket_id") REFERENCES "public"."tickets"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_surveys_token_idx" ON "ticket_surveys" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "ticket_surveys_company_created_idx" ON "ticket_surveys" USING btree ("company_id","created_at");