-- Numbers unique across the installation. Tickets (TK-) and orders (OR-) were numbered per company
-- and year, so two companies could hold the same number. Written here by hand, after the generated
-- statements: the first holder of a repeated number (oldest, then lowest id) keeps it; each later
-- one takes a fresh number past the highest of its series and keeps the old one in former_number,
-- which the list searches and global search still match. Then each series' counter starts at its
-- highest number. Numbers outside the hub's PREFIX-YYYY-NNNNNN form are left as they are.
CREATE TABLE "number_series" (
	"kind" text NOT NULL,
	"year" text NOT NULL,
	"last" bigint NOT NULL,
	CONSTRAINT "number_series_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "former_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (ch_fold(order_no || ' ' || coalesce(former_number, '') || ' ' || work_location)) STORED;--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "search_text" text GENERATED ALWAYS AS (ch_fold(shipment_no || ' ' || origin || ' ' || destination)) STORED;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "former_number" text;--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("company_id",ch_grams("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transports_search_trgm_idx" ON "transports" USING gin ("company_id",ch_grams("search_text") gin_trgm_ops);
--> statement-breakpoint
WITH "numbered" AS (
	SELECT "id", "company_id", "ticket_no" AS "no", substring("ticket_no" from '^(TK-[0-9]{4}-)[0-9]+$') AS "series",
		row_number() OVER (PARTITION BY "ticket_no" ORDER BY "created_at", "id") AS "occurrence"
	FROM "tickets"
), "later" AS (
	SELECT "id", "company_id", "series", row_number() OVER (PARTITION BY "series" ORDER BY "no", "occurrence", "id") AS "k"
	FROM "numbered" WHERE "occurrence" > 1 AND "series" IS NOT NULL
), "highest" AS (
	SELECT "series", max(substring("no" from '[0-9]+$')::bigint) AS "last" FROM "numbered" WHERE "series" IS NOT NULL GROUP BY "series"
), "fresh" AS (
	SELECT "later"."id", "later"."company_id", ("highest"."last" + "later"."k")::text AS "n", "later"."series"
	FROM "later" JOIN "highest" ON "highest"."series" = "later"."series"
)
UPDATE "tickets" SET "former_number" = "tickets"."ticket_no", "ticket_no" = "fresh"."series" || lpad("fresh"."n", greatest(6, length("fresh"."n")), '0')
FROM "fresh" WHERE "tickets"."company_id" = "fresh"."company_id" AND "tickets"."id" = "fresh"."id";
--> statement-breakpoint
INSERT INTO "number_series" ("kind", "year", "last")
SELECT 'TK', substring("ticket_no" from '^TK-([0-9]{4})-[0-9]+$'), max(substring("ticket_no" from '[0-9]+$')::bigint)
FROM "tickets" WHERE "ticket_no" ~ '^TK-[0-9]{4}-[0-9]+$' GROUP BY 2;
--> statement-breakpoint
WITH "numbered" AS (
	SELECT "id", "company_id", "order_no" AS "no", substring("order_no" from '^(OR-[0-9]{4}-)[0-9]+$') AS "series",
		row_number() OVER (PARTITION BY "order_no" ORDER BY "created_at", "id") AS "occurrence"
	FROM "orders"
), "later" AS (
	SELECT "id", "company_id", "series", row_number() OVER (PARTITION BY "series" ORDER BY "no", "occurrence", "id") AS "k"
	FROM "numbered" WHERE "occurrence" > 1 AND "series" IS NOT NULL
), "highest" AS (
	SELECT "series", max(substring("no" from '[0-9]+$')::bigint) AS "last" FROM "numbered" WHERE "series" IS NOT NULL GROUP BY "series"
), "fresh" AS (
	SELECT "later"."id", "later"."company_id", ("highest"."last" + "later"."k")::text AS "n", "later"."series"
	FROM "later" JOIN "highest" ON "highest"."series" = "later"."series"
)
UPDATE "orders" SET "former_number" = "orders"."order_no", "order_no" = "fresh"."series" || lpad("fresh"."n", greatest(6, length("fresh"."n")), '0')
FROM "fresh" WHERE "orders"."company_id" = "fresh"."company_id" AND "orders"."id" = "fresh"."id";
--> statement-breakpoint
INSERT INTO "number_series" ("kind", "year", "last")
SELECT 'OR', substring("order_no" from '^OR-([0-9]{4})-[0-9]+$'), max(substring("order_no" from '[0-9]+$')::bigint)
FROM "orders" WHERE "order_no" ~ '^OR-[0-9]{4}-[0-9]+$' GROUP BY 2;
