ALTER TABLE "account_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
-- An address belongs to one user from now on. Where several users share one, it stays with the
-- one that confirmed it (email_verified_at), else an active one, else the newest; the others' address
-- is cleared (they are asked for their own when they next sign in or by staff) and each clearing
-- is written to the audit log, naming who keeps the address, so staff can see and resolve it.
WITH ranked AS (
	SELECT "id", "user_name", "email",
		row_number() OVER (PARTITION BY lower("email") ORDER BY ("email_verified_at" IS NULL), (NOT "active"), "created_at" DESC, "id") AS "rank",
		first_value("user_name") OVER (PARTITION BY lower("email") ORDER BY ("email_verified_at" IS NULL), (NOT "active"), "created_at" DESC, "id") AS "keeper"
	FROM "users" WHERE "email" <> ''
), cleared AS (
	UPDATE "users" u SET "email" = '', "email_verified_at" = NULL, "updated_at" = now()
	FROM ranked r WHERE u."id" = r."id" AND r."rank" > 1
	RETURNING u."id", r."user_name", r."email", r."keeper"
)
INSERT INTO "audit_log" ("user_id", "user_name", "context", "message", "before", "after")
SELECT "id", 'system', 'users',
	'Email address of ' || "user_name" || ' cleared: ' || "email" || ' also belonged to ' || "keeper" || ', who keeps it; ask ' || "user_name" || ' for an address of their own (' || "id" || ')',
	jsonb_build_object('email', "email"), jsonb_build_object('email', '')
FROM cleared;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email")) WHERE "users"."email" <> '';
