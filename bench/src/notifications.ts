import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { openDatabase, type Database } from '../../server/src/db/client.ts';
import { CHANNEL, parseMessage, type BusMessage, type NotificationBus } from '../../server/src/modules/notifications/bus.ts';
import { buildContact, buildOrder, buildStaff, buildTenant } from '../../server/test/factories.ts';
import { sessionFor } from '../../server/test/helpers.ts';
import { openStream, type OpenStream } from '../../server/test/sse.ts';
import type { NotificationStreamEvent } from '@customer-hub/contract/notifications';
import { benchStreamFanOut } from './notifications-fanout.ts';
import { freshDatabase } from './lib/postgres.ts';
import { startServer, type Started } from './lib/processes.ts';
import { fmt, printFigures } from './lib/report.ts';

const TRANSITIONS = Number(process.env.BENCH_TRANSITIONS ?? 200);
const BUDGET_P95_MS = 100;
const BUDGET_RATIO = 5;
const DEADLINE_MS = 10_000;

type Auth = { authorization: string };

/** The people of the scene: the customer told of each transition, and the staff member who makes it. */
export interface Scene {
  db: Database['db'];
  tenant: Awaited<ReturnType<typeof buildTenant>>['tenant'];
  customerId: string;
  customer: Auth;
  staff: Auth;
}

/**
 * A staff transition that tells the customer (ticket proposals by default; order confirmations
 * too): `prepare` makes `count` things to move (untimed), `run` moves one on instance A through
 * its API.
 */
export interface StaffTransition {
  name: string;
  prepare(a: FastifyInstance, scene: Scene, count: number): Promise<string[]>;
  run(a: FastifyInstance, scene: Scene, id: string): Promise<void>;
}

/** Staff propose a date and budget for a request the customer raised: TicketProposed to the requester. */
export const proposeTicket: StaffTransition = {
  name: 'ticket proposal',
  prepare: async (a, scene, count) => {
    const ids: string[] = [];
    // Raised one by one through the API, as the customer would (ticket numbers are sequential).
    for (let i = 0; i < count; i++) {
      const payload = { type: 'Service', title: `Leaking tap ${i}`, description: 'Staff kitchen', siteId: scene.tenant.siteId };
      const res = await a.inject({ method: 'POST', url: '/api/tickets', headers: scene.customer, payload });
      if (res.statusCode !== 201) throw new Error(`raise ticket: ${res.statusCode} ${res.body}`);
      ids.push((res.json() as { id: string }).id);
    }
    return ids;
  },
  run: async (a, scene, id) => {
    const payload = { date: '2099-06-01', budget: 480, currency: 'EUR', note: 'Crew on Monday' };
    const res = await a.inject({ method: 'POST', url: `/api/tickets/${id}/propose`, headers: scene.staff, payload });
    if (res.statusCode !== 200) throw new Error(`propose ${id}: ${res.statusCode} ${res.body}`);
  },
};

export const confirmOrder: StaffTransition = {
  name: 'order confirmation',
  prepare: (_a, scene, count) =>
    Promise.all(Array.from({ length: count }, async (_, i) => (await buildOrder(scene.db, scene.tenant, { createdBy: scene.customerId, orderNo: `OR-2026-${String(i).padStart(6, '0')}` })).id)),
  run: async (a, scene, id) => {
    const res = await a.inject({ method: 'POST', url: `/api/orders/${id}/confirm`, headers: scene.staff, payload: { taskDate: '2099-06-01' } });
    if (res.statusCode !== 200) throw new Error(`confirm ${id}: ${res.statusCode} ${res.body}`);
  },
};

interface Stats {
  p50: number;
  p95: number;
  max: number;
}
function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((x, y) => x - y);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1)! };
}
const ms = (n: number) => `${fmt(n, 2)} ms`;
const show = (s: Stats) => `p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  max ${ms(s.max)}`;

/** NOTIFY on one connection, timed until a LISTEN on another hears it (autocommit: the commit is in it). */
async function rawRoundTrips(url: string, count: number): Promise<number[]> {
  const sender = new pg.Client({ connectionString: url });
  const listener = new pg.Client({ connectionString: url });
  await Promise.all([sender.connect(), listener.connect()]);
  try {
    await listener.query('LISTEN bench_raw');
    const samples: number[] = [];
    for (let i = 0; i < count + 20; i++) {
      const heard = new Promise<void>((resolve) => listener.once('notification', () => resolve()));
      const started = performance.now();
      await sender.query(`select pg_notify('bench_raw', $1)`, [String(i)]);
      await heard;
      if (i >= 20) samples.push(performance.now() - started);
    }
    return samples;
  } finally {
    await Promise.all([sender.end(), listener.end()]);
  }
}

/**
 * A plain LISTEN connection in this process on the app's own channel: when it hears each
 * notification of A's commits, under the same load as the stream (the raw round trip of that very
 * NOTIFY).
 */
async function plainListener(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const heardAt = new Map<string, number>();
  client.on('notification', (n) => {
    const at = performance.now();
    const m = parseMessage(n.payload ?? '');
    if (m?.t === 'new') for (const [, id] of m.n) heardAt.set(id, at);
  });
  await client.query(`LISTEN ${CHANNEL}`);
  return { heardAt, close: () => client.end() };
}

/** The app's production settings on one database, for an instance built in this process. */
function instanceConfig(dataDir: string) {
  return loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', APP_SECRET: 'bench-app-secret-0123456789', DATA_DIR: dataDir, WEB_DIST_DIR: '/nonexistent-web-dist' });
}

/**
 * Records the moment each notification's transaction commits on instance A: A's bus is wrapped so
 * that the context's after-commit hook notes the time (a measuring probe; what is sent is unchanged).
 * The hook runs once A has read PostgreSQL's answer to COMMIT, which may be a fraction of a
 * millisecond after PostgreSQL sent the NOTIFY: the plain listener's p50 can read just below zero.
 */
function commitClock(a: FastifyInstance): Map<string, number> {
  const committedAt = new Map<string, number>();
  const bus = a.notifications.bus;
  const probe: NotificationBus = {
    ...bus,
    publish: (tx, messages: BusMessage[], afterCommit) => {
      const ids = messages.flatMap((m) => (m.t === 'new' ? m.n.map(([, id]) => id) : []));
      afterCommit?.(() => ids.forEach((id) => committedAt.set(id, performance.now())));
      return bus.publish(tx, messages, afterCommit);
    },
  };
  a.notifications.bus = probe;
  return committedAt;
}

/**
 * `npm run bench -- notifications`: two app instances (buildApp each) on one PostgreSQL —
 * instance A in this process, driven through app.inject; instance B in a process of its own, as
 * a second instance behind a load balancer would be, with the customer's stream open on it over
 * loopback. TRANSITIONS staff transitions on A, each timed until the stream has it, against a raw
 * LISTEN/NOTIFY round trip in the same run. Then 1,000 streams on one instance.
 */
export async function benchNotifications(transition: StaffTransition = proposeTicket): Promise<boolean> {
  const database = await freshDatabase('ch_bench_notify');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ch-bench-notify-'));
  const handle = await openDatabase({ url: database.url, poolSize: 10 });
  let a: FastifyInstance | undefined;
  let b: Started | undefined;
  let stream: OpenStream | undefined;
  let listener: Awaited<ReturnType<typeof plainListener>> | undefined;
  try {
    await handle.migrate();
    a = await buildApp({ config: instanceConfig(dataDir), database: handle, logger: false });
    await a.ready();
    b = await startServer('bench/src/servers/app-server.ts', { BENCH_DB_URL: database.url, BENCH_SKIP_DEMO: '1' });
    const onB = `http://127.0.0.1:${b.port}`;

    const db = handle.db;
    const { tenant, company } = await buildTenant(db);
    const customer = await buildContact(db, { companyId: company.id, permissions: ['Notifications', 'Orders', 'Requests'] });
    const staff = await sessionFor(db, (await buildStaff(db, 'Backoffice')).id);
    const scene: Scene = { db, tenant, customerId: customer.id, customer: await sessionFor(db, customer.id), staff };
    const ids = await transition.prepare(a, scene, TRANSITIONS + 10);
    const committedAt = commitClock(a);
    listener = await plainListener(database.url);
    stream = await openStream(onB, await sessionFor(db, customer.id));
    await stream.next((e) => e.event === 'count');

    const raw = stats(await rawRoundTrips(database.url, TRANSITIONS));
    const endToEnd: number[] = [];
    const delivery: number[] = [];
    const plain: number[] = [];
    for (const [i, id] of ids.entries()) {
      const seen = stream.events.length;
      const started = performance.now();
      const heard = stream.next((e) => e.event === 'notification' && (e.data as NotificationStreamEvent).item.refId === id && stream!.events.indexOf(e) >= seen, DEADLINE_MS);
      await transition.run(a, scene, id);
      const event = await heard;
      const at = stream.receivedAt[stream.events.indexOf(event)]!;
      // The first ten warm up connections and JIT.
      if (i < 10) continue;
      endToEnd.push(at - started);
      const notificationId = (event.data as NotificationStreamEvent).item.id;
      delivery.push(at - committedAt.get(notificationId)!);
      plain.push(listener.heardAt.get(notificationId)! - committedAt.get(notificationId)!);
    }
    const e2e = stats(endToEnd);
    const fromCommit = stats(delivery);
    const sameNotify = stats(plain);
    const ratio = fromCommit.p95 / sameNotify.p95;
    printFigures(`Live notifications: ${TRANSITIONS} ${transition.name}s on instance A, each until the customer's stream on instance B has it (PostgreSQL LISTEN/NOTIFY)`, [
      { name: 'raw NOTIFY → LISTEN round trip, idle (baseline)', value: show(raw) },
      { name: "commit on A → a plain LISTEN here hears A's NOTIFY (baseline)", value: show(sameNotify) },
      { name: 'commit on A → event on the stream on B', value: show(fromCommit) },
      { name: 'ratio p95 / plain LISTEN p95', value: fmt(ratio, 1), budget: `<= ${BUDGET_RATIO}`, ok: ratio <= BUDGET_RATIO },
      { name: 'ratio p95 / idle round trip p95', value: fmt(fromCommit.p95 / raw.p95, 1) },
      { name: `${transition.name} request on A → event on B`, value: show(e2e), budget: `p95 <= ${BUDGET_P95_MS} ms`, ok: e2e.p95 <= BUDGET_P95_MS },
    ]);
    stream.close();
    await b.stop();
    b = undefined;
    const fanOutOk = await benchStreamFanOut(database.url);
    return ratio <= BUDGET_RATIO && e2e.p95 <= BUDGET_P95_MS && fanOutOk;
  } finally {
    stream?.close();
    await listener?.close();
    await b?.stop();
    await a?.close();
    await handle.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
