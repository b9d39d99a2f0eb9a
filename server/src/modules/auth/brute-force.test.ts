import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs } from '@/db/schema/logs.ts';
import { buildContact, TEST_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { delayFor } from './throttle.ts';

const POLICY = { lockAfter: 5, baseMs: 20, maxMs: 80 };
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ authLockAfter: POLICY.lockAfter, authIpLockAfter: 1000, authLockBaseMs: POLICY.baseMs, authLockMaxMs: POLICY.maxMs, ...(process.env.TEST_REDIS_URL ? { redisUrl: process.env.TEST_REDIS_URL } : {}) });
});
afterAll(() => t.close());

const attempt = (username: string, password: string, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/token', payload: { username, password }, remoteAddress: ip });
const results = async (userId: string) => (await t.database.db.select({ r: loginLogs.result }).from(loginLogs).where(eq(loginLogs.userId, userId))).map((x) => x.r);

describe('brute-force defence', () => {
  it('100 fast wrong passwords: only the first few are checked, every answer looks like a wrong password', async () => {
    const user = await buildContact(t.database.db);
    const started = Date.now();
    const bodies = new Set<string>();
    for (let i = 0; i < 100; i++) bodies.add((await attempt(user.userName, `wrong-${i}`)).body);
    const elapsed = Date.now() - started;
    const checked = (await t.database.db.select().from(loginLogs).where(and(eq(loginLogs.userName, user.userName), eq(loginLogs.result, 'Failed')))).length;
    const locked = (await t.database.db.select().from(loginLogs).where(and(eq(loginLogs.userName, user.userName), eq(loginLogs.result, 'Locked')))).length;

    const minutes = Array.from({ length: 100 }, (_, i) => delayFor(i + 1, { lockAfter: 5, baseMs: 60_000, maxMs: 900_000 })).reduce((a, b) => a + b, 0) / 60_000;
    console.log(`brute force: 100 attempts in ${elapsed} ms; ${checked} checked, ${locked} refused while waiting; with the default policy 100 checked guesses need at least ${minutes} minutes`);
    expect([...bodies]).toEqual(['Failed']);
    expect(checked).toBeLessThan(100);
    expect(checked + locked).toBe(100);
    // Every checked guess after the threshold had to wait its turn.
    const needed = Array.from({ length: checked - 1 }, (_, i) => delayFor(i + 1, POLICY)).reduce((a, b) => a + b, 0);
    expect(elapsed).toBeGreaterThanOrEqual(needed);
  });

  it('an attacker who waits out every wait needs at least the sum of the waits for 100 guesses; the right password works after', async () => {
    const user = await buildContact(t.database.db);
    const started = Date.now();
    let checked = 0;
    while (checked < 100) {
      const wait = await t.app.throttle.waitMs([`acct:${user.userName}`]);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait + 2));
      await attempt(user.userName, `guess-${checked}`);
      checked = (await results(user.id)).filter((r) => r === 'Failed').length;
    }
    const elapsed = Date.now() - started;
    const needed = Array.from({ length: 99 }, (_, i) => delayFor(i + 1, POLICY)).reduce((a, b) => a + b, 0);
    console.log(`brute force: 100 checked guesses took ${elapsed} ms (the configured waits add up to ${needed} ms)`);
    expect(elapsed).toBeGreaterThanOrEqual(needed);

    expect((await attempt(user.userName, TEST_PASSWORD)).body).toBe('Failed');
    await new Promise((r) => setTimeout(r, POLICY.maxMs + 10));
    const res = await attempt(user.userName, TEST_PASSWORD);
    expect(res.json().access_token).toBeTruthy();
    expect((await results(user.id)).at(-1)).toBe('Success');
  }, 120_000);

  it('counts failures per address too, across accounts', async () => {
    const local = await buildTestApp({ authLockAfter: 100, authIpLockAfter: 5, authLockBaseMs: 60_000, authLockMaxMs: 60_000 });
    try {
      const user = await buildContact(local.database.db);
      for (let i = 0; i < 5; i++) await local.app.inject({ method: 'POST', url: '/token', payload: { username: `nobody-${i}`, password: 'x-wrong-password' }, remoteAddress: '198.51.100.9' });

      const fromThere = await local.app.inject({ method: 'POST', url: '/token', payload: { username: user.userName, password: TEST_PASSWORD }, remoteAddress: '198.51.100.9' });
      const fromElsewhere = await local.app.inject({ method: 'POST', url: '/token', payload: { username: user.userName, password: TEST_PASSWORD }, remoteAddress: '198.51.100.10' });

      expect(fromThere.body).toBe('Failed');
      expect(fromElsewhere.json().access_token).toBeTruthy();
    } finally {
      await local.close();
    }
  });
});
