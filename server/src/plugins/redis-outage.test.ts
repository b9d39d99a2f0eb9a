import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottle } from '@/db/schema/auth.ts';
import { buildContact, TEST_PASSWORD } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { redisProxy, type RedisProxy } from '../../test/redis-proxy.ts';

/**
 * Redis out while the app runs: the calls that use it answer within a bound (a command fails at
 * once when Redis is disconnected, after 1 s when it hangs), never waiting for the outage to end.
 * The sign-in throttle falls back to the database's counters (it never fails open); rate limits
 * to this process's counters.
 */
const BOUND_MS = 2_500;
const LIMIT = 3;
const POLICY = { authLockAfter: 2, authIpLockAfter: 1000, authLockBaseMs: 60_000, authLockMaxMs: 60_000 };

interface FakeRedis {
  url: string;
  close(): Promise<void>;
}

/** A server that accepts connections and never answers a byte (a Redis that hangs). */
async function silentRedis(): Promise<FakeRedis> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('data', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nobody listens on (connections refused). */
async function refusingRedis(): Promise<FakeRedis> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return { url: `redis://127.0.0.1:${port}`, close: async () => undefined };
}

const timed = async <T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> => {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
};

/** What must hold whatever way Redis is out: answers within the bound, counters that still count. */
function staysWithinTheBound(app: () => TestApp): void {
  const signIn = (username: string, password: string) =>
    timed(() => app().app.inject({ method: 'POST', url: '/token', payload: { username, password }, remoteAddress: '203.0.113.9' }));

  it('signs in within the bound, the throttle counting failures in the database and refusing once locked', async () => {
    const user = await buildContact(app().database.db);

    const right = await signIn(user.userName, TEST_PASSWORD);
    const wrong = [];
    for (let i = 0; i < POLICY.authLockAfter; i++) wrong.push(await signIn(user.userName, `wrong-${i}`));
    const locked = await signIn(user.userName, TEST_PASSWORD);

    expect(right.value.statusCode).toBe(200);
    expect(right.value.json().access_token).toBeTruthy();
    expect(wrong.map((w) => w.value.body)).toEqual(['Failed', 'Failed']);
    // Locked: the right password from this (unknown) browser is asked for the emailed code, as without Redis.
    expect(JSON.parse(locked.value.body)).toMatchObject({ two_factor_required: true, method: 'email_unlock' });
    const [counter] = await app().database.db.select().from(authThrottle).where(eq(authThrottle.key, `acct:${user.userName}`));
    expect(counter?.failures).toBe(POLICY.authLockAfter + 1);
    expect(counter?.blockedUntil?.getTime()).toBeGreaterThan(Date.now());
    for (const { ms } of [right, ...wrong, locked]) expect(ms).toBeLessThan(BOUND_MS);
  });

  it('rate-limits within the bound, counting in this process', async () => {
    const answers = [];
    for (let i = 0; i <= LIMIT; i++) {
      answers.push(
        await timed(() =>
          app().app.inject({ method: 'POST', url: '/api/access-requests', remoteAddress: '198.51.100.4', payload: { name: 'Ana', email: `ana.${i}.${Date.now()}@example.test`, presentation: 'Redis out' } }),
        ),
      );
    }

    expect(answers.map((a) => a.value.statusCode)).toEqual([202, 202, 202, 429]);
    for (const { ms } of answers) expect(ms).toBeLessThan(BOUND_MS);
  });
}

describe.each([
  { name: 'accepts the connection and never answers', start: silentRedis },
  { name: 'refuses the connection', start: refusingRedis },
])('with a Redis that $name', ({ start }) => {
  let redis: FakeRedis;
  let t: TestApp;
  beforeAll(async () => {
    redis = await start();
    t = await buildTestApp({ redisUrl: redis.url, rateLimitPerMinute: LIMIT, ...POLICY });
  });
  afterAll(async () => {
    await t.close();
    await redis.close();
  });

  it('starts without waiting for Redis', () => {
    expect(t.app.redis?.status).not.toBe('ready');
  });

  it('says in /health/ready that live notifications go through PostgreSQL meanwhile', async () => {
    expect((await t.app.inject({ url: '/health/ready' })).json()).toEqual({ status: 'ok', notifications: 'postgres', redis: 'unreachable' });
  });

  staysWithinTheBound(() => t);
});

describe.runIf(process.env.TEST_REDIS_URL)('with a Redis that answered, then hangs', () => {
  let redis: RedisProxy;
  let t: TestApp;
  beforeAll(async () => {
    redis = await redisProxy(process.env.TEST_REDIS_URL!);
    t = await buildTestApp({ redisUrl: redis.url, rateLimitPerMinute: LIMIT, ...POLICY });
    // Connected and answering first.
    expect(await t.app.redis?.ping()).toBe('PONG');
    redis.freeze();
  });
  afterAll(async () => {
    await t.close();
    await redis.close();
  });

  it('keeps its connection open: nothing but the command timeout tells it Redis is gone', () => {
    expect(t.app.redis?.status).toBe('ready');
  });

  staysWithinTheBound(() => t);

  it('waits out the timeout once: the connection is dropped, and the commands after it are refused at once', async () => {
    const user = await buildContact(t.database.db);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await t.app.inject({ method: 'POST', url: '/token', payload: { username: user.userName, password: TEST_PASSWORD }, remoteAddress: '192.0.2.7' }));

    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    // Not waiting for a timeout: refused before anything is sent (no offline queue).
    expect(t.app.redis?.status).not.toBe('ready');
    await expect(t.app.redis!.ping()).rejects.toThrow(/enableOfflineQueue/);
  });
});
