ALTER TABLE "policy_acceptances" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_acceptances" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "policy_acceptances" ADD COLUMN "company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "policy_acceptances_version_at_idx" ON "policy_acceptances" USING btree ("policy_version","at");