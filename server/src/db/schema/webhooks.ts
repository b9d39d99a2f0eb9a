import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { WEBHOOK_DELIVERY_STATUSES } from '@customer-hub/contract/webhooks';
import { companies, tenantPrimaryKey } from './org.ts';
import { users } from './users.ts';

/**
 * A company's webhook subscriptions (docs/ARCHITECTURE.md, "Webhooks"): an address, the events it
 * receives and its signing secret, sealed with the app's secret box. Distributed by company_id on
 * Citus (server/test/ops/citus-rules.ts).
 */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull().default(sql`'{}'::text[]`),
    /** Sealed with the app's secret box (lib/secret-box.ts); answered only when made or rotated. */
    secretSealed: text('secret_sealed').notNull(),
    active: boolean('active').notNull().default(true),
    disabledReason: text('disabled_reason'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** Set by staff only: private, loopback and link-local addresses (and plain http) allowed. */
    allowPrivateNetwork: boolean('allow_private_network').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantPrimaryKey(t), index('webhook_subscriptions_company_idx').on(t.companyId)],
);

/**
 * One event for one subscription: the outbox row (written in the change's transaction) and the
 * delivery log. Its id is the delivery id the receiver sees (Webhook-Id).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').notNull().defaultRandom(),
    subscriptionId: uuid('subscription_id').notNull(),
    companyId: uuid('company_id').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While set and in the future, a sender holds the row (status delivering). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    /** The first 2 KB of the last answer's body. */
    lastResponse: text('last_response'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({ name: 'webhook_deliveries_company_subscription_fk', columns: [t.subscriptionId, t.companyId], foreignColumns: [webhookSubscriptions.id, webhookSubscriptions.companyId] }).onDelete('cascade'),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`status in ('pending', 'failed', 'delivering')`),
    index('webhook_deliveries_subscription_idx').on(t.companyId, t.subscriptionId, t.createdAt),
  ],
);
