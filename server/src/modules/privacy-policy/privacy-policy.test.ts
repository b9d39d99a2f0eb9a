import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyAcceptances, privacyPolicies } from '@/db/schema/policies.ts';
import { systemLogs } from '@/db/schema/logs.ts';
import { cleanRichText } from '@/lib/rich-text.ts';
import { buildContact, buildStaff, TEST_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, rowsOf, sessionFor, signIn, type TestApp } from '../../../test/helpers.ts';

const BASE = '/api/Backoffice/PrivacyPolicy';
const ZERO_ID = '00000000-0000-4000-8000-000000000000';
const HOUR = 3_600_000;

let t: TestApp;
const ids: Record<string, string> = {};

async function addPolicy(key: string, row: Partial<typeof privacyPolicies.$inferInsert> & { version: number; language: string }) {
  const [created] = await t.database.db
    .insert(privacyPolicies)
    .values({ title: `Policy ${key}`, text: `<p>Text ${key}</p>`, effectiveAt: new Date(Date.now() - HOUR), publishedAt: new Date(Date.now() - HOUR), ...row })
    .returning();
  ids[key] = created!.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  // Version 1 has no English text: English readers fall back to Spanish.
  await addPolicy('v1-es', { version: 1, language: 'es-ES', title: 'Política v1' });
  await addPolicy('v1-pt', { version: 1, language: 'pt-PT', title: 'Política v1 (pt)' });
  // Never shown: a draft, a future version and an expired one.
  await addPolicy('draft', { version: 50, language: 'en-US', publishedAt: null });
  await addPolicy('future', { version: 51, language: 'en-US', effectiveAt: new Date(Date.now() + HOUR) });
  await addPolicy('expired', { version: 0, language: 'en-US', expiresAt: new Date(Date.now() - 60_000) });
});
afterAll(() => t.close());

type Headers = { authorization: string };
const get = (url: string, headers: Headers) => t.app.inject({ url, headers });
const decide = (headers: Headers, payload: unknown) => t.app.inject({ method: 'POST', url: `${BASE}/CreateGDPRAcceptance`, headers, payload: payload as object });

async function contact(language: string) {
  const user = await buildContact(t.database.db, { language, permissions: ['Dashboard', 'Trips'] });
  return { user, auth: await signIn(t.app, user.userName, TEST_PASSWORD) };
}

describe('privacy-policy gate', () => {
  it('shows the oldest awaiting version in the reader\'s language, else Spanish', async () => {
    const pt = await contact('pt-PT');
    expect((await get(`${BASE}/ShowsGDPR`, pt.auth)).json()).toBe(false);
    expect((await get(`${BASE}/GetOlderGDPRToApprove`, pt.auth)).json()).toEqual({ id: ids['v1-pt'], title: 'Política v1 (pt)', text: '<p>Text v1-pt</p>', language: 'pt-PT' });

    const en = await contact('en-US');
    expect((await get(`${BASE}/GetOlderGDPRToApprove`, en.auth)).json()).toMatchObject({ id: ids['v1-es'], title: 'Política v1', language: 'es-ES' });
  });

  it('answers 403 POLICY_ACCEPTANCE_REQUIRED on customer data until the policy is accepted; the shell\'s calls still answer', async () => {
    const { user, auth } = await contact('pt-PT');
    const refused = await get('/api/trips', auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'POLICY_ACCEPTANCE_REQUIRED' });
    for (const url of ['/api/Backoffice/User/GetUserVM', '/api/Account/GetUserLanguage', '/api/Common/ShowsNotifications', '/api/Backoffice/Settings/GlobalSearchActive', '/api/Backoffice/Settings/GetChatUrl', '/api/Backoffice/Common/ShowChat']) {
      expect((await get(url, auth)).statusCode, url).toBe(200);
    }

    const res = await decide(auth, { id: ids['v1-pt'], accepted: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: true, signedOut: false });

    // The same token (its cached session dropped) now reaches the data.
    expect((await get('/api/trips', auth)).statusCode).toBe(200);
    expect((await get(`${BASE}/ShowsGDPR`, auth)).json()).toBe(true);
    const none = await get(`${BASE}/GetOlderGDPRToApprove`, auth);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();

    const [row] = await t.database.db.select().from(policyAcceptances).where(eq(policyAcceptances.userId, user.id));
    expect(row).toMatchObject({ userName: user.userName, policyId: ids['v1-pt'], policyVersion: 1, language: 'pt-PT', accepted: true, ipAddress: '127.0.0.1' });
    const audit = await t.database.db.select().from(systemLogs).where(and(eq(systemLogs.context, 'privacy-policy'), sql`${systemLogs.shortMessage} like ${`%accepted by ${user.userName} (by %`}`));
    expect(audit).toHaveLength(1);
  });

  it('gates staff like everyone', async () => {
    const admin = await buildStaff(t.database.db, 'Admin');
    const auth = await sessionFor(t.database.db, admin.id);
    expect((await get('/api/logs/system', auth)).json()).toMatchObject({ code: 'POLICY_ACCEPTANCE_REQUIRED' });
    await decide(auth, { id: ids['v1-es'], accepted: true });
    expect((await get('/api/logs/system', auth)).statusCode).toBe(200);
  });

  it('refuses a malformed id (400), an unknown or not effective one (404), and a second decision (409)', async () => {
    const { auth } = await contact('es-ES');
    expect((await decide(auth, { id: 'not-an-id', accepted: true })).statusCode).toBe(400);
    expect((await decide(auth, { accepted: true })).statusCode).toBe(400);
    expect((await decide(auth, { id: ids['v1-es'] })).statusCode).toBe(400);
    for (const key of ['draft', 'future', 'expired']) expect((await decide(auth, { id: ids[key], accepted: true })).statusCode, key).toBe(404);
    expect((await decide(auth, { id: ZERO_ID, accepted: true })).statusCode).toBe(404);
    expect((await decide(auth, { id: ids['v1-es'], accepted: true })).statusCode).toBe(200);
    expect((await decide(auth, { id: ids['v1-pt'], accepted: true })).statusCode).toBe(409);
  });

  it('a refusal is recorded and ends the session: the token answers 401', async () => {
    const { user, auth } = await contact('pt-PT');
    const res = await decide(auth, { id: ids['v1-pt'], accepted: false });
    expect(res.json()).toEqual({ accepted: false, signedOut: true });
    expect((await get('/api/Backoffice/User/GetUserVM', auth)).statusCode).toBe(401);
    const rows = await t.database.db.select().from(policyAcceptances).where(eq(policyAcceptances.userId, user.id));
    expect(rows.map((r) => r.accepted)).toEqual([false]);
  });

  it('a refused version is asked again at the next sign-in, the data stays closed until it is accepted, and every decision is kept', async () => {
    const { user, auth } = await contact('pt-PT');
    await decide(auth, { id: ids['v1-pt'], accepted: false });

    const again = await signIn(t.app, user.userName, TEST_PASSWORD);
    expect((await get(`${BASE}/ShowsGDPR`, again)).json()).toBe(false);
    expect((await get(`${BASE}/GetOlderGDPRToApprove`, again)).json()).toMatchObject({ id: ids['v1-pt'] });
    expect((await get('/api/trips', again)).json()).toMatchObject({ code: 'POLICY_ACCEPTANCE_REQUIRED' });
    // A second refusal is recorded too (not 409) and signs out again.
    expect((await decide(again, { id: ids['v1-pt'], accepted: false })).json()).toEqual({ accepted: false, signedOut: true });

    const third = await signIn(t.app, user.userName, TEST_PASSWORD);
    expect((await decide(third, { id: ids['v1-pt'], accepted: true })).json()).toEqual({ accepted: true, signedOut: false });
    expect((await get('/api/trips', third)).statusCode).toBe(200);
    expect((await get(`${BASE}/ShowsGDPR`, third)).json()).toBe(true);
    // Accepted settles it: a further decision is refused.
    expect((await decide(third, { id: ids['v1-pt'], accepted: false })).statusCode).toBe(409);

    const rows = await t.database.db.select().from(policyAcceptances).where(eq(policyAcceptances.userId, user.id)).orderBy(policyAcceptances.id);
    expect(rows.map((r) => r.accepted)).toEqual([false, false, true]);
  });

  it('a newer published version makes a user who accepted decide again; a sealed text is stored sealed and served plain', async () => {
    const { auth } = await contact('en-US');
    await decide(auth, { id: ids['v1-es'], accepted: true });
    expect((await get('/api/trips', auth)).statusCode).toBe(200);

    const plain = cleanRichText('<p>Version <strong>2</strong><script>alert(1)</script></p>');
    await addPolicy('v2-en', { version: 2, language: 'en-US', title: 'Policy v2', text: t.app.secretBox.seal(plain), encrypted: true });
    const [raw] = await rowsOf<{ text: string }>(t.database.db, sql`select text from privacy_policies where id = ${ids['v2-en']}`);
    expect(raw!.text).not.toContain('Version');

    // ShowsGDPR reads afresh and drops the cached session, so the gate follows at once.
    expect((await get(`${BASE}/ShowsGDPR`, auth)).json()).toBe(false);
    expect((await get('/api/trips', auth)).statusCode).toBe(403);
    expect((await get(`${BASE}/GetOlderGDPRToApprove`, auth)).json()).toEqual({ id: ids['v2-en'], title: 'Policy v2', text: '<p>Version <strong>2</strong></p>', language: 'en-US' });
    await decide(auth, { id: ids['v2-en'], accepted: true });
    expect((await get('/api/trips', auth)).statusCode).toBe(200);
  });
});
