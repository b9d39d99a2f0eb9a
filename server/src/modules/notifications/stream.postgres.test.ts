import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import { systemContext } from '@/context.ts';
import type { Config } from '@/config.ts';
import { openDatabase, type Database } from '@/db/client.ts';
import type { NotificationStreamEvent } from '@customer-hub/contract/notifications';
import { buildContact, buildOrder, buildStaff, buildTenant } from '../../../test/factories.ts';
import { sessionFor, TEST_REDIS_PREFIX, testConfig } from '../../../test/helpers.ts';
import { createScratchDatabase } from '../../../test/scratch-database.ts';
import { redisProxy, type RedisProxy } from '../../../test/redis-proxy.ts';
import { addressOf, openStream, until, type OpenStream, type SseEvent } from '../../../test/sse.ts';
import { CHANNEL, type BusTransport } from './bus.ts';

/**
 * Two app instances on one PostgreSQL database, as behind a load balancer: a transition on
 * instance A reaches the customer's stream open on instance B — through LISTEN/NOTIFY, and
 * through Redis pub/sub when TEST_REDIS_URL names a Redis.
 */
interface Pair {
  a: FastifyInstance;
  b: FastifyInstance;
  db: Database['db'];
  close(): Promise<void>;
}

async function twoInstances(overrides: Partial<Config> = {}): Promise<Pair> {
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'ch_test_stream');
  const databases = [await openDatabase({ url: scratch.url, poolSize: 4 }), await openDatabase({ url: scratch.url, poolSize: 4 })];
  await databases[0]!.migrate();
  const configs = [testConfig(overrides), testConfig(overrides)];
  const [a, b] = await Promise.all(databases.map((database, i) => buildApp({ config: configs[i]!, database, logger: false })));
  await Promise.all([a!.ready(), b!.ready()]);
  return {
    a: a!,
    b: b!,
    db: databases[0]!.db,
    close: async () => {
      await Promise.all([a!.close(), b!.close()]);
      await Promise.all(databases.map((d) => d.close()));
      await scratch.drop();
      for (const c of configs) fs.rmSync(c.storageDir, { recursive: true, force: true });
    },
  };
}

const buses = [{ name: 'PostgreSQL LISTEN/NOTIFY', overrides: {} as Partial<Config> }];
if (process.env.TEST_REDIS_URL) buses.push({ name: 'Redis pub/sub', overrides: { redisUrl: process.env.TEST_REDIS_URL } });

for (const bus of buses) {
  describe(`notifications across instances (${bus.name})`, () => {
    let pair: Pair;
    const streams: OpenStream[] = [];
    beforeAll(async () => {
      pair = await twoInstances(bus.overrides);
    });
    afterAll(async () => {
      streams.forEach((s) => s.close());
      await pair.close();
    });

    it(`uses ${bus.name}`, () => {
      expect(pair.a.notifications.bus.kind).toBe(bus.overrides.redisUrl ? 'redis' : 'postgres');
    });

    it("reaches the customer's stream on instance B when staff confirm the order on instance A, and only theirs", async () => {
      const { tenant, company } = await buildTenant(pair.db);
      const other = await buildTenant(pair.db);
      const customer = await buildContact(pair.db, { companyId: company.id, permissions: ['Notifications', 'Orders'], language: 'es-ES' });
      const stranger = await buildContact(pair.db, { companyId: other.company.id, permissions: ['Notifications', 'Orders'] });
      const staff = await buildStaff(pair.db, 'Admin');
      const order = await buildOrder(pair.db, tenant, { createdBy: customer.id, orderNo: 'OR-2026-000501' });
      const onB = await addressOf(pair.b);
      const stream = await openStream(onB, await sessionFor(pair.db, customer.id));
      const strangers = await openStream(onB, await sessionFor(pair.db, stranger.id));
      streams.push(stream, strangers);
      await stream.next((e) => e.event === 'count');
      await strangers.next((e) => e.event === 'count');

      const res = await pair.a.inject({ method: 'POST', url: `/api/orders/${order.id}/confirm`, headers: await sessionFor(pair.db, staff.id), payload: { taskDate: '2099-06-03' } });
      expect(res.statusCode).toBe(200);

      const event = await stream.next((e) => e.event === 'notification');
      const data = event.data as NotificationStreamEvent;
      expect(data.count).toBe(1);
      expect(data.item).toMatchObject({ refId: order.id, kind: 'OrderStatusChanged', title: 'Pedido OR-2026-000501: nuevo estado «Confirmado»' });
      expect(strangers.events.filter((e) => e.event === 'notification')).toEqual([]);
    });

    it('sends nothing to instance B for a transaction on instance A that rolls back', async () => {
      const { tenant, company } = await buildTenant(pair.db);
      const customer = await buildContact(pair.db, { companyId: company.id, permissions: ['Notifications', 'Orders'] });
      const [lost, kept] = await Promise.all([buildOrder(pair.db, tenant), buildOrder(pair.db, tenant)]);
      const stream = await openStream(await addressOf(pair.b), await sessionFor(pair.db, customer.id));
      streams.push(stream);
      await stream.next((e) => e.event === 'count');
      const ctx = systemContext(pair.a.db, null, pair.a);
      const event = (orderId: string) => ({ kind: 'OrderStatusChanged' as const, refId: orderId, params: { orderNo: 'OR-X', status: 'Confirmed' } });

      await expect(
        ctx.transaction(async (t) => {
          await t.notify([customer.id], event(lost!.id));
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      await ctx.transaction((t) => t.notify([customer.id], event(kept!.id)));

      const received = await stream.next((e) => e.event === 'notification');
      expect((received.data as NotificationStreamEvent).item.refId).toBe(kept!.id);
      expect(JSON.stringify(stream.events)).not.toContain(lost!.id);
    });
  });
}

/**
 * Redis configured, then stopped (a proxy in front of the real one, closed by the test), then
 * back: while it is away both instances publish through PostgreSQL NOTIFY and every instance hears
 * it, /health/ready and /metrics say so; once it is back they return to it. A message heard both
 * ways is delivered once.
 */
/** The bus's channel in Redis, where this process's apps publish (their key prefix before it). */
const REDIS_CHANNEL = `${TEST_REDIS_PREFIX}${CHANNEL}`;

describe.runIf(process.env.TEST_REDIS_URL)('notifications across instances while Redis is away', () => {
  const METRICS_TOKEN = 'metrics-token-for-the-bus-test';
  // Far below what a client would notice, far above a NOTIFY's round trip.
  const BOUND_MS = 3_000;
  let proxy: RedisProxy;
  let pair: Pair;
  // The test's own connections to the real Redis: what went through it, and a way to send.
  let listener: Redis;
  let sender: Redis;
  const throughRedis: string[] = [];
  const streams: OpenStream[] = [];
  beforeAll(async () => {
    proxy = await redisProxy(process.env.TEST_REDIS_URL!);
    pair = await twoInstances({ redisUrl: proxy.url, metricsToken: METRICS_TOKEN });
    listener = new Redis(process.env.TEST_REDIS_URL!);
    sender = new Redis(process.env.TEST_REDIS_URL!);
    listener.on('message', (_channel: string, payload: string) => throughRedis.push(payload));
    await listener.subscribe(REDIS_CHANNEL);
  });
  afterAll(async () => {
    streams.forEach((s) => s.close());
    await pair.close();
    listener.disconnect();
    sender.disconnect();
    await proxy.close();
  });

  const both = (transport: BusTransport) => () => [pair.a, pair.b].every((app) => app.notifications.bus.transport() === transport);
  const ready = async (app: FastifyInstance) => (await app.inject({ url: '/health/ready' })).json();
  const metric = async (app: FastifyInstance) => {
    const body = (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
    return [...body.matchAll(/^notification_bus_transport\{transport="(\w+)"\} (\d)$/gm)].map((m) => `${m[1]} ${m[2]}`).sort();
  };
  /** A customer with an order, staff to confirm it, and the customer's stream on each instance. */
  const scene = async () => {
    const { tenant, company } = await buildTenant(pair.db);
    const customer = await buildContact(pair.db, { companyId: company.id, permissions: ['Notifications', 'Orders'] });
    const staff = await sessionFor(pair.db, (await buildStaff(pair.db, 'Admin')).id);
    const order = await buildOrder(pair.db, tenant, { createdBy: customer.id });
    const onA = await openStream(await addressOf(pair.a), await sessionFor(pair.db, customer.id));
    const onB = await openStream(await addressOf(pair.b), await sessionFor(pair.db, customer.id));
    streams.push(onA, onB);
    await Promise.all([onA.next((e) => e.event === 'count'), onB.next((e) => e.event === 'count')]);
    const confirm = async () => {
      const res = await pair.a.inject({ method: 'POST', url: `/api/orders/${order!.id}/confirm`, headers: staff, payload: { taskDate: '2099-06-03' } });
      expect(res.statusCode).toBe(200);
    };
    return { customer, order: order!, onA, onB, confirm };
  };
  const ofOrder = (orderId: string) => (e: SseEvent) => e.event === 'notification' && (e.data as NotificationStreamEvent).item.refId === orderId;

  it('goes through Redis while it answers', async () => {
    await until(both('redis'), 5_000, 'both instances on Redis');

    expect(await ready(pair.a)).toEqual({ status: 'ok', notifications: 'redis', redis: 'reachable' });
    expect(await metric(pair.b)).toEqual(['postgres 0', 'redis 1']);
  });

  it('goes through PostgreSQL while Redis is stopped: to the other instance and the same one, within the bound', async () => {
    await proxy.stop();
    await until(both('postgres'), 5_000, 'both instances on PostgreSQL');
    expect(await ready(pair.a)).toEqual({ status: 'ok', notifications: 'postgres', redis: 'unreachable' });
    expect(await ready(pair.b)).toEqual({ status: 'ok', notifications: 'postgres', redis: 'unreachable' });
    expect(await metric(pair.b)).toEqual(['postgres 1', 'redis 0']);
    const { order, onA, onB, confirm } = await scene();
    const heardByRedis = throughRedis.length;

    const started = performance.now();
    await confirm();
    await Promise.all([onB.next(ofOrder(order.id), BOUND_MS), onA.next(ofOrder(order.id), BOUND_MS)]);

    expect(performance.now() - started).toBeLessThan(BOUND_MS);
    expect(throughRedis.length).toBe(heardByRedis);
    expect(onB.events.filter(ofOrder(order.id))).toHaveLength(1);
    expect(onA.events.filter(ofOrder(order.id))).toHaveLength(1);
  });

  it('goes back to Redis once it is back, and delivers a message heard both ways once', async () => {
    await proxy.start();
    await until(both('redis'), 10_000, 'both instances back on Redis');
    expect(await ready(pair.b)).toEqual({ status: 'ok', notifications: 'redis', redis: 'reachable' });
    const { customer, order, onB, confirm } = await scene();

    await confirm();
    await onB.next(ofOrder(order.id), BOUND_MS);
    expect(throughRedis.some((p) => p.includes(order.id))).toBe(true);

    // One message sent both ways, then one more on each way: once both are in, so is each copy.
    const micros = String(BigInt(Date.now()) * 1000n);
    const message = (i: string, notificationId: string) =>
      JSON.stringify({ t: 'new', i, n: [[customer.id, notificationId, 2]], e: { kind: 'OrderStatusChanged', refId: order.id, params: { orderNo: 'OR-BOTH', status: 'Confirmed' }, micros } });
    const [twice, afterOnRedis, afterOnPostgres] = [randomUUID(), randomUUID(), randomUUID()];
    const notifyPostgres = (payload: string) => pair.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
    await sender.publish(REDIS_CHANNEL, message('both-ways', twice));
    await notifyPostgres(message('both-ways', twice));
    await sender.publish(REDIS_CHANNEL, message('after-on-redis', afterOnRedis));
    await notifyPostgres(message('after-on-postgres', afterOnPostgres));
    const withId = (id: string) => (e: SseEvent) => e.event === 'notification' && e.id?.endsWith(id) === true;
    await Promise.all([onB.next(withId(afterOnRedis), BOUND_MS), onB.next(withId(afterOnPostgres), BOUND_MS)]);

    expect(onB.events.filter(withId(twice))).toHaveLength(1);
  });
});
