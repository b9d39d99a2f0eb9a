CREATE TABLE "home_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"content_hash" text NOT NULL,
	"large_key" text NOT NULL,
	"large_width" integer NOT NULL,
	"small_key" text NOT NULL,
	"small_width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_images_large_key_unique" UNIQUE("large_key"),
	CONSTRAINT "home_images_small_key_unique" UNIQUE("small_key")
);
--> statement-breakpoint
CREATE TABLE "home_item_companies" (
	"item_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "home_item_companies_item_id_company_id_pk" PRIMARY KEY("item_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "home_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"group_id" uuid NOT NULL,
	"language" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"news_date" date,
	"image_id" uuid,
	"logo_id" uuid,
	"url" text,
	"icon" text,
	"document_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"visible_from" timestamp with time zone,
	"visible_until" timestamp with time zone,
	"all_companies" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_images" ADD CONSTRAINT "home_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_item_companies" ADD CONSTRAINT "home_item_companies_item_id_home_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."home_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_item_companies" ADD CONSTRAINT "home_item_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_items" ADD CONSTRAINT "home_items_image_id_home_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."home_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_items" ADD CONSTRAINT "home_items_logo_id_home_images_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."home_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_items" ADD CONSTRAINT "home_items_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_items" ADD CONSTRAINT "home_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_item_companies_company_idx" ON "home_item_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "home_items_kind_language_idx" ON "home_items" USING btree ("kind","language","published");--> statement-breakpoint
CREATE INDEX "home_items_group_idx" ON "home_items" USING btree ("group_id");