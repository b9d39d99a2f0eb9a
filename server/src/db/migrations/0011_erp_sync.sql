CREATE TABLE "sync_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"entity" text,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connector" text NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"file_id" uuid,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"started_by" uuid,
	"started_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sync_watermarks" (
	"connector" text NOT NULL,
	"entity_set" text NOT NULL,
	"watermark" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_watermarks_connector_entity_set_pk" PRIMARY KEY("connector","entity_set")
);
--> statement-breakpoint
ALTER TABLE "contract_lines" ADD COLUMN "erp_key" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "erp_key" text;--> statement-breakpoint
ALTER TABLE "sync_files" ADD CONSTRAINT "sync_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sync_runs_created_idx" ON "sync_runs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sync_runs_connector_status_idx" ON "sync_runs" USING btree ("connector","status");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_lines_company_erp_key_uq" ON "contract_lines" USING btree ("company_id","erp_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_company_erp_key_uq" ON "ledger_entries" USING btree ("company_id","erp_key");