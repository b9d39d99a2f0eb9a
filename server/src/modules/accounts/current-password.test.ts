import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContact, TEST_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, signIn, type TestApp } from '../../../test/helpers.ts';

// The password asked again by My account's sensitive changes is counted per user across every
// session and route that asks for it (lib/current-password.ts), apart from the sign-in counters.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:9', authLockAfter: 3, authLockBaseMs: 60_000, authLockMaxMs: 60_000 });
});
afterAll(() => t.close());

type Headers = { authorization: string };
const changePassword = (headers: Headers, currentPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/change-password', headers, payload: { currentPassword, newPassword: 'a new long passphrase' } });
const emailCodeSetup = (headers: Headers, password: string) => t.app.inject({ method: 'POST', url: '/api/account/two-factor/email/setup', headers, payload: { password } });
const passkeyOptions = (headers: Headers, password: string) => t.app.inject({ method: 'POST', url: '/api/account/passkeys/options', headers, payload: { password } });

describe('confirming the current password', () => {
  it('after three wrong answers from two sessions over three routes refuses even the right one (429), while signing in still works', async () => {
    const user = await buildContact(t.database.db);
    const here = await sessionFor(t.database.db, user.id);
    const elsewhere = await sessionFor(t.database.db, user.id);

    const wrong = [await changePassword(here, 'guess-1'), await emailCodeSetup(elsewhere, 'guess-2'), await passkeyOptions(here, 'guess-3')];
    const right = await changePassword(elsewhere, TEST_PASSWORD);

    expect(wrong.map((r) => r.json().code)).toEqual(['CURRENT_PASSWORD_WRONG', 'CURRENT_PASSWORD_WRONG', 'CURRENT_PASSWORD_WRONG']);
    expect([right.statusCode, right.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect((await passkeyOptions(here, TEST_PASSWORD)).statusCode).toBe(429);
    await expect(signIn(t.app, user.userName, TEST_PASSWORD)).resolves.toHaveProperty('authorization');
  });

  it('counts each user apart, and a right answer before the limit starts the count again', async () => {
    const user = await buildContact(t.database.db);
    const other = await buildContact(t.database.db);
    const headers = await sessionFor(t.database.db, user.id);
    for (let i = 0; i < 3; i++) await changePassword(await sessionFor(t.database.db, other.id), `guess-${i}`);

    await changePassword(headers, 'guess-a');
    await changePassword(headers, 'guess-b');
    expect((await emailCodeSetup(headers, TEST_PASSWORD)).statusCode).toBe(200);
    await changePassword(headers, 'guess-c');
    await changePassword(headers, 'guess-d');

    expect((await changePassword(headers, TEST_PASSWORD)).json()).toMatchObject({ changed: true });
  });
});
