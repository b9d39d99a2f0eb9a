import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACCESS_REQUEST_STATUSES } from '@customer-hub/contract/access-requests';
import { users } from './users.ts';

/** A visitor's request for access (spec /Request). */
export const accessRequests = pgTable(
  'access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    presentation: text('presentation').notNull().default(''),
    language: text('language').notNull().default('es-ES'),
    status: text('status', { enum: ACCESS_REQUEST_STATUSES }).notNull().default('Pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the retention job replaced a refused request's personal fields (the row stays for counts). */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    contactUserId: uuid('contact_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_requests_status_idx').on(t.status, t.createdAt), index('access_requests_refused_idx').on(t.decidedAt).where(sql`status = 'Rejected' and anonymised_at is null`)],
);
