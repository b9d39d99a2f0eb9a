ALTER TABLE "sessions" ADD COLUMN "view_as_staff_user_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "view_as_reason" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_view_as_staff_user_id_users_id_fk" FOREIGN KEY ("view_as_staff_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_view_as_idx" ON "sessions" USING btree ("created_at") WHERE "sessions"."view_as_staff_user_id" is not null;--> statement-breakpoint
CREATE INDEX "sessions_view_as_staff_idx" ON "sessions" USING btree ("view_as_staff_user_id") WHERE "sessions"."view_as_staff_user_id" is not null;