ALTER TABLE "cookie_notices" ADD COLUMN "visible_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cookie_notices" ADD COLUMN "visible_until" timestamp with time zone;