import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database, Db } from '@/db/client.ts';
import type { AfterCommit } from '@/lib/service-context.ts';
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
 * (they viewed some). Never a title: each stream writes it in its reader's language.
 */
export type BusMessage =
  | { t: 'new'; n: [recipientId: string, notificationId: string, count: number][]; e?: NewItem }
  | { t: 'viewed'; u: string }
  /** The Home of these companies' readers changed (c null: every company's); staff read every Home. */
  | { t: 'home'; c: string[] | null };

export interface NotificationBus {
  readonly kind: 'postgres' | 'redis';
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

// A company id takes 39 characters in a list.
const HOME_COMPANIES = 150;
const slices = <T>(list: T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** Long lists of recipients (or companies) in several messages, each under the NOTIFY payload limit. */
function chunked(messages: BusMessage[]): string[] {
  return messages.flatMap((m) => {
    if (m.t === 'home') return m.c && m.c.length > HOME_COMPANIES ? slices(m.c, HOME_COMPANIES).map((c) => JSON.stringify({ ...m, c })) : [JSON.stringify(m)];
    if (m.t !== 'new') return [JSON.stringify(m)];
    const itemBytes = m.e ? Buffer.byteLength(JSON.stringify(m.e)) : 0;
    const perMessage = Math.max(1, Math.floor((PAYLOAD_BYTES - itemBytes) / RECIPIENT_BYTES));
    const parts: string[] = [];
    for (let i = 0; i < m.n.length; i += perMessage) parts.push(JSON.stringify({ ...m, n: m.n.slice(i, i + perMessage) }));
    return parts;
  });
}

/**
 * NOTIFY inside the caller's transaction: PostgreSQL delivers it to every listening connection
 * (every instance, and PGlite's own) only when the transaction commits. One statement for all.
 */
export async function publishThroughPostgres(tx: Db, messages: BusMessage[]): Promise<void> {
  const payloads = chunked(messages);
  if (!payloads.length) return;
  await tx.execute(sql`select ${sql.join(
    payloads.map((p) => sql`pg_notify(${CHANNEL}, ${p})`),
    sql`, `,
  )}`);
}

export function parseMessage(payload: string): BusMessage | undefined {
  try {
    const m = JSON.parse(payload) as BusMessage;
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

/**
 * Redis pub/sub (REDIS_URL): published after the commit through the context's after-commit hook,
 * heard on a connection of its own (a subscribed connection can do nothing else).
 */
/** How long the start waits for the Redis subscription. */
const SUBSCRIBE_WAIT_MS = 3000;

export function redisBus(redis: Redis): NotificationBus {
  return {
    kind: 'redis',
    publish: async (_tx, messages, afterCommit) => {
      const send = () => Promise.all(chunked(messages).map((p) => redis.publish(CHANNEL, p)));
      // Without a transaction's hook (a bare call outside one) the change is already committed.
      if (afterCommit) afterCommit(send);
      else await send();
    },
    subscribe: async (onMessage, onLost) => {
      // Unlike the shared connection (commands fail fast while Redis is out), the subscription
      // waits for Redis, however long, and is made again by ioredis after each reconnection.
      const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined });
      subscriber.on('message', (_channel: string, payload: string) => {
        const m = parseMessage(payload);
        if (m) onMessage(m);
      });
      // What was published while the connection was down is lost: the streams are ended when it
      // goes, and again when it is back, so clients resume from their Last-Event-ID after the outage.
      let connected = false;
      let lost = false;
      subscriber.on('ready', () => {
        if (lost) onLost();
        connected = true;
        lost = false;
      });
      subscriber.on('close', () => {
        if (connected) {
          onLost();
          lost = true;
        }
        connected = false;
      });
      subscriber.on('error', () => undefined);
      // Started while Redis is out, the app does not wait for the subscription beyond a moment.
      const subscribed = subscriber.subscribe(CHANNEL);
      subscribed.catch(() => undefined);
      await Promise.race([subscribed, delay(SUBSCRIBE_WAIT_MS, undefined, { ref: false })]);
      return async () => {
        subscriber.removeAllListeners('close');
        // Nothing to flush on a subscribed connection; a QUIT would wait behind a pending SUBSCRIBE.
        subscriber.disconnect();
      };
    },
  };
}
