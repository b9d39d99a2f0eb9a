import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EMAIL_STATUSES } from '@customer-hub/contract/email';
import { users } from './users.ts';

/** Email templates per key and language, edited in the back office. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    key: text('key').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.language] })],
);

/**
 * The transactional outbox and, at once, the email log of spec §3. Bodies here are rendered
 * with secrets (links, codes) redacted; the real message waits in email_secrets until sent.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateKey: text('template_key').notNull(),
    language: text('language').notNull(),
    to: text('to').notNull(),
    cc: text('cc').notNull().default(''),
    bcc: text('bcc').notNull().default(''),
    subject: text('subject').notNull(),
    shortMessage: text('short_message').notNull().default(''),
    fullMessage: text('full_message').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('Pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the email is due: at once, or after a refused attempt, its retry time. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * PGlite's claim of a worker sending the email (no row locks there): taken until then, and
     * given back at start, as a PGlite folder has one process. Null when no worker holds it.
     */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt), index('email_outbox_created_idx').on(t.createdAt)],
);

/** The unredacted message of an outbox row; deleted as soon as it is sent or given up. */
export const emailSecrets = pgTable('email_secrets', {
  outboxId: uuid('outbox_id')
    .primaryKey()
    .references(() => emailOutbox.id, { onDelete: 'cascade' }),
  message: jsonb('message').notNull(),
});

/** Deferred work (recovery and sign-up lookups) so public answers take the same time whatever they find. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['Pending', 'Done', 'Failed'] }).notNull().default('Pending'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_due_idx').on(t.status, t.runAfter)],
);
