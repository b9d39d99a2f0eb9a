import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema/users.ts';
import { auditRowsOf as rowsOf, buildAppWithStaff, failingAuditContext, type SignedIn } from '../../../test/audit.ts';
import { buildContact, buildStaff, TEST_PASSWORD } from '../../../test/factories.ts';
import { signIn, type TestApp } from '../../../test/helpers.ts';
import { setUserActive, updateUserLanguage } from './service.ts';

/** Every user change writes its audit row from the service, in the change's own transaction. */
let t: TestApp;
let backoffice: SignedIn;
beforeAll(async () => ({ t, staff: backoffice } = await buildAppWithStaff('Backoffice')));
afterAll(() => t.close());

const auditRowsOf = (userId: string) => rowsOf(t.database.db, 'users', userId);
const post = (url: string) => t.app.inject({ method: 'POST', url, headers: backoffice.headers });
const userRow = async (id: string) => (await t.database.db.select({ active: users.active, language: users.language }).from(users).where(eq(users.id, id)))[0]!;

describe('user audit', () => {
  it('deactivating and reactivating a user each write one audit row naming the user and who acted', async () => {
    const contact = await buildContact(t.database.db);
    expect((await post(`/api/users/${contact.id}/deactivate`)).statusCode).toBe(200);
    expect((await post(`/api/users/${contact.id}/activate`)).statusCode).toBe(200);

    const rows = await auditRowsOf(contact.id);
    expect(rows.map((r) => r.shortMessage).sort()).toEqual(
      [
        `User ${contact.userName} deactivated, sessions ended: 0 (${contact.id}) (by ${backoffice.userName})`,
        `User ${contact.userName} reactivated (${contact.id}) (by ${backoffice.userName})`,
      ].sort(),
    );
    expect(rows[0]).toMatchObject({ level: 'Information' });
  });

  it('ending a user’s sessions writes one audit row', async () => {
    const contact = await buildContact(t.database.db);
    await signIn(t.app, contact.userName, TEST_PASSWORD);
    const res = await post(`/api/users/${contact.id}/sessions/end`);
    expect(res.json()).toEqual({ ended: 1 });

    const rows = await auditRowsOf(contact.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path: `/api/users/${contact.id}/sessions/end` });
    expect(rows[0]!.shortMessage).toContain(`Sessions of ${contact.userName} ended: 1`);
  });

  it('a refused action writes none: Backoffice acting on an Admin', async () => {
    const admin = await buildStaff(t.database.db, 'Admin');
    expect((await post(`/api/users/${admin.id}/deactivate`)).statusCode).toBe(403);
    expect((await post(`/api/users/${admin.id}/sessions/end`)).statusCode).toBe(403);
    expect(await auditRowsOf(admin.id)).toEqual([]);
  });

  it('a language change writes one audit row by the user', async () => {
    const contact = await buildContact(t.database.db, { language: 'pt-PT' });
    const auth = await signIn(t.app, contact.userName, TEST_PASSWORD);
    await t.app.inject({ method: 'PUT', url: '/api/account/language', headers: auth, payload: { language: 'es-ES' } });

    const rows = await auditRowsOf(contact.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.shortMessage).toBe(`Language of ${contact.userName} set to es-ES (${contact.id}) (by ${contact.userName})`);
  });

  it('the audit row is part of the transaction: when it cannot be written, the user stays as they were', async () => {
    const contact = await buildContact(t.database.db, { language: 'pt-PT' });
    const sessions = t.app.sessions;

    await expect(setUserActive(await failingAuditContext(t.database.db, backoffice.headers), sessions, contact.id, false)).rejects.toThrow('audit log unavailable');
    expect((await userRow(contact.id)).active).toBe(true);

    const own = await failingAuditContext(t.database.db, await signIn(t.app, contact.userName, TEST_PASSWORD));
    await expect(updateUserLanguage(own, sessions, 'es-ES')).rejects.toThrow('audit log unavailable');
    expect((await userRow(contact.id)).language).toBe('pt-PT');
  });
});
