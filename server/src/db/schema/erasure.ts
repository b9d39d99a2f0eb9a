import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ERASURE_SOURCES, ERASURE_STATUSES } from '@customer-hub/contract/erasure';
import { companies } from './org.ts';
import { users } from './users.ts';

/**
 * Requests to erase a person's data (GDPR Art. 17), opened by the person or by staff for them and
 * answered by staff within the month the regulation allows (`due_at`). The row itself names nobody:
 * the user it is about is a pseudonymised user once completed, and its reason is the person's own
 * words, cleared by the erasure.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's company when opened (null for staff), the scope Backoffice reads it in. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: ERASURE_SOURCES }).notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status', { enum: ERASURE_STATUSES }).notNull().default('open'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note').notNull().default(''),
    /** What the approval erased and kept, counted per category (contract ErasureOutcome). */
    outcome: jsonb('outcome'),
    /** When staff were told it is overdue (once per request). */
    overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open request per user at a time.
    uniqueIndex('erasure_requests_open_user_uq').on(t.userId).where(sql`${t.status} = 'open'`),
    index('erasure_requests_status_due_idx').on(t.status, t.dueAt),
    index('erasure_requests_user_idx').on(t.userId, t.createdAt),
  ],
);
