import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs } from '@/db/schema/logs.ts';
import { sessions } from '@/db/schema/users.ts';
import { hashToken } from '@/lib/tokens.ts';
import { buildContact, buildStaff, TEST_PASSWORD } from '../../../test/factories.ts';
import { asCookie, buildTestApp, OWN_ORIGIN, sessionFor, type TestApp } from '../../../test/helpers.ts';

/*
 * The web app's session as an HttpOnly cookie (DESIGN.md §6): opened by the sign-in when the app
 * asks (`x-session: cookie`), accepted by every call, refused on a write from another site.
 */

let t: TestApp;
let contact: Awaited<ReturnType<typeof buildContact>>;
let staff: Awaited<ReturnType<typeof buildStaff>>;

beforeAll(async () => {
  t = await buildTestApp();
  contact = await buildContact(t.database.db, { firstName: 'Carla', lastName: 'Cookie' });
  staff = await buildStaff(t.database.db, 'Backoffice');
});
afterAll(() => t.close());

const WEB = { 'x-session': 'cookie', origin: OWN_ORIGIN, 'sec-fetch-site': 'same-origin' };

const signInAsWeb = (username: string, headers: Record<string, string> = WEB) =>
  t.app.inject({ method: 'POST', url: '/token', headers, payload: { username, password: TEST_PASSWORD } });

const sessionCookieOf = (res: LightMyRequestResponse, name = 'ch_session') => res.cookies.find((c) => c.name === name);
const cookieHeader = (token: string, name = 'ch_session') => ({ cookie: `${name}=${token}` });
const whoAmI = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ url: '/api/Backoffice/User/GetUserVM', headers });
  return res.statusCode === 200 ? (res.json() as { userName: string }).userName : res.statusCode;
};

describe('the sign-in opens the web app’s session as a cookie', () => {
  it('answers only the lifetime, and sets the token as an HttpOnly, SameSite=Lax cookie for the whole app', async () => {
    const res = await signInAsWeb(contact.userName);

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ token_type: 'cookie', expires_in: expect.any(Number) });
    const cookie = sessionCookieOf(res)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: res.json().expires_in * 60 });
    expect(cookie.secure).toBeFalsy();
    expect(res.body).not.toContain(cookie.value);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await whoAmI(cookieHeader(cookie.value))).toBe(contact.userName);
    // A staff session an earlier view-as set aside in this browser is forgotten.
    expect(sessionCookieOf(res, 'ch_staff_session')).toMatchObject({ value: '', maxAge: 0, path: '/api/view-as' });
  });

  it('over HTTPS (behind a proxy it trusts) the cookie is __Host- prefixed and Secure; a plain one is ignored there', async () => {
    const https = await buildTestApp({ trustProxy: '127.0.0.1' });
    try {
      const user = await buildContact(https.database.db);
      const origin = 'https://portal.example.com';
      const headers = { 'x-session': 'cookie', origin, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'portal.example.com' };
      const res = await https.app.inject({ method: 'POST', url: '/token', headers, payload: { username: user.userName, password: TEST_PASSWORD } });

      expect(res.statusCode, res.body).toBe(200);
      const cookie = sessionCookieOf(res, '__Host-ch_session')!;
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      expect(cookie.domain).toBeUndefined();
      const over = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'portal.example.com' };
      expect((await https.app.inject({ url: '/api/Example/IsTokenValid', headers: { ...over, ...cookieHeader(cookie.value, '__Host-ch_session') } })).statusCode).toBe(200);
      // A cookie without the prefix could have been set by another host of the domain.
      expect((await https.app.inject({ url: '/api/Example/IsTokenValid', headers: { ...over, ...cookieHeader(cookie.value) } })).statusCode).toBe(401);
    } finally {
      await https.close();
    }
  });

  it('API clients still get the token in the body and no session cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/token', payload: { username: contact.userName, password: TEST_PASSWORD } });

    expect(res.json()).toMatchObject({ access_token: expect.any(String), token_type: 'bearer' });
    expect(sessionCookieOf(res)).toBeUndefined();
    expect(await whoAmI({ authorization: `Bearer ${res.json().access_token}` })).toBe(contact.userName);
  });

  it('refuses to open a cookie session for another site’s page (no Origin, a forged one, a cross-site fetch), before checking the password', async () => {
    const before = await t.database.db.select().from(loginLogs).where(eq(loginLogs.userName, staff.userName));
    for (const headers of [
      { 'x-session': 'cookie' } as Record<string, string>,
      { 'x-session': 'cookie', origin: 'https://evil.example' },
      { 'x-session': 'cookie', origin: OWN_ORIGIN, 'sec-fetch-site': 'cross-site' },
      { 'x-session': 'cookie', origin: OWN_ORIGIN, 'sec-fetch-site': 'same-site' },
    ]) {
      const res = await signInAsWeb(staff.userName, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().code).toBe('CROSS_SITE_REQUEST');
      expect(sessionCookieOf(res)).toBeUndefined();
    }
    const after = await t.database.db.select().from(loginLogs).where(eq(loginLogs.userName, staff.userName));
    expect(after).toHaveLength(before.length);
  });
});

describe('calls with the cookie', () => {
  const language = (headers: Record<string, string>) => t.app.inject({ method: 'PUT', url: '/api/account/language', headers, payload: { language: 'pt-PT' } });

  it('a write from the app’s own pages goes through', async () => {
    const res = await language(asCookie(await sessionFor(t.database.db, contact.id)));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a write with the cookie from anywhere else is refused with 403 CROSS_SITE_REQUEST, and changes nothing', async () => {
    const { cookie } = asCookie(await sessionFor(t.database.db, contact.id));
    for (const headers of [
      // A form posted from another site (a browser sending SameSite=Lax cookies would not, an older one might).
      { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } as Record<string, string>,
      // A sibling host of the same site, which SameSite lets through.
      { cookie, origin: 'http://evil.localhost:80', 'sec-fetch-site': 'same-site' },
      // A forged Origin is still told apart by the browser's own Sec-Fetch-Site.
      { cookie, origin: OWN_ORIGIN, 'sec-fetch-site': 'cross-site' },
      // No Origin at all: no browser leaves it out of a write.
      { cookie },
    ]) {
      const res = await language(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().code).toBe('CROSS_SITE_REQUEST');
    }
  });

  it('reads need no Origin (a link followed from elsewhere opens the page signed in)', async () => {
    const { cookie } = asCookie(await sessionFor(t.database.db, contact.id));
    expect(await whoAmI({ cookie, 'sec-fetch-site': 'cross-site' })).toBe(contact.userName);
  });

  it('a bearer token is not a browser’s ambient credential: its writes need no Origin, and it wins over a cookie', async () => {
    const bearer = await sessionFor(t.database.db, contact.id);
    expect((await language({ ...bearer, origin: 'https://evil.example' })).statusCode).toBe(200);
    const other = asCookie(await sessionFor(t.database.db, staff.id));
    expect(await whoAmI({ ...other, ...bearer })).toBe(contact.userName);
  });

  it('an ended session’s cookie answers 401 and is dropped', async () => {
    const auth = await sessionFor(t.database.db, contact.id);
    const token = auth.authorization.slice('Bearer '.length);
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, hashToken(token)));
    await t.app.sessions.tokenEnded(hashToken(token));

    const res = await t.app.inject({ url: '/api/Backoffice/User/GetUserVM', headers: cookieHeader(token) });

    expect(res.statusCode).toBe(401);
    expect(sessionCookieOf(res)).toMatchObject({ value: '', maxAge: 0 });
  });

  it('logout ends the session, clears the cookie and empties the browser\'s HTTP cache of the site', async () => {
    const headers = asCookie(await sessionFor(t.database.db, contact.id));

    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });

    expect(res.statusCode, res.body).toBe(200);
    expect(sessionCookieOf(res)).toMatchObject({ value: '', maxAge: 0 });
    expect(res.headers['clear-site-data']).toBe('"cache"');
    expect(await whoAmI(headers)).toBe(401);
  });
});

describe('view-as with the cookie', () => {
  const ASIDE = 'ch_staff_session';

  async function startViewing() {
    const staffAuth = asCookie(await sessionFor(t.database.db, staff.id));
    const res = await t.app.inject({ method: 'POST', url: '/api/view-as', headers: { ...staffAuth, 'x-session': 'cookie' }, payload: { contactId: contact.id, reason: 'Checking a balance' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ token_type: 'cookie', expires_in: expect.any(Number) });
    const viewing = sessionCookieOf(res)!;
    const aside = sessionCookieOf(res, ASIDE)!;
    return { staffToken: staffAuth.cookie.split('=')[1]!, viewing, aside };
  }
  const both = (viewing: string, aside: string) => ({ cookie: `ch_session=${viewing}; ${ASIDE}=${aside}`, origin: OWN_ORIGIN });

  it('swaps the cookie for the view-as session and keeps the staff one aside, HttpOnly and for /api/view-as only', async () => {
    const { staffToken, viewing, aside } = await startViewing();

    expect(aside).toMatchObject({ value: staffToken, httpOnly: true, path: '/api/view-as', sameSite: 'Strict' });
    expect(await whoAmI(cookieHeader(viewing.value))).toBe(contact.userName);
  });

  it('ending the view brings the staff session back as the cookie, and the view-as one ends', async () => {
    const { staffToken, viewing, aside } = await startViewing();

    const res = await t.app.inject({ method: 'DELETE', url: '/api/view-as', headers: both(viewing.value, aside.value) });

    expect(res.statusCode, res.body).toBe(204);
    expect(sessionCookieOf(res)?.value).toBe(staffToken);
    expect(sessionCookieOf(res, ASIDE)).toMatchObject({ value: '', maxAge: 0 });
    expect(await whoAmI(cookieHeader(staffToken))).toBe(staff.userName);
    expect(await whoAmI(cookieHeader(viewing.value))).toBe(401);
  });

  it('brings the staff session back also once the view-as session has expired', async () => {
    const { staffToken, viewing, aside } = await startViewing();
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(viewing.value)));
    await t.app.sessions.tokenEnded(hashToken(viewing.value));

    const res = await t.app.inject({ method: 'DELETE', url: '/api/view-as', headers: both(viewing.value, aside.value) });

    expect(res.statusCode, res.body).toBe(204);
    expect(sessionCookieOf(res)?.value).toBe(staffToken);
  });

  it('refuses to swap sessions for another site’s page, and answers 401 with nothing to end or bring back', async () => {
    const { viewing, aside } = await startViewing();
    const forged = await t.app.inject({ method: 'DELETE', url: '/api/view-as', headers: { ...both(viewing.value, aside.value), origin: 'https://evil.example' } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('CROSS_SITE_REQUEST');

    expect((await t.app.inject({ method: 'DELETE', url: '/api/view-as' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/view-as', headers: asCookie(await sessionFor(t.database.db, contact.id)) })).statusCode).toBe(404);
  });
});
