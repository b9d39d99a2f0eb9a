import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs } from '@/db/schema/logs.ts';
import { issueLink } from '@/modules/accounts/service.ts';
import { authDeps } from '@/modules/auth/service.ts';
import { buildCompany, buildContact, buildStaff, TEST_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';
import { codeIn, deliveredTo } from '../../../test/mail.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';

/*
 * "Local password sign-in off" for a company that signs in with its identity provider: its users'
 * right password is refused pointing at single sign-on, on every password path (the token call,
 * and the unlock code after a lock), and so is setting a password through a reset link.
 */
let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await buildTestApp({ smtpUrl: smtp.url, authLockAfter: 3, authIpLockAfter: 1000, authLockBaseMs: 60_000, authLockMaxMs: 60_000, ssoAllowHttpIssuers: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const token = (username: string, password: string, ip = '198.51.100.7') => t.app.inject({ method: 'POST', url: '/token', payload: { username, password }, remoteAddress: ip });

async function companyWithPasswordOff(domain: string) {
  const db = t.database.db;
  const admin = await sessionFor(db, (await buildStaff(db, 'Admin')).id);
  const company = await buildCompany(db);
  const user = await buildContact(db, { companyId: company.id, email: `user@${domain}` });
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/companies/${company.id}/sso`,
    headers: admin,
    payload: { name: 'Corp', issuer: 'http://127.0.0.1:9', clientId: 'hub', enabled: true, emailDomains: [domain], defaultPermissions: [], passwordSignInOff: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

describe('local password sign-in off', () => {
  it('refuses the right password with UseSingleSignOn (logged), a wrong one with Failed as before', async () => {
    const user = await companyWithPasswordOff('off-one.test');
    const right = await token(user.userName, TEST_PASSWORD);
    expect([right.statusCode, right.body]).toEqual([400, 'UseSingleSignOn']);
    expect((await token(user.userName, 'wrong-password')).body).toBe('Failed');
    const logs = await t.database.db.select().from(loginLogs).where(eq(loginLogs.userId, user.id));
    expect(logs.map((l) => l.reason)).toContain('sso_required');
  });

  it('refuses it after the unlock code of a locked account too', async () => {
    const user = await companyWithPasswordOff('off-two.test');
    for (let i = 0; i < 4; i++) await token(user.userName, `guess-${i}`, '203.0.113.9');
    const asked = await token(user.userName, TEST_PASSWORD);
    expect(asked.json()).toMatchObject({ two_factor_required: true, method: 'email_unlock' });
    const mail = await deliveredTo(t.app, smtp, user.email, /sign-in code/i);
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/verify', payload: { challengeId: asked.json().challenge_id, code: codeIn(mail.text) } });
    expect(verified.statusCode).toBe(400);
    expect(verified.json()).toMatchObject({ code: 'SSO_REQUIRED' });
    expect(verified.body).not.toMatch(/access_token/);
  });

  it('refuses a password set through a reset link', async () => {
    const user = await companyWithPasswordOff('off-three.test');
    const link = await issueLink(authDeps(t.app), t.database.db, user.id, 'reset');
    const resetToken = new URL(link).searchParams.get('token')!;
    const res = await t.app.inject({ method: 'POST', url: '/api/account/reset-password', payload: { token: resetToken, password: 'a long enough passphrase 2026' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'SSO_REQUIRED' });
  });
});
