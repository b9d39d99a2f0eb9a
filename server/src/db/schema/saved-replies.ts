import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGE_CODES } from '@customer-hub/contract/constants/languages';
import { users } from './users.ts';

/**
 * Staff saved replies: a title and a text with placeholders ({{customer.name}}, …) filled per
 * ticket when used. No owner: shared by every staff user; else the owner's own.
 */
export const savedReplies = pgTable(
  'saved_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    language: text('language', { enum: LANGUAGE_CODES }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Who wrote it: a shared reply may be changed by its author, besides Admins. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_replies_owner_title_idx').on(t.ownerId, t.title)],
);
