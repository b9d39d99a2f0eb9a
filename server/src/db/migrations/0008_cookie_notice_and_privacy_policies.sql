CREATE TABLE "cookie_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_acceptances" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "policy_acceptances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"policy_id" uuid NOT NULL,
	"policy_version" integer NOT NULL,
	"language" text NOT NULL,
	"accepted" boolean NOT NULL,
	"ip_address" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"encrypted" boolean DEFAULT false NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cookie_notices" ADD CONSTRAINT "cookie_notices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_policies" ADD CONSTRAINT "privacy_policies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cookie_notices_language_published_idx" ON "cookie_notices" USING btree ("language","published_at");--> statement-breakpoint
CREATE INDEX "policy_acceptances_user_version_idx" ON "policy_acceptances" USING btree ("user_id","policy_version");--> statement-breakpoint
CREATE INDEX "policy_acceptances_at_idx" ON "policy_acceptances" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_policies_version_language_uq" ON "privacy_policies" USING btree ("version","language");--> statement-breakpoint
-- Added by hand: the acceptance log is append-only. No row may be changed or removed, by the app
-- or anyone else with the app's database role.
CREATE FUNCTION "policy_acceptances_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'policy_acceptances is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "policy_acceptances_no_update_delete" BEFORE UPDATE OR DELETE ON "policy_acceptances" FOR EACH ROW EXECUTE FUNCTION "policy_acceptances_append_only"();--> statement-breakpoint
CREATE TRIGGER "policy_acceptances_no_truncate" BEFORE TRUNCATE ON "policy_acceptances" FOR EACH STATEMENT EXECUTE FUNCTION "policy_acceptances_append_only"();
