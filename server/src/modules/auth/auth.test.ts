import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs } from '@/db/schema/logs.ts';
import { sessions } from '@/db/schema/users.ts';
import { hashToken } from '@/lib/tokens.ts';
import { buildContact, TEST_PASSWORD } from '../../../test/factories.ts';
import { buildApp } from '@/app.ts';
import { buildTestApp, testConfig, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ tokenTtlMinutes: 90 });
});
afterAll(() => t.close());

const token = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/token', payload, headers: { 'user-agent': 'vitest', ...headers } });

describe('POST /token', () => {
  it('answers a bearer token with expires_in in minutes when the password is right', async () => {
    const user = await buildContact(t.database.db);

    const res = await token({ username: user.userName, password: TEST_PASSWORD });

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: 90 });
    expect(body.access_token.length).toBeGreaterThanOrEqual(43);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(body.access_token)));
    expect(session?.userId).toBe(user.id);
    expect(session!.expiresAt.getTime() - Date.now()).toBeGreaterThan(89 * 60_000);
  });

  it('matches the user name case-insensitively and accepts form-encoded grant_type=password', async () => {
    const user = await buildContact(t.database.db);

    const res = await t.app.inject({
      method: 'POST',
      url: '/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=password&username=${encodeURIComponent(user.userName.toUpperCase())}&password=${TEST_PASSWORD}`,
    });

    expect(res.statusCode).toBe(200);
    expect(res.json().token_type).toBe('bearer');
  });

  it('answers the text Failed for a wrong password and for an unknown user alike', async () => {
    const user = await buildContact(t.database.db);

    const wrong = await token({ username: user.userName, password: 'not-the-password' });
    const unknown = await token({ username: 'nobody-here', password: 'not-the-password' });

    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe('Failed');
    }
  });

  it('answers NotAllowed for a disabled user only when the password is right', async () => {
    const user = await buildContact(t.database.db, { active: false });

    const right = await token({ username: user.userName, password: TEST_PASSWORD });
    const wrong = await token({ username: user.userName, password: 'guess-guess-guess' });

    expect(right.body).toBe('NotAllowed');
    expect(wrong.body).toBe('Failed');
  });

  it('refuses a missing field with a problem naming it', async () => {
    const res = await token({ username: 'someone' });

    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'body.password' }] });
  });

  it('writes every attempt to the login log without the password', async () => {
    const user = await buildContact(t.database.db);
    await token({ username: user.userName, password: 'wrong-password-123' }, { 'x-forwarded-for': '1.2.3.4' });
    await token({ username: user.userName, password: TEST_PASSWORD });

    const rows = await t.database.db.select().from(loginLogs).where(eq(loginLogs.userId, user.id));

    expect(rows.map((r) => r.result).sort()).toEqual(['Failed', 'Success']);
    expect(rows.every((r) => r.userAgent === 'vitest' && r.ip && r.userName === user.userName)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(TEST_PASSWORD);
    expect(JSON.stringify(rows)).not.toContain('wrong-password-123');
  });
});

describe('sessions', () => {
  async function signedIn() {
    const user = await buildContact(t.database.db);
    const res = await token({ username: user.userName, password: TEST_PASSWORD });
    return { user, accessToken: res.json().access_token as string };
  }

  it('IsTokenValid answers OK with the user for a live token and 401 without one', async () => {
    const { user, accessToken } = await signedIn();

    const ok = await t.app.inject({ url: '/api/Example/IsTokenValid', headers: { authorization: `Bearer ${accessToken}` } });
    const none = await t.app.inject({ url: '/api/Example/IsTokenValid' });
    const garbage = await t.app.inject({ url: '/api/Example/IsTokenValid', headers: { authorization: 'Bearer garbage' } });

    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'OK', data: { userName: user.userName } });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('UNAUTHORIZED');
    expect(garbage.statusCode).toBe(401);
  });

  it('accepts only a well-formed Authorization header: "Bearer <token>", the scheme in any case, nothing more', async () => {
    const { accessToken } = await signedIn();
    const status = async (authorization: string) => (await t.app.inject({ url: '/api/Example/IsTokenValid', headers: { authorization } })).statusCode;

    expect(await status(`Bearer ${accessToken}`)).toBe(200);
    expect(await status(`bearer ${accessToken}`)).toBe(200);
    for (const malformed of [
      `Bearer ${accessToken} junk`,
      `Bearer ${accessToken},Bearer ${accessToken}`,
      `Bearer  ${accessToken}`,
      ` Bearer ${accessToken}`,
      `Bearer ${accessToken} `,
      `Bearer\t${accessToken}`,
      `Basic ${accessToken}`,
      `Bearer ${accessToken}\u0000`,
      `Bearer`,
      accessToken,
    ]) {
      expect(await status(malformed), JSON.stringify(malformed)).toBe(401);
    }
  });

  it('logout revokes the token and writes the login log', async () => {
    const { user, accessToken } = await signedIn();
    const headers = { authorization: `Bearer ${accessToken}` };

    expect((await t.app.inject({ url: '/api/Example/IsTokenValid', headers })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    const after = await t.app.inject({ url: '/api/Example/IsTokenValid', headers });

    expect(out.statusCode).toBe(200);
    expect(after.statusCode).toBe(401);
    const logs = await t.database.db.select().from(loginLogs).where(eq(loginLogs.userId, user.id));
    expect(logs.some((l) => l.result === 'Logout' && l.stage === 'session')).toBe(true);
  });

  it('an expired token answers 401 TOKEN_EXPIRED', async () => {
    const { accessToken } = await signedIn();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(accessToken)));

    const res = await t.app.inject({ url: '/api/Example/IsTokenValid', headers: { authorization: `Bearer ${accessToken}` } });

    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_EXPIRED');
  });

  it('deactivating a user ends their sessions at once', async () => {
    const { user, accessToken } = await signedIn();
    const { users } = await import('@/db/schema/users.ts');
    const headers = { authorization: `Bearer ${accessToken}` };
    expect((await t.app.inject({ url: '/api/Example/IsTokenValid', headers })).statusCode).toBe(200);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    await t.app.sessions.userChanged(user.id);

    const res = await t.app.inject({ url: '/api/Example/IsTokenValid', headers });

    expect(res.statusCode).toBe(401);
  });

  it('a logout on one instance is refused at once by another instance sharing the database', async () => {
    const other = await buildApp({ config: testConfig(), database: t.database, logger: false });
    await other.ready();
    try {
      const { accessToken } = await signedIn();
      const headers = { authorization: `Bearer ${accessToken}` };
      expect((await other.inject({ url: '/api/Example/IsTokenValid', headers })).statusCode).toBe(200);

      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });

      await expect.poll(async () => (await other.inject({ url: '/api/Example/IsTokenValid', headers })).statusCode, { timeout: 3000 }).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('stores only a hash of the token', async () => {
    const { accessToken } = await signedIn();

    const rows = await t.database.db.select().from(sessions);

    expect(JSON.stringify(rows)).not.toContain(accessToken);
  });
});
