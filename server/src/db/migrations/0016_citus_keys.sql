-- Citus keys (docs/OPERATIONS.md, "Citus"): every primary and unique key of a tenant table holds
-- company_id, and every reference between two tenant tables names the company too. Expand and
-- contract in one transaction: the old references go first (they hold the old keys' indexes), then
-- the old keys; the new keys, then the new references. drizzle-kit cannot name the primary keys it
-- drops, so their DROP CONSTRAINT lines name PostgreSQL's default "<table>_pkey"; the moving of
-- staged uploads into ticket_uploads is written here too. Ids are unchanged.
CREATE TABLE "ticket_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uploaded_by" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_storage_key_unique";--> statement-breakpoint
ALTER TABLE "contract_lines" DROP CONSTRAINT "contract_lines_business_partner_id_business_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "contract_lines" DROP CONSTRAINT "contract_lines_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "contract_lines" DROP CONSTRAINT "contract_lines_contract_id_contracts_id_fk";
--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_business_partner_id_business_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "order_history" DROP CONSTRAINT "order_history_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_business_partner_id_business_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_team_id_teams_id_fk";
--> statement-breakpoint
ALTER TABLE "stocks" DROP CONSTRAINT "stocks_business_partner_id_business_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "stocks" DROP CONSTRAINT "stocks_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "teams" DROP CONSTRAINT "teams_business_partner_id_business_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "teams" DROP CONSTRAINT "teams_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "transports" DROP CONSTRAINT "transports_business_partner_id_business_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "transports" DROP CONSTRAINT "transports_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "transports" DROP CONSTRAINT "transports_trip_id_trips_id_fk";
--> statement-breakpoint
ALTER TABLE "trip_stops" DROP CONSTRAINT "trip_stops_trip_id_trips_id_fk";
--> statement-breakpoint
ALTER TABLE "trips" DROP CONSTRAINT "trips_business_partner_id_business_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "trips" DROP CONSTRAINT "trips_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_business_partner_id_business_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "buildings" DROP CONSTRAINT "buildings_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "sites" DROP CONSTRAINT "sites_business_partner_id_business_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_business_partner_id_business_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_ledger_entry_id_ledger_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "ticket_attachments" DROP CONSTRAINT "ticket_attachments_ticket_id_tickets_id_fk";
--> statement-breakpoint
ALTER TABLE "ticket_attachments" DROP CONSTRAINT "ticket_attachments_comment_id_ticket_comments_id_fk";
--> statement-breakpoint
ALTER TABLE "ticket_comments" DROP CONSTRAINT "ticket_comments_ticket_id_tickets_id_fk";
--> statement-breakpoint
ALTER TABLE "ticket_history" DROP CONSTRAINT "ticket_history_ticket_id_tickets_id_fk";
--> statement-breakpoint
ALTER TABLE "ticket_watchers" DROP CONSTRAINT "ticket_watchers_ticket_id_tickets_id_fk";
--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_business_partner_id_business_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_building_id_buildings_id_fk";
--> statement-breakpoint
ALTER TABLE "home_items" DROP CONSTRAINT "home_items_document_id_documents_id_fk";
--> statement-breakpoint
DROP INDEX "ticket_attachments_unattached_idx";--> statement-breakpoint
ALTER TABLE "ticket_watchers" DROP CONSTRAINT "ticket_watchers_ticket_id_user_id_pk";--> statement-breakpoint
ALTER TABLE "contract_lines" DROP CONSTRAINT "contract_lines_pkey";--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_pkey";--> statement-breakpoint
ALTER TABLE "order_history" DROP CONSTRAINT "order_history_pkey";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pkey";--> statement-breakpoint
ALTER TABLE "stocks" DROP CONSTRAINT "stocks_pkey";--> statement-breakpoint
ALTER TABLE "teams" DROP CONSTRAINT "teams_pkey";--> statement-breakpoint
ALTER TABLE "transports" DROP CONSTRAINT "transports_pkey";--> statement-breakpoint
ALTER TABLE "trip_stops" DROP CONSTRAINT "trip_stops_pkey";--> statement-breakpoint
ALTER TABLE "trips" DROP CONSTRAINT "trips_pkey";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_pkey";--> statement-breakpoint
ALTER TABLE "buildings" DROP CONSTRAINT "buildings_pkey";--> statement-breakpoint
ALTER TABLE "business_partners" DROP CONSTRAINT "business_partners_pkey";--> statement-breakpoint
ALTER TABLE "sites" DROP CONSTRAINT "sites_pkey";--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_pkey";--> statement-breakpoint
ALTER TABLE "ticket_attachments" DROP CONSTRAINT "ticket_attachments_pkey";--> statement-breakpoint
-- Uploads not yet attached to a ticket have no company: they move to ticket_uploads (same id), so
-- every row of ticket_attachments has its company and ticket.
INSERT INTO "ticket_uploads" ("id", "uploaded_by", "file_name", "content_type", "size", "storage_key", "created_at")
  SELECT "id", "uploaded_by", "file_name", "content_type", "size", "storage_key", "created_at" FROM "ticket_attachments" WHERE "ticket_id" IS NULL OR "company_id" IS NULL;--> statement-breakpoint
DELETE FROM "ticket_attachments" WHERE "ticket_id" IS NULL OR "company_id" IS NULL;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ALTER COLUMN "ticket_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_comments" DROP CONSTRAINT "ticket_comments_pkey";--> statement-breakpoint
ALTER TABLE "ticket_history" DROP CONSTRAINT "ticket_history_pkey";--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_pkey";--> statement-breakpoint
ALTER TABLE "contract_lines" ADD CONSTRAINT "contract_lines_id_company_id_pk" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_id_company_id_pk" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_id_company_id_pk" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_id_company_id_pk" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_id_company_id_pk" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_id_company_id_pk" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_id_company_id_pk" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "trip_stops" ADD CONSTRAINT "trip_stops_id_company_id_pk" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_id_company_id_pk" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_id_company_id_pk" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_id_company_id_pk" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "business_partners" ADD CONSTRAINT "business_partners_id_company_id_pk" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_id_company_id_pk" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_id_company_id_pk" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_id_company_id_pk" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_id_company_id_pk" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "ticket_history" ADD CONSTRAINT "ticket_history_id_company_id_pk" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "ticket_watchers" ADD CONSTRAINT "ticket_watchers_company_id_ticket_id_user_id_pk" PRIMARY KEY("company_id","ticket_id","user_id");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_id_company_id_pk" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "ticket_uploads" ADD CONSTRAINT "ticket_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_uploads_created_idx" ON "ticket_uploads" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "contract_lines" ADD CONSTRAINT "contract_lines_company_partner_fk" FOREIGN KEY ("company_id","business_partner_id") REFERENCES "public"."business_partners"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_lines" ADD CONSTRAINT "contract_lines_company_site_fk" FOREIGN KEY ("company_id","site_id") REFERENCES "public"."sites"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_lines" ADD CONSTRAINT "contract_lines_company_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_partner_fk" FOREIGN KEY ("company_id","business_partner_id") REFERENCES "public"."business_partners"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_site_fk" FOREIGN KEY ("company_id","site_id") REFERENCES "public"."sites"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_company_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_partner_fk" FOREIGN KEY ("company_id","business_partner_id") REFERENCES "public"."business_partners"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_site_fk" FOREIGN KEY ("company_id","site_id") REFERENCES "public"."sites"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_team_fk" FOREIGN KEY ("company_id","team_id") REFERENCES "public"."teams"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_company_partner_fk" FOREIGN KEY ("company_id","business_partner_id") REFERENCES "public"."business_partners"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_company_site_fk" FOREIGN KEY ("company_id","site_id") REFERENCES "public"."sites"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_company_partner_fk" FOREIGN KEY ("company_id","business_partner_id") REFERENCES "public"."business_partners"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_company_site_fk" FOREIGN KEY ("company_id","site_id") REFERENCES "public"."sites"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_company_partner_fk" FOREIGN KEY ("company_id","business_partner_id") REFERENCES "public"."business_partners"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_company_site_fk" FOREIGN KEY ("company_id","site_id") REFERENCES "public"."sites"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_company_trip_fk" FOREIGN KEY ("company_id","trip_id") REFERENCES "public"."trips"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD CONSTRAINT "trip_stops_company_trip_fk" FOREIGN KEY ("company_id","trip_id") REFERENCES "public"."trips"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_company_partner_fk" FOREIGN KEY ("company_id","business_partner_id") REFERENCES "public"."business_partners"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_company_site_fk" FOREIGN KEY ("company_id","site_id") REFERENCES "public"."sites"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_company_partner_fk" FOREIGN KEY ("company_id","business_partner_id") REFERENCES "public"."business_partners"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_company_site_fk" FOREIGN KEY ("company_id","site_id") REFERENCES "public"."sites"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_company_site_fk" FOREIGN KEY ("company_id","site_id") REFERENCES "public"."sites"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_company_partner_fk" FOREIGN KEY ("company_id","business_partner_id") REFERENCES "public"."business_partners"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_partner_fk" FOREIGN KEY ("company_id","business_partner_id") REFERENCES "public"."business_partners"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_site_fk" FOREIGN KEY ("company_id","site_id") REFERENCES "public"."sites"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_ledger_entry_fk" FOREIGN KEY ("company_id","ledger_entry_id") REFERENCES "public"."ledger_entries"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_company_ticket_fk" FOREIGN KEY ("company_id","ticket_id") REFERENCES "public"."tickets"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_company_comment_fk" FOREIGN KEY ("company_id","comment_id") REFERENCES "public"."ticket_comments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_company_ticket_fk" FOREIGN KEY ("company_id","ticket_id") REFERENCES "public"."tickets"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_history" ADD CONSTRAINT "ticket_history_company_ticket_fk" FOREIGN KEY ("company_id","ticket_id") REFERENCES "public"."tickets"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_watchers" ADD CONSTRAINT "ticket_watchers_company_ticket_fk" FOREIGN KEY ("company_id","ticket_id") REFERENCES "public"."tickets"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_partner_fk" FOREIGN KEY ("company_id","business_partner_id") REFERENCES "public"."business_partners"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_site_fk" FOREIGN KEY ("company_id","site_id") REFERENCES "public"."sites"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_building_fk" FOREIGN KEY ("company_id","building_id") REFERENCES "public"."buildings"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_storage_key_uq" UNIQUE("company_id","storage_key");