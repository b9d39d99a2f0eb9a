-- Global search (modules/global-search): trigram matching and btree_gin (company first in the
-- GIN indexes). Both are contrib extensions PGlite bundles and PostgreSQL ships.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
-- Lower case without the accents of Spanish and Portuguese: an IMMUTABLE function (unaccent() is
-- not), so the stored search_text columns can use it. Queries fold their text with it too.
CREATE OR REPLACE FUNCTION ch_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT translate(lower(t), 'áàâãäåāçćčéèêëēíìîïīñńóòôõöøōúùûüūýÿšž', 'aaaaaaaccceeeeeiiiiinnooooooouuuuuyysz') $$;--> statement-breakpoint
CREATE TABLE "document_types" (
	"code" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"section" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"business_partner_id" uuid NOT NULL,
	"site_id" uuid,
	"type_code" text NOT NULL,
	"ledger_entry_id" uuid,
	"document_no" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"document_date" date NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (ch_fold(document_no || ' ' || title || ' ' || description)) STORED,
	CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "contract_lines" ADD COLUMN "search_text" text GENERATED ALWAYS AS (ch_fold(service)) STORED;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "search_text" text GENERATED ALWAYS AS (ch_fold(tour_no || ' ' || origin || ' ' || destination)) STORED;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (ch_fold(document_no || ' ' || description)) STORED;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_business_partner_id_business_partners_id_fk" FOREIGN KEY ("business_partner_id") REFERENCES "public"."business_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_type_code_document_types_code_fk" FOREIGN KEY ("type_code") REFERENCES "public"."document_types"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_company_type_date_idx" ON "documents" USING btree ("company_id","type_code","document_date","id");--> statement-breakpoint
CREATE INDEX "documents_company_bp_idx" ON "documents" USING btree ("company_id","business_partner_id","site_id");--> statement-breakpoint
CREATE INDEX "documents_ledger_entry_idx" ON "documents" USING btree ("ledger_entry_id");--> statement-breakpoint
CREATE INDEX "documents_search_trgm_idx" ON "documents" USING gin ("company_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contract_lines_search_trgm_idx" ON "contract_lines" USING gin ("company_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trips_search_trgm_idx" ON "trips" USING gin ("company_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ledger_entries_search_trgm_idx" ON "ledger_entries" USING gin ("company_id","search_text" gin_trgm_ops);--> statement-breakpoint
-- The default document configuration; the back office changes it.
INSERT INTO "document_types" ("code", "names", "section") VALUES
  ('Budget', '{"en-US": "Budget", "es-ES": "Presupuesto", "pt-PT": "Orçamento"}', 'Budgets'),
  ('Folder', '{"en-US": "Folder", "es-ES": "Carpeta", "pt-PT": "Pasta"}', 'Folders'),
  ('IncidenceReport', '{"en-US": "Incidence report", "es-ES": "Informe de incidencia", "pt-PT": "Relatório de incidência"}', 'IncidenceReports'),
  ('OrderList', '{"en-US": "Order list", "es-ES": "Lista de pedidos", "pt-PT": "Lista de encomendas"}', 'ListOrders'),
  ('ServiceReport', '{"en-US": "Service report", "es-ES": "Informe de servicio", "pt-PT": "Relatório de serviço"}', 'ServiceReports'),
  ('ShipmentNote', '{"en-US": "Shipment note", "es-ES": "Albarán de envío", "pt-PT": "Guia de remessa"}', 'ServiceReports'),
  ('LegalTechnical', '{"en-US": "Legal technician document", "es-ES": "Documento técnico legal", "pt-PT": "Documento técnico legal"}', 'LegalTechnician'),
  ('WasteCertificate', '{"en-US": "Waste certificate", "es-ES": "Certificado de residuos", "pt-PT": "Certificado de resíduos"}', 'LegalTechnician'),
  ('InvoicePdf', '{"en-US": "Invoice", "es-ES": "Factura", "pt-PT": "Fatura"}', 'Invoices'),
  ('CreditMemoPdf', '{"en-US": "Credit memo", "es-ES": "Nota de crédito", "pt-PT": "Nota de crédito"}', 'Invoices')
ON CONFLICT ("code") DO NOTHING;
