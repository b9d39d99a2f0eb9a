import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { RETENTION_RUN_STATUSES, RETENTION_TRIGGERS } from '@customer-hub/contract/constants/retention';
import { users } from './users.ts';

/**
 * One run of the retention job: what it removed per kind of record, and its lease. At most one row
 * is `running` (a unique index), so instances starting at once have one winner; a run whose
 * heartbeat stopped (its process died) is marked abandoned by the next claim.
 */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trigger: text('trigger', { enum: RETENTION_TRIGGERS }).notNull(),
    status: text('status', { enum: RETENTION_RUN_STATUSES }).notNull().default('running'),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Records removed (or blanked, or anonymised) per kind, as the run goes. */
    removed: jsonb('removed').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    error: text('error'),
  },
  (t) => [uniqueIndex('retention_runs_one_running_uq').on(t.status).where(sql`status = 'running'`), index('retention_runs_started_idx').on(t.startedAt)],
);
