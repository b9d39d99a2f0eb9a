import type { Db } from '@/db/client.ts';
import { forbidden, invalidField, notFound, conflict } from '@/lib/errors.ts';
import { checkTarget, RefusedAddress, type GuardOptions } from '@/lib/network-guard.ts';
import type { SecretBox } from '@/lib/secret-box.ts';
import { enqueueEmail } from '@/modules/email/service.ts';
import { getCompany } from '@/modules/org/service.ts';
import type { ServiceContext } from '@/service-context.ts';
import { matchLanguage } from '@customer-hub/contract/languages';
import { isStaff } from '@customer-hub/contract/roles';
import {
  mayReceiveEvent,
  WEBHOOK_EVENT_PERMISSIONS,
  WEBHOOK_PRICE_FIELDS,
  WEBHOOK_MAX_CONSECUTIVE_FAILURES,
  WEBHOOK_MAX_SUBSCRIPTIONS,
  WEBHOOK_PING_EVENT,
  type CreateWebhookRequest,
  type FindWebhookDeliveriesRequest,
  type UpdateWebhookRequest,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookSubscription,
  type WebhookWithSecret,
} from '@customer-hub/contract/webhooks';
import { DELIVERY_TIMEOUT_MS, postJson, type PostOutcome } from './sender.ts';
import { newWebhookSecret, signedHeaders } from './signing.ts';
import * as repo from './repository.ts';

export { verifySignature, signatureOf } from './signing.ts';
export { WEBHOOK_CHANNEL } from './repository.ts';

/** Wait before the 2nd, 3rd, … attempt; the last value repeats until the window ends. */
export const RETRY_SECONDS = [30, 120, 600, 1800, 3600, 7200, 14_400, 28_800] as const;
/** A delivery is retried for this long after it was made, then given up. */
export const RETRY_WINDOW_SECONDS = 24 * 3600;
/** A claim lasts this long: the 10 s timeout and the bookkeeping, with room to spare. */
export const LEASE_SECONDS = 60;
const CLAIM_BATCH = 50;

/** How deliveries are sent, as "Connect your systems" tells receivers. */
export const deliveryPolicy = () => ({
  timeoutSeconds: DELIVERY_TIMEOUT_MS / 1000,
  retrySeconds: [...RETRY_SECONDS],
  retryWindowHours: RETRY_WINDOW_SECONDS / 3600,
});

/**
 * Queues an event for every active subscription of the company that takes it, in the caller's
 * transaction: nothing is sent for a change rolled back, nothing is lost once it commits (the
 * sender is woken at commit by NOTIFY).
 */
export async function emitWebhookEvent(tx: Db, companyId: string, event: WebhookEvent, payload: Record<string, unknown>): Promise<void> {
  await emitWebhookEvents(tx, [{ companyId, event, payload }]);
}

/** Several events in one statement (a sync batch's new ledger entries). */
export async function emitWebhookEvents(tx: Db, events: { companyId: string; event: WebhookEvent; payload: Record<string, unknown> }[]): Promise<void> {
  const queued = await repo.insertEventDeliveries(tx, events);
  if (queued) await repo.notifySender(tx);
}

export interface WebhookDeps {
  secretBox: SecretBox;
  /** Resolver override (tests); dns.lookup by default. */
  resolve?: GuardOptions['resolve'];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const view = (row: repo.SubscriptionRow): WebhookSubscription => ({
  id: row.id,
  companyId: row.companyId,
  url: row.url,
  events: row.events as WebhookEvent[],
  active: row.active,
  disabledReason: row.disabledReason,
  consecutiveFailures: row.consecutiveFailures,
  allowPrivateNetwork: row.allowPrivateNetwork,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
export const deliveryView = (row: repo.DeliveryRow): WebhookDelivery => ({
  id: row.id,
  subscriptionId: row.subscriptionId,
  event: row.event,
  payload: row.payload,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.status === 'pending' || row.status === 'failed' ? iso(row.nextAttemptAt) : null,
  lastStatusCode: row.lastStatusCode,
  lastResponse: row.lastResponse,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  deliveredAt: iso(row.deliveredAt),
});
const auditable = (row: repo.SubscriptionRow) => ({ url: row.url, events: row.events, active: row.active, allowPrivateNetwork: row.allowPrivateNetwork });

/** The company a caller manages: staff name one, a main contact has their own. */
async function companyFor(ctx: ServiceContext, companyId: string | undefined): Promise<string> {
  const p = ctx.principal;
  if (isStaff(p.roles)) {
    if (!companyId) throw invalidField('companyId', 'Staff name the company');
    await getCompany(ctx, companyId);
    return companyId;
  }
  if (!p.mainContact || !p.companyId) throw forbidden('FORBIDDEN', 'Only the company’s main contact manages its webhooks');
  return p.companyId;
}

/** A subscription the caller may manage (another company's: 404). */
async function subscriptionFor(ctx: ServiceContext, id: string): Promise<repo.SubscriptionRow> {
  const p = ctx.principal;
  const staff = isStaff(p.roles);
  if (!staff && (!p.mainContact || !p.companyId)) throw forbidden('FORBIDDEN', 'Only the company’s main contact manages its webhooks');
  const row = await repo.findSubscription(ctx.db, id, staff ? null : p.companyId!);
  if (!row) throw notFound('Webhook');
  return row;
}

async function assertReachable(deps: WebhookDeps, url: string, allowPrivate: boolean, field = 'url') {
  try {
    await checkTarget(url, { allowPrivate, ...(deps.resolve && { resolve: deps.resolve }) });
  } catch (err) {
    if (err instanceof RefusedAddress) throw invalidField(field, `Refused: ${err.message}`);
    throw err;
  }
}

function assertStaffFlag(ctx: ServiceContext, allowPrivateNetwork: boolean | undefined) {
  if (allowPrivateNetwork !== undefined && !isStaff(ctx.principal.roles)) throw forbidden('FORBIDDEN', 'Only staff allow private network addresses');
}

/** A main contact subscribes only to the events whose data they may see themselves (staff: any). */
function assertMayReceive(ctx: ServiceContext, events: readonly WebhookEvent[] | undefined) {
  const p = ctx.principal;
  const held = isStaff(p.roles) || p.permissions;
  const refused = events?.find((e) => !mayReceiveEvent(held, e));
  if (refused) throw invalidField('events', `You cannot subscribe to ${refused}: it needs the ${WEBHOOK_EVENT_PERMISSIONS[refused]} permission`);
}

/**
 * A delivery as its reader may see it: a main contact reads the payload only of the events they
 * may receive, and its prices only with PricesColumn.
 */
function deliveryFor(ctx: ServiceContext, row: repo.DeliveryRow): WebhookDelivery {
  const shown = deliveryView(row);
  const p = ctx.principal;
  if (isStaff(p.roles) || row.event === WEBHOOK_PING_EVENT) return shown;
  const event = row.event as WebhookEvent;
  if (!(event in WEBHOOK_EVENT_PERMISSIONS) || !mayReceiveEvent(p.permissions, event)) return { ...shown, payload: null };
  if (p.permissions.includes('PricesColumn') || !shown.payload || typeof shown.payload !== 'object') return shown;
  const payload = { ...(shown.payload as Record<string, unknown>) };
  for (const field of WEBHOOK_PRICE_FIELDS) delete payload[field];
  return { ...shown, payload };
}

export async function listWebhooks(ctx: ServiceContext, companyId: string | undefined) {
  const company = await companyFor(ctx, companyId);
  return { subscriptions: (await repo.subscriptionsOf(ctx.db, company)).map(view) };
}

export async function createWebhook(ctx: ServiceContext, deps: WebhookDeps, input: CreateWebhookRequest): Promise<WebhookWithSecret> {
  assertStaffFlag(ctx, input.allowPrivateNetwork);
  const company = await companyFor(ctx, input.companyId);
  // Once the caller may manage webhooks at all (403 first), what they may receive.
  assertMayReceive(ctx, input.events);
  const allowPrivate = input.allowPrivateNetwork ?? false;
  await assertReachable(deps, input.url, allowPrivate);
  const secret = newWebhookSecret();
  return ctx.transaction(async (t) => {
    if ((await repo.countSubscriptions(t.db, company)) >= WEBHOOK_MAX_SUBSCRIPTIONS) throw conflict(`A company has at most ${WEBHOOK_MAX_SUBSCRIPTIONS} webhooks`);
    const row = await repo.insertSubscription(t.db, {
      companyId: company,
      url: input.url,
      events: [...new Set(input.events)],
      secretSealed: deps.secretBox.seal(secret),
      allowPrivateNetwork: allowPrivate,
      createdBy: ctx.principal.viewAs ? null : ctx.principal.userId,
    });
    await t.audit('webhooks', `Webhook ${row.id} created for ${row.url}`, { after: auditable(row) });
    return { subscription: view(row), secret };
  });
}

export async function updateWebhook(ctx: ServiceContext, deps: WebhookDeps, id: string, input: UpdateWebhookRequest): Promise<WebhookSubscription> {
  assertStaffFlag(ctx, input.allowPrivateNetwork);
  const before = await subscriptionFor(ctx, id);
  assertMayReceive(ctx, input.events);
  const allowPrivate = input.allowPrivateNetwork ?? before.allowPrivateNetwork;
  if (input.url !== undefined || input.allowPrivateNetwork === false) await assertReachable(deps, input.url ?? before.url, allowPrivate);
  return ctx.transaction(async (t) => {
    const row = await repo.updateSubscription(t.db, before, {
      ...(input.url !== undefined && { url: input.url }),
      ...(input.events && { events: [...new Set(input.events)] }),
      ...(input.allowPrivateNetwork !== undefined && { allowPrivateNetwork: input.allowPrivateNetwork }),
      ...(input.active === true && { active: true, disabledReason: null, consecutiveFailures: 0 }),
      ...(input.active === false && { active: false, disabledReason: before.active ? 'Switched off' : before.disabledReason }),
    });
    await t.audit('webhooks', `Webhook ${row.id} changed`, { before: auditable(before), after: auditable(row) });
    if (row.active) await repo.notifySender(t.db);
    return view(row);
  });
}

export async function deleteWebhook(ctx: ServiceContext, id: string) {
  const row = await subscriptionFor(ctx, id);
  await ctx.transaction(async (t) => {
    await repo.deleteSubscription(t.db, row);
    await t.audit('webhooks', `Webhook ${row.id} removed (${row.url})`, { before: auditable(row) });
  });
  return { removed: true as const };
}

export async function rotateWebhookSecret(ctx: ServiceContext, deps: WebhookDeps, id: string): Promise<WebhookWithSecret> {
  const before = await subscriptionFor(ctx, id);
  const secret = newWebhookSecret();
  return ctx.transaction(async (t) => {
    const row = await repo.updateSubscription(t.db, before, { secretSealed: deps.secretBox.seal(secret) });
    await t.audit('webhooks', `Webhook ${row.id}: signing secret rotated`);
    return { subscription: view(row), secret };
  });
}

export async function pingWebhook(ctx: ServiceContext, id: string): Promise<WebhookDelivery> {
  const sub = await subscriptionFor(ctx, id);
  return ctx.transaction(async (t) => {
    const row = await repo.insertDelivery(t.db, sub, WEBHOOK_PING_EVENT, { subscriptionId: sub.id, message: 'A test from Customer Hub' });
    await t.audit('webhooks', `Webhook ${sub.id}: test sent (delivery ${row.id})`);
    await repo.notifySender(t.db);
    return deliveryView(row);
  });
}

export async function findDeliveries(ctx: ServiceContext, id: string, q: FindWebhookDeliveriesRequest) {
  const sub = await subscriptionFor(ctx, id);
  const page = await repo.findDeliveries(ctx.db, sub, q);
  return { ...page, items: page.items.map((row) => deliveryFor(ctx, row)) };
}

export async function replayDelivery(ctx: ServiceContext, deliveryId: string): Promise<WebhookDelivery> {
  const p = ctx.principal;
  const staff = isStaff(p.roles);
  if (!staff && (!p.mainContact || !p.companyId)) throw forbidden('FORBIDDEN', 'Only the company’s main contact manages its webhooks');
  const found = await repo.findDelivery(ctx.db, deliveryId, staff ? null : p.companyId!);
  if (!found) throw notFound('Delivery');
  return ctx.transaction(async (t) => {
    const row = await repo.requeueDelivery(t.db, found);
    if (!row) throw conflict('The delivery is being sent now');
    await t.audit('webhooks', `Webhook delivery ${row.id} sent again`);
    await repo.notifySender(t.db);
    return deliveryFor(ctx, row);
  });
}

/** The JSON a receiver gets: the same bytes on every attempt of one delivery. */
export const bodyOf = (row: repo.DeliveryRow) => JSON.stringify({ id: row.id, type: row.event, createdAt: row.createdAt.toISOString(), companyId: row.companyId, data: row.payload });

export interface SenderDeps extends WebhookDeps {
  db: Db;
  /** A context for the switch-off's email and audit row. */
  systemContext: (db: Db) => ServiceContext<null>;
  /** Called once a subscription is switched off (logs). */
  onDisabled?: (row: repo.SubscriptionRow) => void;
  /** How long a claim lasts (LEASE_SECONDS by default). */
  leaseSeconds?: number;
}

async function attempt(deps: SenderDeps, row: repo.DeliveryRow, sub: repo.SubscriptionRow | undefined): Promise<PostOutcome> {
  if (!sub) return { statusCode: null, response: null, error: 'the subscription no longer exists' };
  const body = bodyOf(row);
  try {
    const secret = deps.secretBox.open(sub.secretSealed);
    const headers = signedHeaders(secret, row.id, Math.floor(Date.now() / 1000), body);
    return await postJson(sub.url, body, headers, { allowPrivate: sub.allowPrivateNetwork, ...(deps.resolve && { resolve: deps.resolve }) });
  } catch (err) {
    return { statusCode: null, response: null, error: (err instanceof Error ? err.message : String(err)).slice(0, 500) };
  }
}

const accepted = (o: PostOutcome): o is PostOutcome & { statusCode: number } => o.statusCode !== null && o.statusCode >= 200 && o.statusCode < 300;

/** A refused attempt: its retry (or giving up), the subscription's failure count, the switch-off and its emails. */
async function recordFailure(deps: SenderDeps, row: repo.DeliveryRow, outcome: PostOutcome) {
  const retry: number = RETRY_SECONDS[Math.min(row.attempts, RETRY_SECONDS.length) - 1] ?? 28_800;
  const ctx = deps.systemContext(deps.db);
  const disabled = await ctx.transaction(async (t) => {
    const saved = await repo.markFailed(t.db, row, outcome, retry, RETRY_WINDOW_SECONDS);
    if (!saved) return undefined;
    const off = await repo.countFailure(t.db, row, WEBHOOK_MAX_CONSECUTIVE_FAILURES, `Switched off after ${WEBHOOK_MAX_CONSECUTIVE_FAILURES} failed deliveries in a row`);
    if (!off) return undefined;
    await t.audit('webhooks', `Webhook ${off.id} switched off after ${WEBHOOK_MAX_CONSECUTIVE_FAILURES} failed deliveries in a row`);
    // Its company's main contacts, and its creator while active: one who has left (or was erased) hears nothing.
    for (const owner of await repo.ownersOf(t.db, off.companyId, off.createdBy)) {
      await enqueueEmail(t.db, {
        templateKey: 'webhook_disabled',
        language: matchLanguage(owner.language) ?? 'en-US',
        to: owner.email!,
        variables: { name: owner.firstName, url: off.url, failures: String(WEBHOOK_MAX_CONSECUTIVE_FAILURES), lastError: outcome.error ?? `HTTP ${outcome.statusCode}` },
      });
    }
    return off;
  });
  if (disabled) deps.onDisabled?.(disabled);
}

/**
 * One pass of the sender: claims due deliveries (a lease), sends them side by side, records each
 * outcome; answers how many were claimed.
 */
export async function deliverDue(deps: SenderDeps, limit = CLAIM_BATCH): Promise<number> {
  const claimed = await repo.claimDue(deps.db, limit, deps.leaseSeconds ?? LEASE_SECONDS);
  if (!claimed.length) return 0;
  const subs = new Map((await repo.subscriptionsByIds(deps.db, [...new Set(claimed.map((r) => r.subscriptionId))])).map((s) => [s.id, s]));
  const outcomes = await Promise.all(claimed.map(async (row) => ({ row, outcome: await attempt(deps, row, subs.get(row.subscriptionId)) })));
  await repo.markDelivered(
    deps.db,
    outcomes.filter(({ outcome }) => accepted(outcome)).map(({ row, outcome }) => ({ row, statusCode: outcome.statusCode!, response: outcome.response })),
  );
  for (const { row, outcome } of outcomes) if (!accepted(outcome)) await recordFailure(deps, row, outcome);
  return claimed.length;
}

export { releaseLeases } from './repository.ts';
