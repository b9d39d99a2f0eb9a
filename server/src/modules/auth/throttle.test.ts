import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { DbThrottleStore, RedisThrottleStore, delayFor, type ThrottleStore } from './throttle.ts';

const policy = { lockAfter: 3, baseMs: 200, maxMs: 800 };

describe('delayFor', () => {
  it('waits nothing before the threshold, then doubles up to the maximum', () => {
    const real = { lockAfter: 5, baseMs: 60_000, maxMs: 900_000 };
    expect([1, 4, 5, 6, 7, 8, 9, 10, 20].map((n) => delayFor(n, real) / 60_000)).toEqual([0, 0, 1, 2, 4, 8, 15, 15, 15]);
  });
});

let t: TestApp;
let redis: Redis | undefined;
beforeAll(async () => {
  t = await buildTestApp();
  if (process.env.TEST_REDIS_URL) redis = new Redis(process.env.TEST_REDIS_URL);
});
afterAll(async () => {
  await redis?.quit();
  await t.close();
});

const stores: [string, () => ThrottleStore | undefined][] = [
  ['PostgreSQL', () => new DbThrottleStore(t.database.db)],
  ['Redis', () => (redis ? new RedisThrottleStore(redis, `test:${Date.now()}:`) : undefined)],
];

describe.each(stores)('%s throttle store', (name, make) => {
  it.runIf(name !== 'Redis' || process.env.TEST_REDIS_URL)('blocks after the threshold with a growing wait, and a reset clears it', async () => {
    const store = make()!;
    const key = `acct:${Math.random()}`;

    for (let i = 0; i < 2; i++) await store.recordFailure(key, policy);
    const before = await store.waitMs([key]);
    await store.recordFailure(key, policy);
    const first = await store.waitMs([key, 'ip:other']);
    await store.recordFailure(key, policy);
    const second = await store.waitMs([key]);
    await store.reset(key);
    const after = await store.waitMs([key]);

    expect(before).toBe(0);
    expect(first).toBeGreaterThan(100);
    expect(first).toBeLessThanOrEqual(200);
    expect(second).toBeGreaterThan(200);
    expect(second).toBeLessThanOrEqual(400);
    expect(after).toBe(0);
  });
});
