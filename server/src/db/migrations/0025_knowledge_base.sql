CREATE TABLE "kb_article_companies" (
	"article_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "kb_article_companies_article_id_company_id_pk" PRIMARY KEY("article_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "kb_article_texts" (
	"article_id" uuid NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((CASE language WHEN 'en-US' THEN 'english'::regconfig WHEN 'es-ES' THEN 'spanish'::regconfig WHEN 'pt-PT' THEN 'portuguese'::regconfig ELSE 'simple'::regconfig END), ch_fold(title)), 'A') || setweight(to_tsvector((CASE language WHEN 'en-US' THEN 'english'::regconfig WHEN 'es-ES' THEN 'spanish'::regconfig WHEN 'pt-PT' THEN 'portuguese'::regconfig ELSE 'simple'::regconfig END), ch_fold(body_text)), 'B')) STORED,
	CONSTRAINT "kb_article_texts_article_id_language_pk" PRIMARY KEY("article_id","language")
);
--> statement-breakpoint
CREATE TABLE "kb_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"visibility" text DEFAULT 'all' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_draft_opens" (
	"draft_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kb_draft_opens_draft_id_article_id_pk" PRIMARY KEY("draft_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "kb_drafts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"ticket_id" uuid,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "kb_article_companies" ADD CONSTRAINT "kb_article_companies_article_id_kb_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."kb_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_article_companies" ADD CONSTRAINT "kb_article_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_article_texts" ADD CONSTRAINT "kb_article_texts_article_id_kb_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."kb_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_articles" ADD CONSTRAINT "kb_articles_category_id_kb_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."kb_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_articles" ADD CONSTRAINT "kb_articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_articles" ADD CONSTRAINT "kb_articles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_draft_opens" ADD CONSTRAINT "kb_draft_opens_draft_id_kb_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."kb_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_draft_opens" ADD CONSTRAINT "kb_draft_opens_article_id_kb_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."kb_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_drafts" ADD CONSTRAINT "kb_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_drafts" ADD CONSTRAINT "kb_drafts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kb_article_companies_company_idx" ON "kb_article_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "kb_article_texts_search_idx" ON "kb_article_texts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "kb_articles_status_category_idx" ON "kb_articles" USING btree ("status","category_id");--> statement-breakpoint
CREATE INDEX "kb_draft_opens_article_idx" ON "kb_draft_opens" USING btree ("article_id");