import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { HOME_IMAGE_PURPOSES, HOME_ITEM_KINDS } from '@customer-hub/contract/constants/home-content';
import { companies } from './org.ts';
import { users } from './users.ts';

/**
 * An uploaded Home image: its bytes re-encoded to WebP at the purpose's two widths, each in the
 * blob store. A new upload is a new row, so an image's address never changes what it serves.
 */
export const homeImages = pgTable('home_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  purpose: text('purpose', { enum: HOME_IMAGE_PURPOSES }).notNull(),
  /** SHA-256 of the large variant; the ETag. */
  contentHash: text('content_hash').notNull(),
  largeKey: text('large_key').notNull().unique(),
  largeWidth: integer('large_width').notNull(),
  smallKey: text('small_key').notNull().unique(),
  smallWidth: integer('small_width').notNull(),
  height: integer('height').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One item of the Home page in one language: a slide, a news item, a link or a featured
 * document. The versions of one item in several languages share `group_id`; a reader gets the
 * version in their language, else Spanish, else any. Which fields a kind uses: slide — title
 * (caption), image (photo), logo, url, position; news — title, summary, body (cleaned HTML),
 * news date, image; link — title (label), url, icon, position; document — title, document,
 * position.
 */
export const homeItems = pgTable(
  'home_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: HOME_ITEM_KINDS }).notNull(),
    groupId: uuid('group_id').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull().default(''),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    newsDate: date('news_date'),
    imageId: uuid('image_id').references(() => homeImages.id, { onDelete: 'set null' }),
    logoId: uuid('logo_id').references(() => homeImages.id, { onDelete: 'set null' }),
    url: text('url'),
    icon: text('icon'),
    /**
     * The featured document. No foreign key: Home items are reference data on Citus and documents
     * are distributed, which Citus does not let a reference table point at; deleting a document
     * deletes the items featuring it (modules/documents), and readers skip a missing one.
     */
    documentId: uuid('document_id'),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(false),
    visibleFrom: timestamp('visible_from', { withTimezone: true }),
    visibleUntil: timestamp('visible_until', { withTimezone: true }),
    /** True: every customer; false: only the companies of home_item_companies. */
    allCompanies: boolean('all_companies').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('home_items_kind_language_idx').on(t.kind, t.language, t.published), index('home_items_group_idx').on(t.groupId)],
);

/** The companies an item is shown to when it is not for every customer. */
export const homeItemCompanies = pgTable(
  'home_item_companies',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => homeItems.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.companyId] }), index('home_item_companies_company_idx').on(t.companyId)],
);
