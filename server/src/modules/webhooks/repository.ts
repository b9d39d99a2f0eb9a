import { and, asc, count, desc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { webhookDeliveries, webhookSubscriptions } from '@/db/schema/webhooks.ts';
import { users } from '@/db/schema/users.ts';
import { offsetOf } from '@/db/paged-query.ts';
import { WEBHOOK_PRICE_FIELDS, type FindWebhookDeliveriesRequest } from '@customer-hub/contract/webhooks';
import type { Permission } from '@customer-hub/contract/permissions';
import { STAFF_ROLES } from '@customer-hub/contract/roles';

const PRICES: Permission = 'PricesColumn';
/** A text[] parameter (each element bound, not spliced). */
const toTextArray = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

export type SubscriptionRow = typeof webhookSubscriptions.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The channel the webhook sender listens on; a NOTIFY is delivered when the emitting transaction commits. */
export const WEBHOOK_CHANNEL = 'ch_webhooks';

export const notifySender = (db: Db) => db.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);

export const subscriptionsOf = (db: Db, companyId: string) =>
  db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.companyId, companyId)).orderBy(asc(webhookSubscriptions.createdAt), asc(webhookSubscriptions.id));

export async function countSubscriptions(db: Db, companyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhookSubscriptions).where(eq(webhookSubscriptions.companyId, companyId));
  return row?.n ?? 0;
}

/** One subscription, within a company when one is given (a contact's), else any (staff). */
export async function findSubscription(db: Db, id: string, companyId: string | null): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.id, id), companyId ? eq(webhookSubscriptions.companyId, companyId) : undefined))
    .limit(1);
  return row;
}

export async function insertSubscription(db: Db, row: typeof webhookSubscriptions.$inferInsert): Promise<SubscriptionRow> {
  const [saved] = await db.insert(webhookSubscriptions).values(row).returning();
  return saved!;
}

export async function updateSubscription(db: Db, row: Pick<SubscriptionRow, 'id' | 'companyId'>, set: Partial<typeof webhookSubscriptions.$inferInsert>): Promise<SubscriptionRow> {
  const [saved] = await db
    .update(webhookSubscriptions)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(webhookSubscriptions.id, row.id), eq(webhookSubscriptions.companyId, row.companyId)))
    .returning();
  return saved!;
}

export async function deleteSubscription(db: Db, row: Pick<SubscriptionRow, 'id' | 'companyId'>): Promise<void> {
  await db.delete(webhookSubscriptions).where(and(eq(webhookSubscriptions.id, row.id), eq(webhookSubscriptions.companyId, row.companyId)));
}

/** One delivery row per active subscription of each event's company that takes the event; how many. */
export async function insertEventDeliveries(db: Db, events: { companyId: string; event: string; payload: unknown }[]): Promise<number> {
  if (events.length === 0) return 0;
  const given = JSON.stringify(events.map((e) => ({ company_id: e.companyId, event: e.event, payload: e.payload })));
  // Prices only while the subscription's creator sees them: an active staff user, or an active contact with PricesColumn.
  const result = await db.execute(sql`
    insert into ${webhookDeliveries} (subscription_id, company_id, event, payload)
    select s.id, s.company_id, e.event,
      case when u.active and (u.roles && ${toTextArray(STAFF_ROLES)} or ${PRICES} = any(u.permissions)) then e.payload
        else e.payload - ${toTextArray(WEBHOOK_PRICE_FIELDS)} end
    from jsonb_to_recordset(${given}::jsonb) as e(company_id uuid, event text, payload jsonb)
    join ${webhookSubscriptions} s on s.company_id = e.company_id and s.active and e.event = any(s.events)
    left join ${users} u on u.id = s.created_by
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

export async function insertDelivery(db: Db, sub: Pick<SubscriptionRow, 'id' | 'companyId'>, event: string, payload: unknown): Promise<DeliveryRow> {
  const [row] = await db.insert(webhookDeliveries).values({ subscriptionId: sub.id, companyId: sub.companyId, event, payload }).returning();
  return row!;
}

const d = webhookDeliveries;
/** Waiting and due, or claimed by a sender whose lease ran out (it stopped mid-delivery). */
const due = or(and(inArray(d.status, ['pending', 'failed']), lte(d.nextAttemptAt, sql`now()`)), and(eq(d.status, 'delivering'), lte(d.leaseUntil, sql`now()`)));
const ofActiveSubscription = sql`exists (select 1 from ${webhookSubscriptions} s where s.id = ${d.subscriptionId} and s.company_id = ${d.companyId} and s.active)`;

/**
 * Claims up to `limit` due deliveries for `leaseSeconds` in one statement (rows another sender is
 * claiming are skipped): each becomes `delivering` and counts its attempt now, so a sender killed
 * mid-delivery leaves rows that are due again when the lease ends, and only those.
 */
export function claimDue(db: Db, limit: number, leaseSeconds: number): Promise<DeliveryRow[]> {
  const ids = db.select({ id: d.id }).from(d).where(and(due, ofActiveSubscription)).orderBy(asc(d.nextAttemptAt)).limit(limit).for('update', { skipLocked: true });
  return db
    .update(d)
    .set({ status: 'delivering', attempts: sql`${d.attempts} + 1`, leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(and(inArray(d.id, ids), due))
    .returning();
}

export const subscriptionsByIds = (db: Db, ids: string[]) => (ids.length ? db.select().from(webhookSubscriptions).where(inArray(webhookSubscriptions.id, ids)) : Promise.resolve([]));

/** The claim this sender made: the same attempt, still delivering (a later claim counts another). */
const stillOurs = (row: Pick<DeliveryRow, 'id' | 'companyId' | 'attempts'>) => and(eq(d.id, row.id), eq(d.companyId, row.companyId), eq(d.status, 'delivering'), eq(d.attempts, row.attempts));

/** Records the 2xx answers of several claims in one statement (and clears their subscriptions' failure counts). */
export async function markDelivered(db: Db, done: { row: DeliveryRow; statusCode: number; response: string | null }[]): Promise<number> {
  if (done.length === 0) return 0;
  const given = JSON.stringify(done.map(({ row, statusCode, response }) => ({ id: row.id, company_id: row.companyId, attempts: row.attempts, code: statusCode, response })));
  const result = await db.execute(sql`
    with v as (select * from jsonb_to_recordset(${given}::jsonb) as v(id uuid, company_id uuid, attempts int, code int, response text)),
    saved as (
      update ${d} set status = 'delivered', lease_until = null, last_status_code = v.code, last_response = v.response, last_error = null, delivered_at = now()
      from v where ${d.id} = v.id and ${d.companyId} = v.company_id and ${d.status} = 'delivering' and ${d.attempts} = v.attempts
      returning ${d.subscriptionId} as subscription_id, ${d.companyId} as company_id
    ),
    reset as (
      update ${webhookSubscriptions} s set consecutive_failures = 0
      from (select distinct subscription_id, company_id from saved) x
      where s.id = x.subscription_id and s.company_id = x.company_id and s.consecutive_failures <> 0
    )
    select count(*)::int as n from saved`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/**
 * A refused attempt: due again after `retrySeconds`, but never later than the end of the window
 * (`windowSeconds` after the delivery was made); at or past that end it is given up.
 */
export async function markFailed(
  db: Db,
  row: DeliveryRow,
  outcome: { statusCode: number | null; response: string | null; error: string | null },
  retrySeconds: number,
  windowSeconds: number,
): Promise<{ status: 'failed' | 'given_up' } | undefined> {
  const windowEnd = sql`${d.createdAt} + make_interval(secs => ${windowSeconds})`;
  const [saved] = await db
    .update(d)
    .set({
      status: sql`case when now() >= ${windowEnd} then 'given_up' else 'failed' end`,
      nextAttemptAt: sql`least(now() + make_interval(secs => ${retrySeconds}), ${windowEnd})`,
      leaseUntil: null,
      lastStatusCode: outcome.statusCode,
      lastResponse: outcome.response,
      lastError: outcome.error,
    })
    .where(stillOurs(row))
    .returning({ status: d.status });
  return saved ? { status: saved.status as 'failed' | 'given_up' } : undefined;
}

/** Counts a failure of the subscription; answers the row when this one switched it off. */
export async function countFailure(db: Db, row: Pick<DeliveryRow, 'subscriptionId' | 'companyId'>, maxFailures: number, reason: string): Promise<SubscriptionRow | undefined> {
  const s = webhookSubscriptions;
  const [saved] = await db
    .update(s)
    .set({
      consecutiveFailures: sql`${s.consecutiveFailures} + 1`,
      active: sql`case when ${s.consecutiveFailures} + 1 >= ${maxFailures} then false else ${s.active} end`,
      disabledReason: sql`case when ${s.active} and ${s.consecutiveFailures} + 1 >= ${maxFailures} then ${reason} else ${s.disabledReason} end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(s.id, row.subscriptionId), eq(s.companyId, row.companyId)))
    .returning();
  return saved && !saved.active && saved.consecutiveFailures === maxFailures ? saved : undefined;
}

/**
 * Who hears that a subscription was switched off: its company's active main contacts (who manage
 * its webhooks), and its creator while active (staff who made it, say); each once, with an address.
 */
export async function ownersOf(db: Db, companyId: string, createdBy: string | null) {
  const owners = or(and(eq(users.companyId, companyId), eq(users.mainContact, true)), createdBy ? eq(users.id, createdBy) : undefined);
  return db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(owners, eq(users.active, true), isNotNull(users.email)))
    .orderBy(users.id);
}

export async function findDeliveries(db: Db, sub: Pick<SubscriptionRow, 'id' | 'companyId'>, q: FindWebhookDeliveriesRequest) {
  const where = and(eq(d.companyId, sub.companyId), eq(d.subscriptionId, sub.id), q.status ? eq(d.status, q.status) : undefined);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(d)
      .where(where)
      .orderBy(q.direction === 'asc' ? asc(d.createdAt) : desc(d.createdAt), desc(d.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(d).where(where),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** One delivery, within a company when one is given. */
export async function findDelivery(db: Db, id: string, companyId: string | null): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(d)
    .where(and(eq(d.id, id), companyId ? eq(d.companyId, companyId) : undefined))
    .limit(1);
  return row;
}

/** A new attempt now (a delivery being sent keeps its claim). */
export async function requeueDelivery(db: Db, row: Pick<DeliveryRow, 'id' | 'companyId'>): Promise<DeliveryRow | undefined> {
  const [saved] = await db
    .update(d)
    .set({ status: 'pending', nextAttemptAt: sql`now()`, leaseUntil: null })
    .where(and(eq(d.id, row.id), eq(d.companyId, row.companyId), sql`${d.status} <> 'delivering'`))
    .returning();
  return saved;
}

/** PGlite only (one process per data folder): claims left by a killed process are due again. */
export async function releaseLeases(db: Db): Promise<number> {
  const rows = await db.update(d).set({ leaseUntil: sql`now()` }).where(and(eq(d.status, 'delivering'), isNotNull(d.leaseUntil))).returning({ id: d.id });
  return rows.length;
}
