import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '@/context.ts';
import { sessions } from '@/db/schema/users.ts';
import { updateSecuritySettings } from '@/modules/settings/service.ts';
import { DEFAULT_SECURITY_SETTINGS } from '@customer-hub/contract/settings';
import { buildContact, buildStaff, TEST_PASSWORD } from '../../../test/factories.ts';
import { sessionFor, signIn, type TestApp } from '../../../test/helpers.ts';
import { buildTestAppWithSmtp } from '../../../test/smtp.ts';

let t: TestApp;
beforeAll(async () => ({ t } = await buildTestAppWithSmtp()));
afterAll(() => t.close());

const valid = async (headers: object) => (await t.app.inject({ url: '/api/Example/IsTokenValid', headers: headers as Record<string, string> })).statusCode;

describe('change password', () => {
  it('needs the current password, checks the policy, and ends every other session', async () => {
    const user = await buildContact(t.database.db);
    const here = await signIn(t.app, user.userName, TEST_PASSWORD);
    const elsewhere = await signIn(t.app, user.userName, TEST_PASSWORD);
    const change = (currentPassword: string, newPassword: string) =>
      t.app.inject({ method: 'POST', url: '/api/account/change-password', headers: here, payload: { currentPassword, newPassword } });

    expect((await change('wrong-password-1', 'a new long passphrase')).json().code).toBe('CURRENT_PASSWORD_WRONG');
    expect((await change(TEST_PASSWORD, 'qwerty123456')).json()).toMatchObject({ code: 'PASSWORD_POLICY', reason: 'COMMON' });
    const ok = await change(TEST_PASSWORD, 'a new long passphrase');

    expect(ok.json()).toEqual({ changed: true, otherSessionsEnded: 1 });
    expect(await valid(here)).toBe(200);
    expect(await valid(elsewhere)).toBe(401);
    await signIn(t.app, user.userName, 'a new long passphrase');
  });
});

describe('my sessions', () => {
  it('lists my live sessions with the current one marked, and ends another', async () => {
    const user = await buildContact(t.database.db);
    const here = await signIn(t.app, user.userName, TEST_PASSWORD);
    const other = await signIn(t.app, user.userName, TEST_PASSWORD);

    const list = (await t.app.inject({ url: '/api/account/sessions', headers: here })).json();
    expect(list).toHaveLength(2);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const otherId = list.find((s: { current: boolean }) => !s.current).id;
    await valid(other);

    const ended = await t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${otherId}`, headers: here });

    expect(ended.json()).toEqual({ ended: 1 });
    expect(await valid(other)).toBe(401);
    expect(await valid(here)).toBe(200);
  });

  it("cannot end another user's session", async () => {
    const a = await buildContact(t.database.db);
    const b = await buildContact(t.database.db);
    const aAuth = await signIn(t.app, a.userName, TEST_PASSWORD);
    const bAuth = await signIn(t.app, b.userName, TEST_PASSWORD);
    const [bSession] = await t.database.db.select().from(sessions).where(eq(sessions.userId, b.id));

    const res = await t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${bSession!.id}`, headers: aAuth });

    expect(res.statusCode).toBe(404);
    expect(await valid(bAuth)).toBe(200);
  });

  it('an idle session expires after the idle timeout from settings', async () => {
    const user = await buildContact(t.database.db);
    const auth = await signIn(t.app, user.userName, TEST_PASSWORD);
    await updateSecuritySettings(systemContext(t.database.db, null, t.app), { ...DEFAULT_SECURITY_SETTINGS, sessionIdleMinutes: 5 });
    try {
      await t.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 6 * 60_000) }).where(eq(sessions.userId, user.id));
      t.app.sessions.cache.clear();

      const res = await t.app.inject({ url: '/api/Example/IsTokenValid', headers: auth });

      expect(res.json().code).toBe('TOKEN_EXPIRED');
    } finally {
      await updateSecuritySettings(systemContext(t.database.db, null, t.app), DEFAULT_SECURITY_SETTINGS);
    }
  });
});

describe('staff actions on users', () => {
  it('staff end all sessions of a user, and deactivating ends them at once', async () => {
    const user = await buildContact(t.database.db);
    const staff = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Backoffice')).id);
    const s1 = await signIn(t.app, user.userName, TEST_PASSWORD);
    await valid(s1);

    const ended = await t.app.inject({ method: 'POST', url: `/api/users/${user.id}/sessions/end`, headers: staff });
    expect(ended.json()).toEqual({ ended: 1 });
    expect(await valid(s1)).toBe(401);

    const s2 = await signIn(t.app, user.userName, TEST_PASSWORD);
    await valid(s2);
    const off = await t.app.inject({ method: 'POST', url: `/api/users/${user.id}/deactivate`, headers: staff });
    expect(off.json()).toEqual({ active: false, sessionsEnded: 1 });
    expect(await valid(s2)).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/token', payload: { username: user.userName, password: TEST_PASSWORD } })).body).toBe('NotAllowed');
    await t.app.inject({ method: 'POST', url: `/api/users/${user.id}/activate`, headers: staff });
    await signIn(t.app, user.userName, TEST_PASSWORD);
  });

  it('Backoffice may not act on an Admin', async () => {
    const admin = await buildStaff(t.database.db, 'Admin');
    const staff = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Backoffice')).id);

    const res = await t.app.inject({ method: 'POST', url: `/api/users/${admin.id}/deactivate`, headers: staff });

    expect(res.statusCode).toBe(403);
  });
});
