import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LOGIN_RESULTS } from '@customer-hub/contract/auth';
import { users } from './users.ts';

/** Every sign-in attempt (spec §3 "Login log"). Never holds a password or token. */
export const loginLogs = pgTable(
  'login_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    result: text('result', { enum: LOGIN_RESULTS }).notNull(),
    /** Where in the sign-in it happened: password, two_factor, session, account. */
    stage: text('stage'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_logs_created_idx').on(t.createdAt), index('login_logs_user_idx').on(t.userId, t.createdAt)],
);

/** Unexpected errors (spec §3 "System/exception log"). */
export const systemLogs = pgTable(
  'system_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    level: text('level').notNull(),
    machineName: text('machine_name').notNull(),
    ip: text('ip'),
    path: text('path'),
    context: text('context'),
    shortMessage: text('short_message').notNull(),
    fullMessage: text('full_message'),
    exception: text('exception'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('system_logs_created_idx').on(t.createdAt)],
);

/**
 * Every state change (spec §1 back office "Audit log"): who, when, what, the values before and
 * after when the service has them (secrets replaced by "set"), from which address and request.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    /** The module, e.g. settings. */
    context: text('context').notNull(),
    message: text('message').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    path: text('path'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_context_idx').on(t.context, t.createdAt), index('audit_log_user_idx').on(t.userId, t.createdAt)],
);
