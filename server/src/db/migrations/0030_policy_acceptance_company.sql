ALTER TABLE "policy_acceptances" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_acceptances" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "policy_acceptances" ADD COLUMN "company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "policy_acceptances_version_at_idx" ON "policy_acceptances" USING btree ("policy_version","at");--> statement-breakpoint
-- A decision now records the person's email too: an erasure replaces it with the user name, and
-- still nothing else (see 0029).
CREATE OR REPLACE FUNCTION "policy_acceptances_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('customer_hub.erasure', true), '') = 'on'
     AND (to_jsonb(NEW) - 'user_name' - 'email') = (to_jsonb(OLD) - 'user_name' - 'email') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'policy_acceptances is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
