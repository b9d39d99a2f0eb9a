import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '@/context.ts';
import { ledgerEntries } from '@/db/schema/ledger.ts';
import { users } from '@/db/schema/users.ts';
import { authDeps } from '@/modules/auth/service.ts';
import { auditRowsOf as rowsOf, failingAuditContext } from '../../../test/audit.ts';
import { buildBusinessPartner, buildCompany, buildContact, TEST_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, signIn, type TestApp } from '../../../test/helpers.ts';
import { changePassword, issueLink, runSignUpJob } from './service.ts';
import { disable } from './two-factor-service.ts';

/** Every account change writes its audit row from the service, in the change's own transaction. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a new long passphrase';
const auditRowsOf = (userId: string) => rowsOf(t.database.db, 'accounts', userId);
const messagesOf = async (userId: string) => (await auditRowsOf(userId)).map((r) => r.shortMessage);
const passwordHashOf = async (id: string) => (await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.hash;

async function contactSignedIn() {
  const user = await buildContact(t.database.db);
  return { user, auth: await signIn(t.app, user.userName, TEST_PASSWORD) };
}

describe('account audit', () => {
  it('a password change writes one audit row; a refused one (wrong current password) writes none', async () => {
    const { user, auth } = await contactSignedIn();
    const change = (currentPassword: string) =>
      t.app.inject({ method: 'POST', url: '/api/account/change-password', headers: auth, payload: { currentPassword, newPassword: NEW_PASSWORD } });

    expect((await change('wrong-password-1')).statusCode).toBe(400);
    expect(await auditRowsOf(user.id)).toEqual([]);

    expect((await change(TEST_PASSWORD)).statusCode).toBe(200);
    const rows = await auditRowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ level: 'Information', path: '/api/account/change-password' });
    expect(rows[0]!.shortMessage).toBe(`Password of ${user.userName} changed, other sessions ended: 0 (${user.id}) (by ${user.userName})`);
  });

  it('ending an own session and changing the second factor each write one audit row', async () => {
    const { user, auth } = await contactSignedIn();
    await signIn(t.app, user.userName, TEST_PASSWORD);
    const other = (await t.app.inject({ url: '/api/account/sessions', headers: auth })).json().find((s: { current: boolean }) => !s.current);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${other.id}`, headers: auth })).statusCode).toBe(200);
    const enable = { method: 'POST' as const, url: '/api/account/two-factor/email/setup', headers: auth, payload: { password: TEST_PASSWORD } };
    expect((await t.app.inject(enable)).statusCode).toBe(200);
    expect((await t.app.inject({ ...enable, url: '/api/account/two-factor/disable', payload: { password: 'wrong-password-1' } })).statusCode).toBe(400);
    expect((await t.app.inject({ ...enable, url: '/api/account/two-factor/disable' })).statusCode).toBe(200);

    expect((await messagesOf(user.id)).sort()).toEqual(
      [
        `Second factor of ${user.userName}: disabled (${user.id}) (by ${user.userName})`,
        `Second factor of ${user.userName}: email codes set-up started, code sent (${user.id}) (by ${user.userName})`,
        `Session ${other.id} of ${user.userName} ended (${user.id}) (by ${user.userName})`,
      ].sort(),
    );
  });

  it('a password set through an emailed link writes one audit row by the anonymous visitor; a spent link writes none', async () => {
    const user = await buildContact(t.database.db);
    const link = await issueLink(authDeps(t.app), t.database.db, user.id, 'reset');
    const token = new URL(link).searchParams.get('token')!;
    const reset = () => t.app.inject({ method: 'POST', url: '/api/account/reset-password', payload: { token, password: NEW_PASSWORD } });

    expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(400);
    expect(await messagesOf(user.id)).toEqual([`Password of ${user.userName} set through a reset link, sessions ended: 0 (${user.id}) (by anonymous)`]);
  });

  it('a sign-up that matches creates the pending account with one audit row by the system; one that does not match writes none', async () => {
    const company = await buildCompany(t.database.db);
    const partner = await buildBusinessPartner(t.database.db, company.id);
    const invoiceNo = `FT ${Date.now()}`;
    await t.database.db
      .insert(ledgerEntries)
      .values({ companyId: company.id, businessPartnerId: partner.id, documentNo: invoiceNo, documentType: 'Invoice', postDate: '2026-10-01', amount: '1.00', remainingAmount: '1.00' });
    const job = (email: string, invoice: string) =>
      runSignUpJob(systemContext(t.database.db, null, t.app), authDeps(t.app), { customerNo: partner.customerNo, invoiceNo: invoice, email, language: 'es-ES' });

    await job(`no.${invoiceNo.slice(3)}@client.test`, 'FT none');
    expect(await auditRowsOf(partner.id)).toEqual([]);
    const email = `new.${invoiceNo.slice(3)}@client.test`;
    await job(email, invoiceNo);

    const [created] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await messagesOf(partner.id)).toEqual([`Sign-up account created for business partner ${partner.id} (${created!.id}) (by system)`]);
  });

  it('the audit row is part of the transaction: when it cannot be written, the password and second factor stay as they were', async () => {
    const user = await buildContact(t.database.db, { twoFactorMethod: 'email' });
    const auth = await sessionFor(t.database.db, user.id);
    const before = await passwordHashOf(user.id);
    const ctx = await failingAuditContext(t.database.db, auth);

    await expect(changePassword(ctx, authDeps(t.app), { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })).rejects.toThrow('audit log unavailable');
    expect(await passwordHashOf(user.id)).toBe(before);
    await expect(disable(ctx, authDeps(t.app), TEST_PASSWORD)).rejects.toThrow('audit log unavailable');
    const [after] = await t.database.db.select({ method: users.twoFactorMethod }).from(users).where(eq(users.id, user.id));
    expect(after!.method).toBe('email');
  });
});
