import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DATA_EXPORT_SOURCES, DATA_EXPORT_STATUSES } from '@customer-hub/contract/data-export';
import { companies } from './org.ts';
import { users } from './users.ts';

/**
 * Archives of a person's data (GDPR Art. 15 and 20), asked for by the person or prepared by staff
 * for them, built in the background (`progress`) and kept in the blob store under `storage_key`
 * until `expires_at`; the daily job then deletes the bytes and marks the row expired.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's company when asked (null for staff). */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** Who asked: the person, or the staff user who prepared it. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: DATA_EXPORT_SOURCES }).notNull(),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt), index('data_exports_status_expires_idx').on(t.status, t.expiresAt)],
);
