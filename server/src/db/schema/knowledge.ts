import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { KB_ARTICLE_STATUSES, KB_VISIBILITIES } from '@customer-hub/contract/constants/knowledge';
import { companies } from './org.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The text-search configuration of each language (stemming, stop words). A text's search vector
 * and a query against it use the text's own language's, over accent-folded words (ch_fold(), see
 * migration 0004), so "facturacion" finds "facturación".
 */
export const KB_TEXT_SEARCH_CONFIG = sql.raw(
  `(CASE language WHEN 'en-US' THEN 'english'::regconfig WHEN 'es-ES' THEN 'spanish'::regconfig WHEN 'pt-PT' THEN 'portuguese'::regconfig ELSE 'simple'::regconfig END)`,
);

/** Knowledge-base categories, in their set order; names per language (en-US, es-ES, pt-PT). */
export const kbCategories = pgTable('kb_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: integer('position').notNull().default(0),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A knowledge-base article; its words per language are kb_article_texts. */
export const kbArticles = pgTable(
  'kb_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id').references(() => kbCategories.id, { onDelete: 'set null' }),
    status: text('status', { enum: KB_ARTICLE_STATUSES }).notNull().default('draft'),
    /** all: every customer; companies: only those of kb_article_companies. */
    visibility: text('visibility', { enum: KB_VISIBILITIES }).notNull().default('all'),
    /** Readings by customers (GET of the article). */
    views: integer('views').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kb_articles_status_category_idx').on(t.status, t.categoryId)],
);

/** The companies an article is shown to when its visibility is `companies`. */
export const kbArticleCompanies = pgTable(
  'kb_article_companies',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => kbArticles.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.companyId] }), index('kb_article_companies_company_idx').on(t.companyId)],
);

/** An article's version in one language: the cleaned HTML, its words, and their search vector (title weighted A, body B). */
export const kbArticleTexts = pgTable(
  'kb_article_texts',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => kbArticles.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    bodyText: text('body_text').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector(${KB_TEXT_SEARCH_CONFIG}, ch_fold(title)), 'A') || setweight(to_tsvector(${KB_TEXT_SEARCH_CONFIG}, ch_fold(body_text)), 'B')`,
    ),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.language] }), index('kb_article_texts_search_idx').using('gin', t.searchVector)],
);

/**
 * A new request form in which articles were opened (`id`: the form's random id): sent when the
 * request was raised from it, answered when its writer said an article answered the question.
 */
export const kbDrafts = pgTable('kb_drafts', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  ticketId: uuid('ticket_id'),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
});

/** The articles opened in a request form, each once (the first time). */
export const kbDraftOpens = pgTable(
  'kb_draft_opens',
  {
    draftId: uuid('draft_id')
      .notNull()
      .references(() => kbDrafts.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => kbArticles.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.draftId, t.articleId] }), index('kb_draft_opens_article_idx').on(t.articleId)],
);
