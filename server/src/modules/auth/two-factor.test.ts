import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { loginLogs } from '@/db/schema/logs.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '@/context.ts';
import { updateSecuritySettings } from '@/modules/settings/service.ts';
import { DEFAULT_SECURITY_SETTINGS } from '@customer-hub/contract/settings';
import { buildContact, buildStaff, TEST_PASSWORD } from '../../../test/factories.ts';
import { signIn, type TestApp } from '../../../test/helpers.ts';
import { codeIn, deliveredTo, tokenIn } from '../../../test/mail.ts';
import { buildTestAppWithSmtp, type TestSmtp } from '../../../test/smtp.ts';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => ({ t, smtp } = await buildTestAppWithSmtp()));
afterAll(() => t.close());

const token = (username: string, password = TEST_PASSWORD) => t.app.inject({ method: 'POST', url: '/token', payload: { username, password } });
const verify = (challengeId: string, code: string) => t.app.inject({ method: 'POST', url: '/api/auth/two-factor/verify', payload: { challengeId, code } });

async function emailChallenge(user: { userName: string; email: string }) {
  const res = await token(user.userName);
  const challenge = res.json();
  const mail = await deliveredTo(t.app, smtp, user.email, /code/i);
  return { challenge, code: codeIn(mail.text) };
}

describe('two-factor by email', () => {
  it('is required for Admin and Backoffice by default: the token call answers a challenge, the emailed code a token', async () => {
    const admin = await buildStaff(t.database.db, 'Admin');

    const { challenge, code } = await emailChallenge(admin);

    expect(challenge).toEqual({ two_factor_required: true, challenge_id: expect.any(String), method: 'email', expires_in_seconds: 600 });
    const res = await verify(challenge.challenge_id, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().token_type).toBe('bearer');
    expect((await verify(challenge.challenge_id, code)).json().code).toBe('TWO_FACTOR_EXPIRED');
  });

  it('counts down five tries, then spends the challenge', async () => {
    const staff = await buildStaff(t.database.db, 'Backoffice');
    const { challenge, code } = await emailChallenge(staff);
    const wrong = code === '000000' ? '111111' : '000000';

    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await verify(challenge.challenge_id, wrong)).json());

    expect(answers.slice(0, 4).map((a) => [a.code, a.attemptsLeft])).toEqual([
      ['TWO_FACTOR_INVALID', 4],
      ['TWO_FACTOR_INVALID', 3],
      ['TWO_FACTOR_INVALID', 2],
      ['TWO_FACTOR_INVALID', 1],
    ]);
    expect(answers[4].code).toBe('TWO_FACTOR_EXPIRED');
    expect((await verify(challenge.challenge_id, code)).json().code).toBe('TWO_FACTOR_EXPIRED');
  });

  it('binds a code to its own sign-in attempt, and a resent code replaces the old one', async () => {
    const staff = await buildStaff(t.database.db, 'Backoffice');
    const a = await emailChallenge(staff);
    const b = await emailChallenge(staff);

    expect((await verify(b.challenge.challenge_id, a.code === b.code ? '999999' : a.code)).json().code).toBe('TWO_FACTOR_INVALID');
    const resent = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/resend', payload: { challengeId: b.challenge.challenge_id } });
    expect(resent.json()).toEqual({ sent: true });
    const newCode = codeIn((await deliveredTo(t.app, smtp, staff.email, /code/i)).text);
    if (newCode !== b.code) expect((await verify(b.challenge.challenge_id, b.code)).json().code).toBe('TWO_FACTOR_INVALID');
    expect((await verify(b.challenge.challenge_id, newCode)).statusCode).toBe(200);
  });

  it('is not asked of a customer unless they turn it on, and settings can require it for customers', async () => {
    const customer = await buildContact(t.database.db);
    expect((await token(customer.userName)).json().access_token).toBeTruthy();

    await updateSecuritySettings(systemContext(t.database.db, null, t.app), { ...DEFAULT_SECURITY_SETTINGS, twoFactorRequiredRoles: ['Customer'] });
    try {
      expect((await token(customer.userName)).json().two_factor_required).toBe(true);
    } finally {
      await updateSecuritySettings(systemContext(t.database.db, null, t.app), DEFAULT_SECURITY_SETTINGS);
    }
  });
});

describe('turning email codes on', () => {
  const setup = (auth: { authorization: string }, password = TEST_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/account/two-factor/email/setup', headers: auth, payload: { password } });
  const enable = (auth: { authorization: string }, code: string) => t.app.inject({ method: 'POST', url: '/api/account/two-factor/email/enable', headers: auth, payload: { code } });
  const methodOf = async (auth: { authorization: string }) => (await t.app.inject({ url: '/api/account/two-factor', headers: auth })).json().method;

  it('waits for the emailed code: until it comes back the account signs in as before, and a wrong code changes nothing', async () => {
    const user = await buildContact(t.database.db);
    const auth = await signIn(t.app, user.userName, TEST_PASSWORD);

    expect((await setup(auth, 'not-my-password')).json().code).toBe('CURRENT_PASSWORD_WRONG');
    expect((await setup(auth)).json()).toEqual({ to: user.email, expiresInSeconds: 600 });
    const mail = await deliveredTo(t.app, smtp, user.email, /confirm/i);
    const code = codeIn(mail.text);
    expect(mail.text).toContain('My account');
    expect(await methodOf(auth)).toBe('none');
    expect((await token(user.userName)).json().access_token).toBeTruthy();
    const wrong = await enable(auth, code === '000000' ? '111111' : '000000');
    expect([wrong.statusCode, wrong.json().code, wrong.json().attemptsLeft]).toEqual([400, 'TWO_FACTOR_INVALID', 4]);
    expect(await methodOf(auth)).toBe('none');

    const done = await enable(auth, code);

    expect(done.json()).toMatchObject({ method: 'email' });
    expect((await enable(auth, code)).statusCode).toBe(409);
    const logs = await t.database.db.select().from(loginLogs).where(eq(loginLogs.userId, user.id));
    expect(logs.map((l) => `${l.result}:${l.reason}`)).toContain('TwoFactorChanged:email_enabled');
    expect((await token(user.userName)).json()).toMatchObject({ two_factor_required: true, method: 'email' });
  });

  it('spends the set-up code after five wrong tries or when a newer one is sent', async () => {
    const user = await buildContact(t.database.db);
    const auth = await signIn(t.app, user.userName, TEST_PASSWORD);
    await setup(auth);
    const first = codeIn((await deliveredTo(t.app, smtp, user.email, /confirm/i)).text);
    await setup(auth);
    const second = codeIn((await deliveredTo(t.app, smtp, user.email, /confirm/i)).text);
    const wrong = first === second ? '999999' : first;
    const wrongAgain = second === '000000' ? '111111' : '000000';

    const answers = [];
    for (const code of [wrong, wrongAgain, wrongAgain, wrongAgain, wrongAgain]) answers.push((await enable(auth, code)).json().code);

    expect(answers).toEqual(['TWO_FACTOR_INVALID', 'TWO_FACTOR_INVALID', 'TWO_FACTOR_INVALID', 'TWO_FACTOR_INVALID', 'TWO_FACTOR_EXPIRED']);
    expect((await enable(auth, second)).json().code).toBe('TWO_FACTOR_EXPIRED');
    expect(await methodOf(auth)).toBe('none');
  });
});

describe('password reset and the second factor', () => {
  it('a reset does not sign anybody in: the next sign-in still asks for the code', async () => {
    const admin = await buildStaff(t.database.db, 'Admin');
    await t.app.inject({ method: 'POST', url: '/api/account/recover', payload: { email: admin.email } });
    const link = tokenIn((await deliveredTo(t.app, smtp, admin.email, /password/i)).text);

    const reset = await t.app.inject({ method: 'POST', url: '/api/account/reset-password', payload: { token: link, password: 'reset but still guarded 9' } });
    const after = await token(admin.userName, 'reset but still guarded 9');

    expect(reset.json()).toEqual({ userName: admin.userName });
    expect(after.json()).toMatchObject({ two_factor_required: true, method: 'email' });
  });
});

describe('two-factor with an authenticator app', () => {
  it('enrols with a confirming code, then signs in with app codes or single-use recovery codes', async () => {
    const user = await buildContact(t.database.db);
    const auth = await signIn(t.app, user.userName, TEST_PASSWORD);
    const setupRes = await t.app.inject({ method: 'POST', url: '/api/account/two-factor/totp/setup', headers: auth });
    expect(setupRes.statusCode, setupRes.body).toBe(200);
    const setup = setupRes.json();
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.qrSvg).toContain('<svg');
    const app = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30 });

    const wrong = await t.app.inject({ method: 'POST', url: '/api/account/two-factor/totp/enable', headers: auth, payload: { code: app.generate() === '000000' ? '111111' : '000000' } });
    const enabled = await t.app.inject({ method: 'POST', url: '/api/account/two-factor/totp/enable', headers: auth, payload: { code: app.generate() } });

    expect(wrong.json().code).toBe('TWO_FACTOR_INVALID');
    const { recoveryCodes } = enabled.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const c1 = (await token(user.userName)).json();
    expect(c1.method).toBe('totp');
    // The confirming code is spent: the sign-in takes the app's next one.
    expect((await verify(c1.challenge_id, app.generate({ timestamp: Date.now() + 30_000 }))).statusCode).toBe(200);

    const c2 = (await token(user.userName)).json();
    expect((await verify(c2.challenge_id, recoveryCodes[0].toUpperCase())).statusCode).toBe(200);
    const c3 = (await token(user.userName)).json();
    expect((await verify(c3.challenge_id, recoveryCodes[0])).json().code).toBe('TWO_FACTOR_INVALID');
    const status = await t.app.inject({ url: '/api/account/two-factor', headers: auth });
    expect(status.json()).toEqual({ method: 'totp', required: false, recoveryCodesLeft: 9 });
  });

  it('turning it off needs the password and is written to the login log', async () => {
    const user = await buildContact(t.database.db, { twoFactorMethod: 'email' });
    const challenge = await emailChallenge(user);
    const auth = { authorization: `Bearer ${(await verify(challenge.challenge.challenge_id, challenge.code)).json().access_token}` };

    const refused = await t.app.inject({ method: 'POST', url: '/api/account/two-factor/disable', headers: auth, payload: { password: 'not-my-password' } });
    const done = await t.app.inject({ method: 'POST', url: '/api/account/two-factor/disable', headers: auth, payload: { password: TEST_PASSWORD } });
    const logs = await t.database.db.select().from(loginLogs).where(eq(loginLogs.userId, user.id));

    expect(refused.json().code).toBe('CURRENT_PASSWORD_WRONG');
    expect(done.json().method).toBe('none');
    expect(logs.map((l) => `${l.result}:${l.reason}`)).toContain('TwoFactorChanged:disabled');
    expect((await token(user.userName)).json().access_token).toBeTruthy();
  });
});
