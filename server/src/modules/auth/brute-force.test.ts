import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs } from '@/db/schema/logs.ts';
import { buildContact, TEST_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, TEST_REDIS_PREFIX, type TestApp } from '../../../test/helpers.ts';
import { SoftAuthenticator } from '../../../test/soft-authenticator.ts';
import { delayFor } from './throttle.ts';

const POLICY = { lockAfter: 5, baseMs: 20, maxMs: 80 };
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ authLockAfter: POLICY.lockAfter, authIpLockAfter: 1000, authLockBaseMs: POLICY.baseMs, authLockMaxMs: POLICY.maxMs, ...(process.env.TEST_REDIS_URL ? { redisUrl: process.env.TEST_REDIS_URL } : {}) });
});
afterAll(() => t.close());

const attempt = (username: string, password: string, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/token', payload: { username, password }, remoteAddress: ip });
/** An answer's shape: `Failed`, or the locked account's challenge with its random id left out. */
const shapeOf = (res: { body: string }) => (res.body.startsWith('{') ? JSON.stringify({ ...(JSON.parse(res.body) as object), challenge_id: '…' }) : res.body);
const UNLOCK = JSON.stringify({ two_factor_required: true, challenge_id: '…', method: 'email_unlock', expires_in_seconds: 600 });
// In the order written: without an order, PostgreSQL may answer the rows in any order.
const results = async (userId: string) => (await t.database.db.select({ r: loginLogs.result }).from(loginLogs).where(eq(loginLogs.userId, userId)).orderBy(loginLogs.createdAt)).map((x) => x.r);


/** The lower tenth of some timings: the quickest answers, which the machine's other work has least added to. */
const lowTenth = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 10)]!;
describe('brute-force defence', () => {
  it('100 fast wrong passwords: only the first few are checked; a wrong password answers Failed, the lock the same challenge for every password', async () => {
    const user = await buildContact(t.database.db);
    const started = Date.now();
    const bodies = new Set<string>();
    for (let i = 0; i < 100; i++) bodies.add(shapeOf(await attempt(user.userName, `wrong-${i}`)));
    const elapsed = Date.now() - started;
    const checked = (await t.database.db.select().from(loginLogs).where(and(eq(loginLogs.userName, user.userName), eq(loginLogs.result, 'Failed')))).length;
    const locked = (await t.database.db.select().from(loginLogs).where(and(eq(loginLogs.userName, user.userName), eq(loginLogs.result, 'Locked')))).length;

    const minutes = Array.from({ length: 100 }, (_, i) => delayFor(i + 1, { lockAfter: 5, baseMs: 60_000, maxMs: 900_000 })).reduce((a, b) => a + b, 0) / 60_000;
    console.log(`brute force: 100 attempts in ${elapsed} ms; ${checked} checked, ${locked} refused while waiting; with the default policy 100 checked guesses need at least ${minutes} minutes`);
    expect([...bodies]).toEqual(['Failed', UNLOCK]);
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

    // (What the right password meets while locked is stranger-lock.test.ts's, with a lock that
    // outlasts a slow machine's request.)
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

describe('device cookies: strangers cannot lock a known browser out', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await buildTestApp({ authLockAfter: 5, authIpLockAfter: 10, authLockBaseMs: 60_000, authLockMaxMs: 60_000, ...(process.env.TEST_REDIS_URL ? { redisUrl: process.env.TEST_REDIS_URL } : {}) });
  });
  afterAll(() => local.close());

  const NAT = '192.0.2.44';
  const signIn = (username: string, password: string, cookie?: string, ip = NAT) =>
    local.app.inject({ method: 'POST', url: '/token', payload: { username, password }, remoteAddress: ip, headers: cookie ? { cookie } : {} });
  /** The browser's cookie after a successful sign-in: `ch_device=…`. */
  const cookieOf = (res: Awaited<ReturnType<typeof signIn>>) => String(res.headers['set-cookie']).split(';')[0]!;

  it('is set on a successful sign-in only: HttpOnly, SameSite=Strict, for the token call only, Secure over https', async () => {
    const user = await buildContact(local.database.db);
    expect((await signIn(user.userName, 'wrong-password-1')).headers['set-cookie']).toBeUndefined();
    const ok = await signIn(user.userName, TEST_PASSWORD, undefined, '192.0.2.1');
    expect(ok.cookies).toEqual([{ name: 'ch_device', value: expect.stringMatching(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/), path: '/token', maxAge: 15_552_000, httpOnly: true, sameSite: 'Strict' }]);
    const secure = await local.app.inject({ method: 'POST', url: '/token', payload: { username: user.userName, password: TEST_PASSWORD }, remoteAddress: '192.0.2.1', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.statusCode).toBe(200);
  });

  it('a stranger failing on a known user from the same shared address locks out the strangers, not the browser that signed in before', async () => {
    const user = await buildContact(local.database.db);
    const browser = cookieOf(await signIn(user.userName, TEST_PASSWORD));
    // A script behind the company's address: guesses on a known user, then on made-up names.
    for (let i = 0; i < 6; i++) expect(shapeOf(await signIn(user.userName, `guess-${i}`))).toBe(i < 5 ? 'Failed' : UNLOCK);
    for (let i = 0; i < 6; i++) expect((await signIn(`made-up-${i}`, `guess-${i}`)).body).toBe('Failed');
    const colleague = await buildContact(local.database.db);

    // The account's lock for untrusted clients (a new browser is asked for the emailed code) and
    // the address's lock (Failed) both hold...
    expect(shapeOf(await signIn(user.userName, TEST_PASSWORD))).toBe(UNLOCK);
    expect(shapeOf(await signIn(user.userName, TEST_PASSWORD, undefined, '192.0.2.200'))).toBe(UNLOCK);
    expect((await signIn(colleague.userName, TEST_PASSWORD)).body).toBe('Failed');
    // ...but the known browser still signs in, from the same address.
    const known = await signIn(user.userName, TEST_PASSWORD, browser);
    expect(known.statusCode).toBe(200);
    expect(known.json().access_token).toBeTruthy();
  });

  it('the known browser’s own failures lock that browser only', async () => {
    const user = await buildContact(local.database.db);
    const first = cookieOf(await signIn(user.userName, TEST_PASSWORD, undefined, '192.0.2.60'));
    const second = cookieOf(await signIn(user.userName, TEST_PASSWORD, undefined, '192.0.2.61'));
    for (let i = 0; i < 5; i++) await signIn(user.userName, `typo-${i}`, first, '192.0.2.60');

    expect((await signIn(user.userName, TEST_PASSWORD, first, '192.0.2.60')).body).toBe('Failed');
    expect((await signIn(user.userName, TEST_PASSWORD, second, '192.0.2.61')).statusCode).toBe(200);
    expect((await signIn(user.userName, TEST_PASSWORD, undefined, '192.0.2.62')).statusCode).toBe(200);
  });

  it('a cookie issued for another user, or altered, counts as none', async () => {
    const victim = await buildContact(local.database.db);
    const attacker = await buildContact(local.database.db);
    const attackersCookie = cookieOf(await signIn(attacker.userName, TEST_PASSWORD, undefined, '192.0.2.70'));
    const victimsCookie = cookieOf(await signIn(victim.userName, TEST_PASSWORD, undefined, '192.0.2.71'));
    for (let i = 0; i < 5; i++) await signIn(victim.userName, `guess-${i}`, attackersCookie, '192.0.2.72');

    expect(shapeOf(await signIn(victim.userName, TEST_PASSWORD, attackersCookie, '192.0.2.73'))).toBe(UNLOCK);
    const altered = victimsCookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(shapeOf(await signIn(victim.userName, TEST_PASSWORD, altered, '192.0.2.74'))).toBe(UNLOCK);
    expect((await signIn(victim.userName, TEST_PASSWORD, victimsCookie, '192.0.2.74')).statusCode).toBe(200);
  });

  it('a new password withdraws the device cookies issued before it', async () => {
    const user = await buildContact(local.database.db);
    const NEW_PASSWORD = 'a-new-password-2026!';
    const signedIn = await signIn(user.userName, TEST_PASSWORD, undefined, '192.0.2.80');
    const before = cookieOf(signedIn);
    const changed = await local.app.inject({
      method: 'POST',
      url: '/api/account/change-password',
      headers: { authorization: `Bearer ${signedIn.json().access_token}` },
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = cookieOf(await signIn(user.userName, NEW_PASSWORD, undefined, '192.0.2.81'));
    // Strangers lock the account for untrusted clients; the old cookie is one of them now.
    for (let i = 0; i < 5; i++) await signIn(user.userName, `guess-${i}`, undefined, '192.0.2.82');
    expect(shapeOf(await signIn(user.userName, NEW_PASSWORD, before, '192.0.2.80'))).toBe(UNLOCK);
    // The cookie of a sign-in with the new password keeps working.
    expect((await signIn(user.userName, NEW_PASSWORD, fresh, '192.0.2.81')).statusCode).toBe(200);
  });

  it('a lock answers the same challenge, in the same time, to the right password, a wrong one and a made-up user', async () => {
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    let ip = 0;
    const timed = async (username: string, password: string, answer = 'Failed') => {
      const started = performance.now();
      // Each attempt from its own address, so only the account's lock is in play.
      const res = await signIn(username, password, undefined, `198.18.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`);
      const elapsed = performance.now() - started;
      expect(shapeOf(res)).toBe(answer);
      return elapsed;
    };
    // Four accounts and four made-up names locked (five wrong passwords each); then one answer of
    // each kind in turn (the owner's right password, a wrong one, a made-up user), so a busier
    // moment of the machine weighs on all alike.
    const accounts: string[] = [];
    const madeUp: string[] = [];
    for (let u = 0; u < 4; u++) {
      const user = (await buildContact(local.database.db)).userName;
      const nobody = `made-up-${u}-${user}`;
      for (let i = 0; i < 5; i++) await timed(user, `wrong-${i}`);
      for (let i = 0; i < 5; i++) await timed(nobody, `wrong-${i}`);
      accounts.push(user);
      madeUp.push(nobody);
    }
    // Thirty answers of each kind, and thirty more (up to 150) while they differ by 5 ms or more,
    // compared by their lower tenth: other work on a shared machine only ever adds time, so the
    // quickest answers show each path's own cost, while a real difference (one path writing or
    // hashing and another not) shifts all of a kind's answers, its quickest too.
    const right: number[] = [];
    const wrong: number[] = [];
    const nobody: number[] = [];
    const measure = async () => {
      for (let i = 0; i < 30; i++) {
        right.push(await timed(accounts[i % 4]!, TEST_PASSWORD, UNLOCK));
        wrong.push(await timed(accounts[i % 4]!, `wrong-${i + 5}`, UNLOCK));
        nobody.push(await timed(madeUp[i % 4]!, `wrong-${i + 5}`, UNLOCK));
      }
      const lows = [lowTenth(right), lowTenth(wrong), lowTenth(nobody)];
      return { lows, medians: [median(right), median(wrong), median(nobody)], spread: Math.max(...lows) - Math.min(...lows) };
    };
    let r = await measure();
    while (r.spread >= 5 && right.length < 150) r = await measure();
    const [l1, l2, l3] = r.lows.map((m) => m.toFixed(1));
    const [m1, m2, m3] = r.medians.map((m) => m.toFixed(1));
    console.log(
      `lock timing (${right.length} of each; lower tenth, median): right password ${l1}, ${m1} ms; wrong password ${l2}, ${m2} ms; made-up user ${l3}, ${m3} ms; Δ ${r.spread.toFixed(1)} ms (budget < 5 ms)`,
    );
    expect(r.spread).toBeLessThan(5);
  }, 240_000);
});

describe('passwordless sign-in and enumeration', () => {
  it('answers its options alike to anyone, and a refusal alike, in the same time, whether the credential is a known one, unknown or removed', async () => {
    const rp = { origin: t.app.config.webauthn.origins[0]!, rpId: t.app.config.webauthn.rpId };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const shape = (body: Record<string, unknown>) => JSON.stringify(body, (k, v: unknown) => (['challengeId', 'challenge', 'instance', 'requestId'].includes(k) ? '…' : v));
    const inject = (url: string, payload?: object, headers?: Record<string, string>, ip = '198.51.100.9') => t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
    // Two users' passkeys (one later removed), and a stranger's authenticator the server never saw.
    const holders = [];
    for (let u = 0; u < 2; u++) {
      const user = await buildContact(t.database.db);
      const headers = await sessionFor(t.database.db, user.id);
      const { challengeId, options } = (await inject('/api/account/passkeys/options', {}, headers)).json();
      const authenticator = new SoftAuthenticator(rp);
      const created = await inject('/api/account/passkeys', { challengeId, name: 'Key', response: authenticator.register(options) }, headers);
      expect(created.statusCode).toBe(201);
      holders.push({ authenticator, headers, id: created.json().id as string });
    }
    const [known, removed] = holders;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/account/passkeys/${removed!.id}`, headers: removed!.headers, payload: {} })).statusCode).toBe(200);

    let ip = 0;
    const shapes = new Set<string>();
    const timed = async (answer: (options: { challenge: string }) => object) => {
      const address = `198.19.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;
      const started = performance.now();
      const opened = await inject('/api/auth/passkey/options', undefined, undefined, address);
      const { challengeId, options } = opened.json();
      const res = await inject('/api/auth/passkey/verify', { challengeId, response: answer(options) }, undefined, address);
      const elapsed = performance.now() - started;
      shapes.add(`${opened.statusCode} ${shape(opened.json())} → ${res.statusCode} ${shape(res.json())}`);
      return elapsed;
    };
    const kinds = {
      known: (o: { challenge: string }) => known!.authenticator.assert(o, { badSignature: true }),
      unknown: (o: { challenge: string }) => {
        const stranger = new SoftAuthenticator(rp);
        stranger.register({ rp: { name: 'x', id: rp.rpId }, user: { id: 'AAAA', name: 'x', displayName: 'x' }, challenge: 'AAAA', pubKeyCredParams: [{ alg: -7, type: 'public-key' }] });
        return stranger.assert(o);
      },
      removed: (o: { challenge: string }) => removed!.authenticator.assert(o),
    };
    const times: Record<keyof typeof kinds, number[]> = { known: [], unknown: [], removed: [] };
    // Compared by their lower tenth, as the lock's answers above.
    const measure = async () => {
      for (let i = 0; i < 30; i++) for (const [name, answer] of Object.entries(kinds)) times[name as keyof typeof kinds].push(await timed(answer));
      const lows = Object.values(times).map(lowTenth);
      return { lows, medians: Object.values(times).map(median), spread: Math.max(...lows) - Math.min(...lows) };
    };
    let r = await measure();
    while (r.spread >= 5 && times.known.length < 150) r = await measure();
    const [l1, l2, l3] = r.lows.map((m) => m.toFixed(1));
    const [m1, m2, m3] = r.medians.map((m) => m.toFixed(1));
    console.log(
      `passwordless timing (${times.known.length} of each; lower tenth, median): known passkey, wrong signature ${l1}, ${m1} ms; unknown credential ${l2}, ${m2} ms; removed passkey ${l3}, ${m3} ms; Δ ${r.spread.toFixed(1)} ms (budget < 5 ms)`,
    );
    expect([...shapes]).toHaveLength(1);
    expect([...shapes][0]).toContain('→ 400');
    expect(r.spread).toBeLessThan(5);
  }, 240_000);
});

describe.runIf(process.env.TEST_REDIS_URL)('one Redis for several deployments', () => {
  it("instances with the same key prefix share an account's wait; a deployment with another prefix counts its own", async () => {
    const policy = { authLockAfter: 2, authLockBaseMs: 60_000, authLockMaxMs: 60_000, redisUrl: process.env.TEST_REDIS_URL };
    const [a, b, other] = await Promise.all([buildTestApp(policy), buildTestApp(policy), buildTestApp({ ...policy, redisKeyPrefix: `${TEST_REDIS_PREFIX}other:` })]);
    try {
      const user = await buildContact(a.database.db);
      for (let i = 0; i < 3; i++) await a.app.inject({ method: 'POST', url: '/token', payload: { username: user.userName, password: `guess-${i}` } });
      const key = [`acct:${user.userName}`];
      expect(await a.app.throttle.waitMs(key)).toBeGreaterThan(0);
      expect(await b.app.throttle.waitMs(key)).toBeGreaterThan(0);
      expect(await other.app.throttle.waitMs(key)).toBe(0);
    } finally {
      await Promise.all([a.close(), b.close(), other.close()]);
    }
  });
});
