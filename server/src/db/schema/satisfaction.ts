import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './org.ts';
import { tickets } from './tickets.ts';
import { users } from './users.ts';

/**
 * The satisfaction survey of a Done ticket (one per ticket): who is asked (the requester), whose
 * work it rates (the assignee when it was done, else the staff user who marked it done), the
 * emailed link's token as its SHA-256 (lib/tokens.ts), and the answer until it expires.
 */
export const ticketSurveys = pgTable(
  'ticket_surveys',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id').notNull(),
    requesterId: uuid('requester_id').references(() => users.id, { onDelete: 'set null' }),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    rating: integer('rating'),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One survey per ticket (ticket ids are global; company_id keeps the key distributable).
    primaryKey({ columns: [t.companyId, t.ticketId] }),
    foreignKey({ name: 'ticket_surveys_company_ticket_fk', columns: [t.companyId, t.ticketId], foreignColumns: [tickets.companyId, tickets.id] }).onDelete('cascade'),
    index('ticket_surveys_token_idx').on(t.tokenHash),
    // The report and the dashboard read by the month the request was done.
    index('ticket_surveys_company_created_idx').on(t.companyId, t.createdAt),
    check('ticket_surveys_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);
