import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs } from '@/db/schema/logs.ts';
import { buildContact, TEST_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { anyTo, codeIn, deliveredTo } from '../../../test/mail.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';
import { newTotpSecret } from './two-factor-codes.ts';

/**
 * The account's lock for browsers it does not know, which strangers turn on by guessing, does not
 * keep its owner out: the right password from a new browser is asked for a code sent to the
 * user's address, and that browser is trusted from then on (My account lists and removes it).
 */
let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await buildTestApp({ smtpUrl: smtp.url, authLockAfter: 5, authIpLockAfter: 1000, authLockBaseMs: 60_000, authLockMaxMs: 60_000 });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const STRANGER = '203.0.113.66';
const OWNER = '198.51.100.20';
type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;
const token = (username: string, password: string, ip: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/token', payload: { username, password }, remoteAddress: ip, headers: cookie ? { cookie } : {} });
const verify = (challengeId: string, code: string, ip = OWNER) =>
  t.app.inject({ method: 'POST', url: '/api/auth/two-factor/verify', payload: { challengeId, code }, remoteAddress: ip, headers: { cookie: 'ch_tz=Europe%2FLisbon' } });
const resend = (challengeId: string) => t.app.inject({ method: 'POST', url: '/api/auth/two-factor/resend', payload: { challengeId }, remoteAddress: STRANGER });
const deviceCookie = (res: Answer) => {
  const cookie = res.cookies.find((c) => c.name === 'ch_device');
  if (!cookie) throw new Error(`no device cookie in ${JSON.stringify(res.headers['set-cookie'])}`);
  return `ch_device=${cookie.value}`;
};

async function lockedByStranger(overrides: Parameters<typeof buildContact>[1] = {}) {
  const user = await buildContact(t.database.db, overrides);
  for (let i = 0; i < 6; i++) await token(user.userName, `guess-${i}`, STRANGER);
  return user;
}

describe('a lock a stranger cannot use', () => {
  it('lock from a stranger: the owner still gets in with the emailed code, and that browser is trusted from then on', async () => {
    const user = await lockedByStranger();
    const started = performance.now();
    const asked = await token(user.userName, TEST_PASSWORD, OWNER);
    expect(asked.statusCode).toBe(200);
    const challenge = asked.json();
    expect(challenge).toMatchObject({ two_factor_required: true, method: 'email_unlock' });
    expect(asked.cookies.find((c) => c.name === 'ch_device')).toBeUndefined();

    const mail = await deliveredTo(t.app, smtp, user.email, /sign-in code/i);
    const signedIn = await verify(challenge.challenge_id, codeIn(mail.text));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().access_token).toBeTruthy();
    const browser = deviceCookie(signedIn);
    console.log(`lock from a stranger: the owner signed in with the emailed code in ${(performance.now() - started).toFixed(0)} ms; the stranger's lock still holds for other browsers`);

    // The lock still holds for strangers, but this browser now signs in with the password alone.
    await token(user.userName, 'guess-again', STRANGER);
    expect((await token(user.userName, TEST_PASSWORD, OWNER, browser)).json().access_token).toBeTruthy();
    expect((await token(user.userName, TEST_PASSWORD, '198.51.100.21')).json().method).toBe('email_unlock');

    const stages = await t.database.db
      .select({ result: loginLogs.result, stage: loginLogs.stage, reason: loginLogs.reason })
      .from(loginLogs)
      .where(and(eq(loginLogs.userId, user.id)));
    expect(stages).toEqual(expect.arrayContaining([{ result: 'Locked', stage: 'password', reason: 'unlock_code' }, { result: 'Success', stage: 'unlock', reason: null }]));
  });

  it('a wrong password or a made-up user while locked: the same challenge, no email, and codes refused exactly as for the owner', async () => {
    const user = await lockedByStranger();
    const nobody = `nobody-${user.userName}`;
    for (let i = 0; i < 6; i++) await token(nobody, `guess-${i}`, STRANGER);
    const owners = (await token(user.userName, TEST_PASSWORD, OWNER)).json();
    const wrongs = (await token(user.userName, 'not-it', STRANGER)).json();
    const nobodys = (await token(nobody, 'not-it', STRANGER)).json();
    for (const c of [wrongs, nobodys]) expect({ ...c, challenge_id: 'x' }).toEqual({ ...owners, challenge_id: 'x' });
    await deliveredTo(t.app, smtp, user.email, /sign-in code/i);

    const sent = smtp.messages.length;
    expect((await resend(wrongs.challenge_id)).json()).toEqual({ sent: true });
    expect((await resend(nobodys.challenge_id)).json()).toEqual({ sent: true });
    await t.app.worker.drain();
    expect(smtp.messages.length).toBe(sent);

    const answersTo = async (challengeId: string) => {
      const out: unknown[] = [];
      for (let i = 0; i < 5; i++) {
        const body = (await verify(challengeId, String(100000 + i), STRANGER)).json();
        out.push([body.code, body.attemptsLeft]);
      }
      return out;
    };
    const expected = [...[4, 3, 2, 1].map((left) => ['TWO_FACTOR_INVALID', left]), ['TWO_FACTOR_EXPIRED', undefined]];
    expect(await answersTo(wrongs.challenge_id)).toEqual(expected);
    expect(await answersTo(nobodys.challenge_id)).toEqual(expected);
    // The owner's own challenge, worn out by a stranger's codes, is spent as well.
    expect(await answersTo(owners.challenge_id)).toEqual(expected);
  });

  it('no code for a user whose password was right but who is deactivated', async () => {
    const user = await lockedByStranger({ active: false });
    const before = smtp.messages.length;
    expect((await token(user.userName, TEST_PASSWORD, OWNER)).json().method).toBe('email_unlock');
    await t.app.worker.drain();
    expect(anyTo(smtp, user.email)).toBe(false);
    expect(smtp.messages.length).toBe(before);
  });

  it('an authenticator is still asked for after the unlock code', async () => {
    const user = await lockedByStranger({ twoFactorMethod: 'totp', totpSecret: t.app.secretBox.seal(newTotpSecret()) });
    const challenge = (await token(user.userName, TEST_PASSWORD, OWNER)).json();
    const code = codeIn((await deliveredTo(t.app, smtp, user.email, /sign-in code/i)).text);
    const next = await verify(challenge.challenge_id, code);
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ two_factor_required: true, method: 'totp' });
    expect(next.json().access_token).toBeUndefined();
  });
});

describe('My account: trusted browsers', () => {
  it('lists the browser with its place and last sign-in; removing it makes it a stranger to the lock again', async () => {
    const user = await lockedByStranger();
    const challenge = (await token(user.userName, TEST_PASSWORD, OWNER)).json();
    const signedIn = await verify(challenge.challenge_id, codeIn((await deliveredTo(t.app, smtp, user.email, /sign-in code/i)).text));
    const browser = deviceCookie(signedIn);
    const auth = { authorization: `Bearer ${signedIn.json().access_token}` };

    const listed = await t.app.inject({ method: 'GET', url: '/api/account/devices', headers: auth });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([{ id: expect.stringMatching(/^[\w-]{22}$/), userAgent: 'lightMyRequest', ip: OWNER, timeZone: 'Europe/Lisbon', createdAt: expect.any(String), lastSeenAt: expect.any(String) }]);
    const [device] = listed.json();

    // Someone else's session cannot remove it.
    const other = await buildContact(t.database.db);
    const othersToken = (await token(other.userName, TEST_PASSWORD, '198.51.100.90')).json().access_token;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/account/devices/${device.id}`, headers: { authorization: `Bearer ${othersToken}` } })).statusCode).toBe(404);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/account/devices/${device.id}`, headers: auth });
    expect(removed.json()).toEqual({ removed: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/account/devices', headers: auth })).json()).toEqual([]);
    await token(user.userName, 'guess-again', STRANGER);
    expect((await token(user.userName, TEST_PASSWORD, OWNER, browser)).json().method).toBe('email_unlock');
  });

  it('a browser that signs in again is the same trusted browser, seen later; a new password forgets them all', async () => {
    const user = await buildContact(t.database.db);
    const first = await token(user.userName, TEST_PASSWORD, '198.51.100.30');
    const browser = deviceCookie(first);
    const again = await token(user.userName, TEST_PASSWORD, '198.51.100.31', browser);
    expect(deviceCookie(again)).toBe(browser);
    const auth = { authorization: `Bearer ${again.json().access_token}` };
    const listed = (await t.app.inject({ method: 'GET', url: '/api/account/devices', headers: auth })).json();
    expect(listed).toHaveLength(1);
    expect(listed[0].ip).toBe('198.51.100.31');

    const changed = await t.app.inject({ method: 'POST', url: '/api/account/change-password', headers: auth, payload: { currentPassword: TEST_PASSWORD, newPassword: 'another-long-passphrase-2026' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/devices', headers: auth })).json()).toEqual([]);
  });
});
