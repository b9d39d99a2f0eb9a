import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import { systemContext } from '@/context.ts';
import type { Config } from '@/config.ts';
import { openDatabase, type Database } from '@/db/client.ts';
import type { NotificationStreamEvent } from '@customer-hub/contract/notifications';
import { buildContact, buildOrder, buildStaff, buildTenant } from '../../../test/factories.ts';
import { sessionFor, testConfig } from '../../../test/helpers.ts';
import { createScratchDatabase } from '../../../test/scratch-database.ts';
import { addressOf, openStream, type OpenStream } from '../../../test/sse.ts';

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
