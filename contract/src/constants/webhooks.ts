import type { Permission } from './permissions.ts';

/**
 * Webhooks (docs/ARCHITECTURE.md, "Webhooks"): the events a company may subscribe an HTTPS
 * address to, and the states of one delivery.
 */
export const WEBHOOK_EVENTS = [
  'ticket.created',
  'ticket.updated',
  'ticket.commented',
  'ticket.proposal_made',
  'order.status_changed',
  'ledger.invoice_created',
  'ledger.credit_memo_created',
  'document.published',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/**
 * The contact permission whose data an event carries: a main contact subscribes only to events
 * they may see themselves, and reads only those deliveries (staff: any).
 */
export const WEBHOOK_EVENT_PERMISSIONS: Readonly<Record<WebhookEvent, Permission>> = {
  'ticket.created': 'Requests',
  'ticket.updated': 'Requests',
  'ticket.commented': 'Requests',
  'ticket.proposal_made': 'Requests',
  'order.status_changed': 'Orders',
  'ledger.invoice_created': 'CurrentAccounts',
  'ledger.credit_memo_created': 'CurrentAccounts',
  'document.published': 'SearchDocuments',
};

/**
 * Payload fields that are prices: sent only while the subscription's creator sees prices (staff,
 * or a contact with PricesColumn), and shown in the delivery log only to such a reader.
 */
export const WEBHOOK_PRICE_FIELDS = ['amount'] as const;

/** Whether a holder of `permissions` may subscribe to an event (staff pass `true`). */
export const mayReceiveEvent = (permissions: readonly Permission[] | true, event: WebhookEvent): boolean =>
  permissions === true || permissions.includes(WEBHOOK_EVENT_PERMISSIONS[event]);

/** The event of a test sent from My account ("Send a test"); never subscribed to. */
export const WEBHOOK_PING_EVENT = 'ping';

/**
 * pending: waiting for its (next) attempt; delivering: claimed by a sender (a lease); delivered: a
 * 2xx answer; failed: the last attempt was refused, another is due; given_up: no answer within the
 * retry window (24 h after it was created).
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivering', 'delivered', 'failed', 'given_up'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** A subscription is switched off after this many failed attempts in a row. */
export const WEBHOOK_MAX_CONSECUTIVE_FAILURES = 20;
/** The longest address a subscription takes. */
export const WEBHOOK_URL_MAX = 2000;
/** Subscriptions per company. */
export const WEBHOOK_MAX_SUBSCRIPTIONS = 20;
/** The signature's header value starts with this version tag: `v1=<hex>`. */
export const WEBHOOK_SIGNATURE_VERSION = 'v1';
/** A receiver refuses a delivery whose timestamp is further than this from its clock. */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 300;
