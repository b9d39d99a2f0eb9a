import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema/users.ts';
import { buildContact, TEST_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/helpers.ts';
import { newTotpSecret, totpStep } from './two-factor-codes.ts';

let t: TestApp;
beforeAll(async () => (t = await buildTestApp()));
afterAll(() => t.close());

const STEP_MS = 30_000;
const challenge = async (userName: string): Promise<string> => {
  const res = (await t.app.inject({ method: 'POST', url: '/token', payload: { username: userName, password: TEST_PASSWORD } })).json();
  expect(res.method).toBe('totp');
  return res.challenge_id;
};
const verify = (challengeId: string, code: string) => t.app.inject({ method: 'POST', url: '/api/auth/two-factor/verify', payload: { challengeId, code } });
const lastStepOf = async (userId: string) => (await t.database.db.select({ step: users.totpLastStep }).from(users).where(eq(users.id, userId)))[0]?.step;

/** A contact whose authenticator app is set up, and that app. */
async function withAuthenticator() {
  const secret = newTotpSecret();
  const user = await buildContact(t.database.db, { twoFactorMethod: 'totp', totpSecret: t.app.secretBox.seal(secret) });
  return { user, secret, app: new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }) };
}

describe('the time step of an authenticator code', () => {
  it('is the step the code belongs to, one step of drift either way', () => {
    const secret = newTotpSecret();
    const app = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    const now = 1_795_000_015_000;
    const step = Math.floor(now / STEP_MS);
    expect(totpStep(secret, 'u', app.generate({ timestamp: now }), now)).toBe(step);
    expect(totpStep(secret, 'u', app.generate({ timestamp: now - STEP_MS }), now)).toBe(step - 1);
    expect(totpStep(secret, 'u', app.generate({ timestamp: now + STEP_MS }), now)).toBe(step + 1);
    expect(totpStep(secret, 'u', app.generate({ timestamp: now + 2 * STEP_MS }), now)).toBeNull();
    expect(totpStep(secret, 'u', 'abcdef', now)).toBeNull();
  });
});

describe('an authenticator code is accepted once', () => {
  it('refuses the same code a second time with TWO_FACTOR_INVALID', async () => {
    const { user, secret, app } = await withAuthenticator();
    const code = app.generate();

    const first = await verify(await challenge(user.userName), code);
    const again = await verify(await challenge(user.userName), code);

    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'TWO_FACTOR_INVALID', attemptsLeft: 4 });
    expect(await lastStepOf(user.id)).toBe(totpStep(secret, user.userName, code));
  });

  it('lets exactly one of two parallel sign-ins with one code through', async () => {
    const { user, app } = await withAuthenticator();
    const [a, b] = [await challenge(user.userName), await challenge(user.userName)];
    const code = app.generate();

    const answers = await Promise.all([verify(a, code), verify(b, code)]);

    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.statusCode === 400)!.json().code).toBe('TWO_FACTOR_INVALID');
  });

  it('takes a newer code after an accepted one, and refuses an older one inside the drift window', async () => {
    const { user, app } = await withAuthenticator();
    const now = Date.now();
    const [current, next] = [app.generate({ timestamp: now }), app.generate({ timestamp: now + STEP_MS })];

    expect((await verify(await challenge(user.userName), current)).statusCode).toBe(200);
    expect((await verify(await challenge(user.userName), next)).statusCode).toBe(200);
    expect((await verify(await challenge(user.userName), current)).json().code).toBe('TWO_FACTOR_INVALID');
  });

  it('spends the code that confirmed the set-up; recovery codes work whatever step was last', async () => {
    const user = await buildContact(t.database.db);
    const auth = await signIn(t.app, user.userName, TEST_PASSWORD);
    const setup = (await t.app.inject({ method: 'POST', url: '/api/account/two-factor/totp/setup', headers: auth })).json();
    const app = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30 });
    const now = Date.now();
    const [confirming, later] = [app.generate({ timestamp: now }), app.generate({ timestamp: now + STEP_MS })];
    const enabled = await t.app.inject({ method: 'POST', url: '/api/account/two-factor/totp/enable', headers: auth, payload: { code: confirming } });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { recoveryCodes } = enabled.json();

    expect((await verify(await challenge(user.userName), confirming)).json().code).toBe('TWO_FACTOR_INVALID');
    expect((await verify(await challenge(user.userName), recoveryCodes[0])).statusCode).toBe(200);
    expect((await verify(await challenge(user.userName), later)).statusCode).toBe(200);
    const stepAfterCode = await lastStepOf(user.id);
    expect((await verify(await challenge(user.userName), recoveryCodes[1])).statusCode).toBe(200);
    expect(await lastStepOf(user.id)).toBe(stepAfterCode);
    expect((await verify(await challenge(user.userName), recoveryCodes[1])).json().code).toBe('TWO_FACTOR_INVALID');
  });
});
