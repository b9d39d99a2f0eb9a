import { check, foreignKey, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { TICKET_PRIORITIES } from '@customer-hub/contract/tickets';
import { SLA_NOTICE_STAGES, SLA_TARGETS } from '@customer-hub/contract/sla';
import { companies } from './org.ts';
import { tickets } from './tickets.ts';

/**
 * A company's own service levels (its contract's), per priority: they replace the settings'
 * targets for its new tickets. Business minutes.
 */
export const slaPolicies = pgTable(
  'sla_policies',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    priority: text('priority', { enum: TICKET_PRIORITIES }).notNull(),
    firstResponseMinutes: integer('first_response_minutes').notNull(),
    resolutionMinutes: integer('resolution_minutes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.priority] }),
    check('sla_policies_minutes_ck', sql`${t.firstResponseMinutes} > 0 and ${t.resolutionMinutes} > 0`),
  ],
);

/**
 * The service-level notices sent, one row per ticket, target and stage (warning, breach): the
 * warning job inserts before it tells, so each is sent once, whichever instance runs it.
 */
export const ticketSlaNotices = pgTable(
  'ticket_sla_notices',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id').notNull(),
    target: text('target', { enum: SLA_TARGETS }).notNull(),
    stage: text('stage', { enum: SLA_NOTICE_STAGES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.ticketId, t.target, t.stage] }),
    foreignKey({ name: 'ticket_sla_notices_company_ticket_fk', columns: [t.companyId, t.ticketId], foreignColumns: [tickets.companyId, tickets.id] }).onDelete('cascade'),
  ],
);
