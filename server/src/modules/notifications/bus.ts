import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database, Db } from '@/db/client.ts';
import type { AfterCommit } from '@/service-context.ts';
import { dropHungRedis } from '@/lib/redis.ts';
import type { NotificationKind, NotificationParams } from '@customer-hub/contract/notifications';

/** What one notify() told everyone, the same for each recipient: enough to write the item without a query. */
export interface NewItem {
  kind: NotificationKind;
  refId: string;
  params: NotificationParams;
  /** created_at in microseconds since the epoch (the stream's cursor). */
  micros: string;
}

/**
 * What travels between instances: who was just told (recipient, notification id and their new
 * unviewed count) and, when it fits, what (`e`: an instance then writes the item to its streams
 * without reading the database; without it, it reads the rows), or whose unviewed count changed
 * (they viewed some). Never a title: each stream writes it in its reader's language. `i` names
 * each message sent, so one heard through both Redis and PostgreSQL is delivered once.
 */
export type BusMessage = { i?: string } & (
  | { t: 'new'; n: [recipientId: string, notificationId: string, count: number][]; e?: NewItem }
  | { t: 'viewed'; u: string }
  /** The Home of these companies' readers changed (c null: every company's); staff read every Home. */
  | { t: 'home'; c: string[] | null }
);

export type BusTransport = 'postgres' | 'redis';

export interface NotificationBus {
  /** The bus configured: Redis with REDIS_URL, PostgreSQL otherwise. */
  readonly kind: BusTransport;
  /** What carries messages now: PostgreSQL's NOTIFY also while a configured Redis cannot be reached. */
  transport(): BusTransport;
  /** Delivers `messages` to every instance (this one too) once the transaction of `tx` commits, and never if it rolls back. */
  publish(tx: Db, messages: BusMessage[], afterCommit?: AfterCommit): Promise<void>;
  /** Hears every instance's messages; `onLost` runs when some may have been missed. Answers the unsubscribe. */
  subscribe(onMessage: (message: BusMessage) => void, onLost: () => void): Promise<() => Promise<void>>;
}

export const CHANNEL = 'ch_notifications';
// NOTIFY payloads stop at 8,000 bytes (in UTF-8). A recipient takes about 90 characters.
const PAYLOAD_BYTES = 7_800;
const RECIPIENT_BYTES = 96;
/** An item larger than this travels as ids only (the instances read it). */
export const MAX_ITEM_BYTES = 3_000;

const messageId = () => randomBytes(9).toString('base64url');

// A company id takes 39 characters in a list.
const HOME_COMPANIES = 150;
const slices = <T>(list: T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** Long lists of recipients (or companies) in several messages, each under the NOTIFY payload limit and named by an id of its own. */
function chunked(messages: BusMessage[]): string[] {
  return messages.flatMap((m) => {
    if (m.t === 'home') return (m.c && m.c.length > HOME_COMPANIES ? slices(m.c, HOME_COMPANIES) : [m.c]).map((c) => JSON.stringify({ ...m, c, i: messageId() }));
    if (m.t !== 'new') return [JSON.stringify({ ...m, i: messageId() })];
    const itemBytes = m.e ? Buffer.byteLength(JSON.stringify(m.e)) : 0;
    const perMessage = Math.max(1, Math.floor((PAYLOAD_BYTES - itemBytes) / RECIPIENT_BYTES));
    const parts: string[] = [];
    for (let i = 0; i < m.n.length; i += perMessage) parts.push(JSON.stringify({ ...m, i: messageId(), n: m.n.slice(i, i + perMessage) }));
    return parts;
  });
}

/** NOTIFY of each payload, in one statement; inside a transaction PostgreSQL delivers them when it commits. */
async function notifyPayloads(db: Db, payloads: string[]): Promise<void> {
  if (!payloads.length) return;
  await db.execute(sql`select ${sql.join(
    payloads.map((p) => sql`pg_notify(${CHANNEL}, ${p})`),
    sql`, `,
  )}`);
}

/**
 * NOTIFY inside the caller's transaction: PostgreSQL delivers it to every listening connection
 * (every instance, and PGlite's own) only when the transaction commits. One statement for all.
 */
export async function publishThroughPostgres(tx: Db, messages: BusMessage[]): Promise<void> {
  await notifyPayloads(tx, chunked(messages));
}

/** How many message ids an instance remembers, twice over: far more than both paths hold at once. */
const REMEMBERED_IDS = 10_000;

/**
 * Answers true the first time it sees an id (or a message without one), false after: the last
 * REMEMBERED_IDS to 2 × REMEMBERED_IDS ids are kept, in two generations.
 */
export function firstHearing(): (id: string | undefined) => boolean {
  let recent = new Set<string>();
  let older = new Set<string>();
  return (id) => {
    if (id === undefined) return true;
    if (recent.has(id) || older.has(id)) return false;
    if (recent.size >= REMEMBERED_IDS) {
      older = recent;
      recent = new Set();
    }
    recent.add(id);
    return true;
  };
}

export function parseMessage(payload: string): BusMessage | undefined {
  try {
    const m = JSON.parse(payload) as BusMessage;
    if (m.i !== undefined && typeof m.i !== 'string') return undefined;
    if (m.t === 'viewed' && typeof m.u === 'string') return m;
    if (m.t === 'new' && Array.isArray(m.n)) return m;
    if (m.t === 'home' && (m.c === null || Array.isArray(m.c))) return m;
  } catch {
    // not ours
  }
  return undefined;
}

/** PostgreSQL LISTEN/NOTIFY: the session cache's listening-connection pattern (db/client.ts `listen`). */
export function postgresBus(database: Database): NotificationBus {
  return {
    kind: 'postgres',
    transport: () => 'postgres',
    publish: (tx, messages) => publishThroughPostgres(tx, messages),
    subscribe: (onMessage, onLost) =>
      database.listen(
        CHANNEL,
        (payload) => {
          const m = parseMessage(payload);
          if (m) onMessage(m);
        },
        onLost,
      ),
  };
}

/** How long the start waits for the Redis subscription. */
const SUBSCRIBE_WAIT_MS = 3000;

/**
 * Redis pub/sub (REDIS_URL), with PostgreSQL LISTEN/NOTIFY beside it for while Redis is away.
 * A message is published through Redis after the commit (the context's after-commit hook) when
 * this instance reaches Redis, both to send and to hear; otherwise, or when the publish fails, it
 * goes through NOTIFY as without Redis. Every instance listens on both all the time, since any of
 * them may be the one that cannot reach Redis, and delivers each message id once.
 */
export function redisBus(redis: Redis, database: Database): NotificationBus {
  // Redis puts the key prefix (REDIS_KEY_PREFIX) before keys only, not before pub/sub channels.
  const channel = `${redis.options.keyPrefix ?? ''}${CHANNEL}`;
  // This instance's subscription is live (the shared connection alone does not tell it).
  let subscribed = false;
  const transport = (): BusTransport => (redis.status === 'ready' && subscribed ? 'redis' : 'postgres');
  return {
    kind: 'redis',
    transport,
    publish: async (tx, messages, afterCommit) => {
      const payloads = chunked(messages);
      if (!payloads.length) return;
      // Redis away: NOTIFY in the transaction, delivered when it commits, never if it rolls back.
      if (transport() === 'postgres') return notifyPayloads(tx, payloads);
      const send = async () => {
        try {
          await Promise.all(payloads.map((p) => redis.publish(channel, p)));
        } catch (err) {
          // Committed already, so NOTIFY on its own; a message that reached Redis after all is
          // heard twice and delivered once.
          dropHungRedis(redis, err);
          await notifyPayloads(database.db, payloads);
        }
      };
      // Without a transaction's hook (a bare call outside one) the change is already committed.
      if (afterCommit) afterCommit(send);
      else await send();
    },
    subscribe: async (onMessage, onLost) => {
      const first = firstHearing();
      const hear = (payload: string) => {
        const m = parseMessage(payload);
        if (m && first(m.i)) onMessage(m);
      };
      const unlisten = await database.listen(CHANNEL, hear, onLost);
      // Unlike the shared connection (commands fail fast while Redis is out), the subscription
      // waits for Redis, however long, and is made again by ioredis after each reconnection.
      const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined });
      subscriber.on('message', (_channel: string, payload: string) => hear(payload));
      // What was published while the connection was down is lost: the streams are ended when it
      // goes, and again when it is back, so clients resume from their Last-Event-ID after the outage.
      let lost = false;
      subscriber.on('ready', () => {
        if (lost) onLost();
        subscribed = true;
        lost = false;
      });
      subscriber.on('close', () => {
        if (subscribed) {
          onLost();
          lost = true;
        }
        subscribed = false;
      });
      subscriber.on('error', () => undefined);
      // Started while Redis is out, the app does not wait for the subscription beyond a moment.
      const subscription = subscriber.subscribe(channel);
      subscription.catch(() => undefined);
      await Promise.race([subscription, delay(SUBSCRIBE_WAIT_MS, undefined, { ref: false })]);
      return async () => {
        subscriber.removeAllListeners('close');
        subscribed = false;
        // Nothing to flush on a subscribed connection; a QUIT would wait behind a pending SUBSCRIBE.
        subscriber.disconnect();
        await unlisten();
      };
    },
  };
}
