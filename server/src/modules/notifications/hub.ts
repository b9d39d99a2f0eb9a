import type { Db } from '@/db/client.ts';
import type { LanguageCode } from '@customer-hub/contract/languages';
import { NOTIFICATION_STREAM_EVENTS } from '@customer-hub/contract/notifications';
import type { BusMessage, NewItem } from './bus.ts';
import { cursorOf, presentNotification } from './present.ts';
import * as repo from './repository.ts';

/** The row a carried item stands for (its access request is never carried). */
const rowOf = (e: NewItem, recipientId: string, id: string): repo.NotificationRow => ({
  id,
  recipientId,
  kind: e.kind,
  refId: e.refId,
  params: e.params,
  micros: e.micros,
  createdAt: new Date(Number(BigInt(e.micros) / 1000n)),
  viewedAt: null,
  request: null,
});

/** One server-sent event of a notifications stream. */
export interface StreamEvent {
  id?: string;
  event: string;
  data: unknown;
}

/** One open stream: whose it is, the language its titles are written in, and how to reach it. */
export interface StreamClient {
  readonly userId: string;
  readonly language: LanguageCode;
  /** The reader's company (null for staff) and whether they are staff: whose Home changes they hear. */
  readonly companyId: string | null;
  readonly staff: boolean;
  send(event: StreamEvent): void;
  /** Ends the stream (the client reconnects and resumes with Last-Event-ID). */
  close(): void;
}

/**
 * The open streams of this instance, by user. Every instance hears every bus message; each
 * looks only at the recipients it holds a stream for (a change of Home, at the readers of the
 * companies it names), reads those notifications and counts in
 * one query each, and writes them to the recipient's own streams: a notification reaches no
 * stream but its recipient's, whatever company anyone is in.
 */
export class StreamHub {
  private readonly byUser = new Map<string, Set<StreamClient>>();

  constructor(private readonly db: Db) {}

  add(client: StreamClient): void {
    let clients = this.byUser.get(client.userId);
    if (!clients) this.byUser.set(client.userId, (clients = new Set()));
    clients.add(client);
  }

  /** Forgets a stream; a user without streams is forgotten too. */
  remove(client: StreamClient): void {
    const clients = this.byUser.get(client.userId);
    if (!clients?.delete(client)) return;
    if (clients.size === 0) this.byUser.delete(client.userId);
  }

  /** Open streams on this instance. */
  get size(): number {
    let n = 0;
    for (const clients of this.byUser.values()) n += clients.size;
    return n;
  }

  /** Users with at least one open stream here. */
  get users(): number {
    return this.byUser.size;
  }

  /** Ends every stream: after a lost bus connection, so each client resumes and misses nothing. */
  closeAll(): void {
    for (const clients of [...this.byUser.values()]) for (const client of [...clients]) client.close();
  }

  /**
   * A bus message: sends what it is about to the streams of its recipients held here — from the
   * message itself when it carries the item, else from the rows read in one query.
   */
  async deliver(message: BusMessage): Promise<void> {
    if (message.t === 'viewed') return this.sendCounts([message.u]);
    if (message.t === 'home') return this.sendHome(message.c);
    const mine = message.n.filter(([recipientId]) => this.byUser.has(recipientId));
    if (!mine.length) return;
    const counts = new Map(mine.map(([recipientId, , count]) => [recipientId, count]));
    const rows = message.e ? mine.map(([recipientId, id]) => rowOf(message.e!, recipientId, id)) : await repo.findByIds(this.db, mine.map(([, id]) => id));
    for (const row of rows) {
      for (const client of this.byUser.get(row.recipientId) ?? []) {
        const data = { count: counts.get(row.recipientId) ?? 0, item: presentNotification(row, client.language) };
        client.send({ id: cursorOf(row), event: NOTIFICATION_STREAM_EVENTS.notification, data });
      }
    }
  }

  /** Tells the streams of the readers whose Home changed (staff read every company's) to read it again. */
  private sendHome(companies: string[] | null): void {
    const of = companies && new Set(companies);
    for (const clients of this.byUser.values()) {
      for (const client of clients) {
        if (!of || client.staff || (client.companyId !== null && of.has(client.companyId))) client.send({ event: NOTIFICATION_STREAM_EVENTS.home, data: {} });
      }
    }
  }

  private async sendCounts(userIds: string[]): Promise<void> {
    const held = userIds.filter((u) => this.byUser.has(u));
    if (!held.length) return;
    const counts = await repo.unviewedCounts(this.db, held);
    for (const userId of held) {
      for (const client of this.byUser.get(userId) ?? []) client.send({ event: NOTIFICATION_STREAM_EVENTS.count, data: { count: counts.get(userId) ?? 0 } });
    }
  }
}
