import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS, type NotificationParams } from '@customer-hub/contract/notifications';
import { users } from './users.ts';

/**
 * What the bell shows a user: one row per recipient. `kind` and `refId` say what it is about (an
 * access request, later a ticket, an order or a document); `params` holds the values its text is
 * built from, so the text is written in the reader's language when it is read, not when it is sent.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    refId: uuid('ref_id').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
  },
  (t) => [index('notifications_recipient_idx').on(t.recipientId, t.createdAt), index('notifications_created_idx').on(t.createdAt)],
);

/**
 * A user's choice of channels for one kind (the bell, email, both or none). No row: the kind's
 * default (contract DEFAULT_NOTIFICATION_CHANNELS).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
