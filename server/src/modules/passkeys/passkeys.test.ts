import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs } from '@/db/schema/logs.ts';
import { sessions } from '@/db/schema/users.ts';
import { systemContext } from '@/context.ts';
import { hashToken } from '@/lib/tokens.ts';
import { getSecuritySettings, updateSecuritySettings } from '@/modules/settings/service.ts';
import { buildCompany, buildContact, buildStaff, TEST_PASSWORD } from '../../../test/factories.ts';
import { auditRowsOf } from '../../../test/audit.ts';
import { asCookie, sessionFor, type TestApp } from '../../../test/helpers.ts';
import { codeIn, deliveredTo } from '../../../test/mail.ts';
import { buildTestAppWithSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { SoftAuthenticator } from '../../../test/soft-authenticator.ts';

// Real WebAuthn ceremonies without a browser: a software authenticator (test/soft-authenticator.ts)
// creates and signs; the server verifies with @simplewebauthn/server as it does for a browser.

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => ({ t, smtp } = await buildTestAppWithSmtp()));
afterAll(() => t.close());

type Headers = { authorization: string };
const rp = () => ({ origin: t.app.config.webauthn.origins[0]!, rpId: t.app.config.webauthn.rpId });
const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers?: Headers, payload?: object) => t.app.inject({ method, url, headers, payload });

/** Registers a passkey for the session's user with a new (or the given) authenticator. */
async function register(headers: Headers, name = 'Laptop', authenticator = new SoftAuthenticator(rp())) {
  const options = await inject('POST', '/api/account/passkeys/options', headers, {});
  expect(options.statusCode).toBe(200);
  const { challengeId, options: creation } = options.json();
  const res = await inject('POST', '/api/account/passkeys', headers, { challengeId, name, response: authenticator.register(creation) });
  expect(res.statusCode, res.body).toBe(201);
  return { authenticator, passkey: res.json() as { id: string; name: string } };
}

async function passwordlessOptions() {
  const res = await inject('POST', '/api/auth/passkey/options');
  expect(res.statusCode).toBe(200);
  return res.json() as { challengeId: string; options: { challenge: string; rpId?: string } };
}

const passwordless = (challengeId: string, response: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/passkey/verify', payload: { challengeId, response }, headers });

async function lastLogin(userId: string | null, stage: string) {
  const [row] = await t.database.db
    .select()
    .from(loginLogs)
    .where(and(userId ? eq(loginLogs.userId, userId) : undefined, eq(loginLogs.stage, stage)))
    .orderBy(desc(loginLogs.createdAt))
    .limit(1);
  return row;
}

describe('passkeys in My account', () => {
  it('registers several passkeys, lists, renames and removes them; each change audited, the user emailed when one is added', async () => {
    const user = await buildContact(t.database.db);
    const headers = await sessionFor(t.database.db, user.id);

    const { passkey } = await register(headers, 'Work laptop');
    const mail = await deliveredTo(t.app, smtp, user.email, /passkey/i);
    expect(mail.text).toContain('Work laptop');
    await register(headers, 'Phone');

    const listed = (await inject('GET', '/api/account/passkeys', headers)).json();
    expect(listed.required).toBe(false);
    expect(listed.passkeys.map((p: { name: string; disabled: boolean; lastUsedAt: null }) => [p.name, p.disabled, p.lastUsedAt])).toEqual([
      ['Work laptop', false, null],
      ['Phone', false, null],
    ]);
    const renamed = await inject('PATCH', `/api/account/passkeys/${passkey.id}`, headers, { name: 'Old laptop' });
    expect(renamed.json().name).toBe('Old laptop');
    expect((await inject('DELETE', `/api/account/passkeys/${passkey.id}`, headers, {})).json()).toEqual({ removed: true });
    expect((await inject('GET', '/api/account/passkeys', headers)).json().passkeys.map((p: { name: string }) => p.name)).toEqual(['Phone']);
    const audit = (await auditRowsOf(t.database.db, 'accounts', passkey.id)).map((r) => r.shortMessage);
    expect(audit).toEqual([expect.stringContaining('added'), expect.stringContaining('renamed'), expect.stringContaining('removed')]);
  });

  it("refuses another user's passkey as if it did not exist (404), to rename and to remove", async () => {
    const owner = await buildContact(t.database.db);
    const { passkey } = await register(await sessionFor(t.database.db, owner.id));
    const stranger = await sessionFor(t.database.db, (await buildContact(t.database.db)).id);

    expect((await inject('PATCH', `/api/account/passkeys/${passkey.id}`, stranger, { name: 'Mine' })).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/account/passkeys/${passkey.id}`, stranger, {})).statusCode).toBe(404);
    expect((await inject('GET', '/api/account/passkeys', await sessionFor(t.database.db, owner.id))).json().passkeys[0].name).toBe('Laptop');
  });

  it('asks an older session for the password before registering or removing', async () => {
    const user = await buildContact(t.database.db);
    const headers = await sessionFor(t.database.db, user.id);
    const { passkey } = await register(headers);
    await t.database.db.update(sessions).set({ createdAt: new Date(Date.now() - 3_600_000) }).where(eq(sessions.tokenHash, hashToken(headers.authorization.slice(7))));

    expect((await inject('POST', '/api/account/passkeys/options', headers, {})).json().code).toBe('RECENT_SIGN_IN_REQUIRED');
    expect((await inject('DELETE', `/api/account/passkeys/${passkey.id}`, headers, {})).json().code).toBe('RECENT_SIGN_IN_REQUIRED');
    expect((await inject('POST', '/api/account/passkeys/options', headers, { password: 'wrong password' })).json().code).toBe('CURRENT_PASSWORD_WRONG');
    expect((await inject('POST', '/api/account/passkeys/options', headers, { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await inject('DELETE', `/api/account/passkeys/${passkey.id}`, headers, { password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('takes each registration options answer once, and refuses one made for another origin', async () => {
    const headers = await sessionFor(t.database.db, (await buildContact(t.database.db)).id);
    const authenticator = new SoftAuthenticator(rp());
    const { challengeId, options } = (await inject('POST', '/api/account/passkeys/options', headers, {})).json();

    const foreign = await inject('POST', '/api/account/passkeys', headers, { challengeId, name: 'X', response: authenticator.register(options, { origin: 'https://evil.example' }) });
    expect(foreign.json().code).toBe('PASSKEY_FAILED');
    const again = await inject('POST', '/api/account/passkeys', headers, { challengeId, name: 'X', response: authenticator.register(options) });
    expect(again.json().code).toBe('TWO_FACTOR_EXPIRED');
    expect((await inject('GET', '/api/account/passkeys', headers)).json().passkeys).toEqual([]);
  });
});

describe('passwordless sign-in', () => {
  it('signs in with a discoverable passkey (no user name): a session as the password would open, logged with stage passkey', async () => {
    const user = await buildContact(t.database.db);
    const { authenticator } = await register(await sessionFor(t.database.db, user.id));
    const { challengeId, options } = await passwordlessOptions();
    expect(options).not.toHaveProperty('allowCredentials');
    expect(options.rpId).toBe(rp().rpId);

    const res = await passwordless(challengeId, authenticator.assert(options));

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().token_type).toBe('bearer');
    const headers = { authorization: `Bearer ${res.json().access_token}` };
    expect((await inject('GET', '/api/Backoffice/User/GetUserVM', headers)).json().userName).toBe(user.userName);
    expect(await lastLogin(user.id, 'passkey')).toMatchObject({ result: 'Success' });
    const listed = (await inject('GET', '/api/account/passkeys', headers)).json();
    expect(listed.passkeys[0].lastUsedAt).not.toBeNull();
  });

  it('refuses a right passkey of a user whose company signs in only through its identity provider (SSO_REQUIRED, logged)', async () => {
    const db = t.database.db;
    const company = await buildCompany(db);
    const user = await buildContact(db, { companyId: company.id, email: 'leaver@sso-only.test' });
    const { authenticator } = await register(await sessionFor(db, user.id));
    const admin = await sessionFor(db, (await buildStaff(db, 'Admin')).id);
    const provider = { name: 'Corp', issuer: 'https://login.sso-only.test', clientId: 'hub', enabled: true, emailDomains: ['sso-only.test'], defaultPermissions: [] };
    const saved = await t.app.inject({ method: 'PUT', url: `/api/companies/${company.id}/sso`, headers: admin, payload: { ...provider, passwordSignInOff: true } });
    expect(saved.statusCode, saved.body).toBe(200);

    const { challengeId, options } = await passwordlessOptions();
    const res = await passwordless(challengeId, authenticator.assert(options));

    expect([res.statusCode, res.json().code]).toEqual([400, 'SSO_REQUIRED']);
    expect(await lastLogin(user.id, 'passkey')).toMatchObject({ result: 'NotAllowed', reason: 'sso_required' });
    // With the password allowed again, the same passkey signs in.
    await t.app.inject({ method: 'PUT', url: `/api/companies/${company.id}/sso`, headers: admin, payload: { ...provider, passwordSignInOff: false } });
    const again = await passwordlessOptions();
    expect((await passwordless(again.challengeId, authenticator.assert(again.options))).statusCode).toBe(200);
  });

  it('sets the session cookie and trusts the browser for the web app, as a password sign-in does', async () => {
    const user = await buildContact(t.database.db);
    const { authenticator } = await register(await sessionFor(t.database.db, user.id));
    const { challengeId, options } = await passwordlessOptions();
    const { origin } = asCookie({ authorization: 'Bearer x' });

    const res = await passwordless(challengeId, authenticator.assert(options), { 'x-session': 'cookie', origin, 'sec-fetch-site': 'same-origin' });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ token_type: 'cookie', expires_in: expect.any(Number) });
    const cookies = res.cookies.map((c) => c.name);
    expect(cookies).toContain('ch_session');
    expect(cookies).toContain('ch_device');
  });

  it('refuses a wrong credential alike, whatever is wrong: unknown id, wrong signature, origin or RP id, a replayed challenge', async () => {
    const user = await buildContact(t.database.db);
    const { authenticator } = await register(await sessionFor(t.database.db, user.id));
    const stranger = new SoftAuthenticator(rp());
    stranger.register({ ...(await inject('POST', '/api/account/passkeys/options', await sessionFor(t.database.db, user.id), {})).json().options });

    const cases: Record<string, (o: { challenge: string }) => object> = {
      unknown: (o) => stranger.assert(o),
      signature: (o) => authenticator.assert(o, { badSignature: true }),
      origin: (o) => authenticator.assert(o, { origin: 'https://evil.example' }),
      rpId: (o) => authenticator.assert(o, { rpId: 'evil.example' }),
    };
    const answers: Record<string, unknown> = {};
    for (const [name, answer] of Object.entries(cases)) {
      const { challengeId, options } = await passwordlessOptions();
      const res = await passwordless(challengeId, answer(options));
      answers[name] = [res.statusCode, res.json()];
    }
    const first = await passwordlessOptions();
    const assertion = authenticator.assert(first.options);
    expect((await passwordless(first.challengeId, assertion)).statusCode).toBe(200);
    const replay = await passwordless(first.challengeId, assertion);
    answers.replay = [replay.statusCode, replay.json()];

    const failed = [400, expect.objectContaining({ code: 'PASSKEY_FAILED' })];
    expect(answers).toEqual({ unknown: failed, signature: failed, origin: failed, rpId: failed, replay: failed });
    const bodies = new Set(Object.values(answers).map((a) => JSON.stringify({ ...(a as [number, Record<string, unknown>])[1], instance: undefined, requestId: undefined })));
    expect(bodies.size).toBe(1);
    expect(await lastLogin(user.id, 'passkey')).toMatchObject({ result: 'Failed' });
  });

  it('refuses a passkey removed in My account', async () => {
    const user = await buildContact(t.database.db);
    const headers = await sessionFor(t.database.db, user.id);
    const { authenticator, passkey } = await register(headers);
    await inject('DELETE', `/api/account/passkeys/${passkey.id}`, headers, {});

    const { challengeId, options } = await passwordlessOptions();
    expect((await passwordless(challengeId, authenticator.assert(options))).json().code).toBe('PASSKEY_FAILED');
    expect(await lastLogin(null, 'passkey')).toMatchObject({ result: 'Failed', reason: 'unknown_passkey' });
  });

  it('refuses a cloned authenticator (a signature counter that does not grow), disables the passkey and says so in My account', async () => {
    const user = await buildContact(t.database.db);
    const headers = await sessionFor(t.database.db, user.id);
    const { authenticator } = await register(headers);
    const original = authenticator.credentials[0]!;
    const first = await passwordlessOptions();
    expect((await passwordless(first.challengeId, authenticator.assert(first.options, { counter: 5 }))).statusCode).toBe(200);

    const clone = authenticator.clone(original, 2);
    const second = await passwordlessOptions();
    const cloned = await passwordless(second.challengeId, authenticator.assert(second.options, { credential: clone, counter: 3 }));

    expect(cloned.json().code).toBe('PASSKEY_FAILED');
    expect(await lastLogin(user.id, 'passkey')).toMatchObject({ result: 'Failed', reason: 'passkey_cloned' });
    expect((await inject('GET', '/api/account/passkeys', headers)).json().passkeys[0].disabled).toBe(true);
    // Even the original, counting on, no longer signs in.
    const third = await passwordlessOptions();
    expect((await passwordless(third.challengeId, authenticator.assert(third.options, { counter: 9 }))).json().code).toBe('PASSKEY_FAILED');
  });

  it('throttles failures per credential and address as passwords are: while locked, even a right assertion fails', async () => {
    const user = await buildContact(t.database.db);
    const { authenticator } = await register(await sessionFor(t.database.db, user.id));
    const ip = '203.0.113.77';
    const attempt = async (bad: boolean) => {
      const { challengeId, options } = await passwordlessOptions();
      return t.app.inject({ method: 'POST', url: '/api/auth/passkey/verify', payload: { challengeId, response: authenticator.assert(options, { badSignature: bad }) }, remoteAddress: ip });
    };
    for (let i = 0; i < t.app.config.authLockAfter; i++) await attempt(true);

    expect((await attempt(false)).json().code).toBe('PASSKEY_FAILED');
    expect(await lastLogin(user.id, 'passkey')).toMatchObject({ result: 'Locked', reason: 'throttled' });
  });
});

describe('passkey as the second factor', () => {
  it('answers a user with a passkey a passkey challenge after the password; its assertion completes the sign-in once', async () => {
    const user = await buildContact(t.database.db);
    const { authenticator } = await register(await sessionFor(t.database.db, user.id));

    const challenge = (await inject('POST', '/token', undefined, { username: user.userName, password: TEST_PASSWORD })).json();
    expect(challenge).toMatchObject({ two_factor_required: true, method: 'passkey', passkey: { challenge: expect.any(String), allowCredentials: [expect.objectContaining({ id: expect.any(String) })] } });
    expect(challenge).not.toHaveProperty('fallback');

    const assertion = authenticator.assert(challenge.passkey);
    const res = await inject('POST', '/api/auth/two-factor/passkey', undefined, { challengeId: challenge.challenge_id, response: assertion });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().access_token).toBeTruthy();
    expect((await inject('POST', '/api/auth/two-factor/passkey', undefined, { challengeId: challenge.challenge_id, response: assertion })).json().code).toBe('TWO_FACTOR_EXPIRED');
  });

  it('staff resetting the second factor of a user who lost their passkey remove it: the password alone signs in again', async () => {
    const user = await buildContact(t.database.db);
    await register(await sessionFor(t.database.db, user.id));
    const staff = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Backoffice')).id);
    const listed = await inject('GET', `/api/users?search=${encodeURIComponent(user.userName)}`, staff);
    expect(listed.json().items ?? listed.json().data).toEqual([expect.objectContaining({ id: user.id, twoFactor: true })]);

    const reset = await inject('POST', `/api/users/${user.id}/reset-two-factor`, staff, {});
    expect(reset.statusCode, reset.body).toBe(200);

    expect((await inject('GET', '/api/account/passkeys', await sessionFor(t.database.db, user.id))).json().passkeys).toEqual([]);
    const answer = (await inject('POST', '/token', undefined, { username: user.userName, password: TEST_PASSWORD })).json();
    expect(answer.access_token, 'no passkey asked for').toBeTruthy();
    expect((await inject('POST', `/api/users/${user.id}/reset-two-factor`, staff, {})).statusCode, 'nothing left to reset').toBe(409);
  });

  it("refuses another user's passkey and a wrong signature, counting them as wrong codes", async () => {
    const user = await buildContact(t.database.db);
    const { authenticator } = await register(await sessionFor(t.database.db, user.id));
    const { authenticator: others } = await register(await sessionFor(t.database.db, (await buildContact(t.database.db)).id));
    const challenge = (await inject('POST', '/token', undefined, { username: user.userName, password: TEST_PASSWORD })).json();

    const other = await inject('POST', '/api/auth/two-factor/passkey', undefined, { challengeId: challenge.challenge_id, response: others.assert({ challenge: challenge.passkey.challenge }) });
    expect(other.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID', attemptsLeft: 4 });
    const bad = await inject('POST', '/api/auth/two-factor/passkey', undefined, { challengeId: challenge.challenge_id, response: authenticator.assert(challenge.passkey, { badSignature: true }) });
    expect(bad.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID', attemptsLeft: 3 });
    expect((await inject('POST', '/api/auth/two-factor/passkey', undefined, { challengeId: challenge.challenge_id, response: authenticator.assert(challenge.passkey) })).statusCode).toBe(200);
  });

  it('lets staff fall back to an emailed code instead of the passkey', async () => {
    const admin = await buildStaff(t.database.db, 'Admin');
    await register(await sessionFor(t.database.db, admin.id));
    const challenge = (await inject('POST', '/token', undefined, { username: admin.userName, password: TEST_PASSWORD })).json();
    expect(challenge).toMatchObject({ method: 'passkey', fallback: 'email' });

    expect((await inject('POST', '/api/auth/two-factor/resend', undefined, { challengeId: challenge.challenge_id })).json()).toEqual({ sent: true });
    const code = codeIn((await deliveredTo(t.app, smtp, admin.email, /code/i)).text);
    const res = await inject('POST', '/api/auth/two-factor/verify', undefined, { challengeId: challenge.challenge_id, code });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('passkeys required by role', () => {
  it('holds a user of the role without a passkey at the gate until they register one', async () => {
    const ctx = systemContext(t.database.db, null, t.app);
    const before = await getSecuritySettings(t.database.db, t.app.config.tokenTtlMinutes);
    await updateSecuritySettings(ctx, { ...before, passkeyRequiredRoles: ['Customer'] });
    try {
      const user = await buildContact(t.database.db);
      const headers = await sessionFor(t.database.db, user.id);

      const held = await inject('GET', '/api/account/sessions', headers);
      expect([held.statusCode, held.json().code]).toEqual([403, 'PASSKEY_REQUIRED']);
      expect((await inject('GET', '/api/Backoffice/User/GetUserVM', headers)).statusCode).toBe(200);
      expect((await inject('GET', '/api/account/passkeys', headers)).json()).toEqual({ passkeys: [], required: true });

      await register(headers);
      expect((await inject('GET', '/api/account/sessions', headers)).statusCode).toBe(200);
      const staff = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Backoffice')).id);
      expect((await inject('GET', '/api/account/sessions', staff)).statusCode).toBe(200);
    } finally {
      await updateSecuritySettings(ctx, before);
    }
  });
});
