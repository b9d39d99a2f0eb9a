import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database, Db } from '@/db/client.ts';
import type { AfterCommit } from '@/lib/service-context.ts';

/**
 * What travels between instances: who was just told what (recipient and notification ids), or
 * whose unviewed count changed (they viewed some). Ids only: each instance reads the rest for the
 * streams it holds, so a message is small and never carries a title in one language.
 */
export type BusMessage = { t: 'new'; n: [recipientId: string, notificationId: string][] } | { t: 'viewed'; u: string };

export interface NotificationBus {
  readonly kind: 'postgres' | 'redis';
  /** Delivers `messages` to every instance (this one too) once the transaction of `tx` commits, and never if it rolls back. */
  publish(tx: Db, messages: BusMessage[], afterCommit?: AfterCommit): Promise<void>;
  /** Hears every instance's messages; `onLost` runs when some may have been missed. Answers the unsubscribe. */
  subscribe(onMessage: (message: BusMessage) => void, onLost: () => void): Promise<() => Promise<void>>;
}

export const CHANNEL = 'ch_notifications';
// NOTIFY payloads stop at 8,000 bytes: a pair is about 80 characters, so 90 pairs a message.
const PAIRS_PER_MESSAGE = 90;

/** Long lists of recipients in several messages, each under the NOTIFY payload limit. */
function chunked(messages: BusMessage[]): string[] {
  return messages.flatMap((m) => {
    if (m.t !== 'new') return [JSON.stringify(m)];
    const parts: string[] = [];
    for (let i = 0; i < m.n.length; i += PAIRS_PER_MESSAGE) parts.push(JSON.stringify({ t: 'new', n: m.n.slice(i, i + PAIRS_PER_MESSAGE) }));
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
      const subscriber = redis.duplicate();
      subscriber.on('message', (_channel: string, payload: string) => {
        const m = parseMessage(payload);
        if (m) onMessage(m);
      });
      // ioredis reconnects and subscribes again by itself; what was published meanwhile is lost.
      let connected = false;
      subscriber.on('ready', () => (connected = true));
      subscriber.on('close', () => {
        if (connected) onLost();
        connected = false;
      });
      subscriber.on('error', () => undefined);
      await subscriber.subscribe(CHANNEL);
      return async () => {
        subscriber.removeAllListeners('close');
        await subscriber.quit().catch(() => undefined);
      };
    },
  };
}
