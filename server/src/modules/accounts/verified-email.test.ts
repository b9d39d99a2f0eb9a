import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema/users.ts';
import type { Permission } from '@customer-hub/contract/permissions';
import { auditRowsOf, withSession } from '../../../test/audit.ts';
import { buildContact, buildStaff, buildTenant } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { anyTo, deliveredTo, tokenIn } from '../../../test/mail.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp.ts';

/**
 * An address belongs to one user and changes only once its owner proves it; a taken user name or
 * address is refused without telling a caller about users they could not see.
 */
let t: TestApp;
let smtp: TestSmtp;
type Headers = { authorization: string };
let staff: { id: string; headers: Headers };
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: 'http://hub.test' });
  staff = await withSession(t.database.db, buildStaff(t.database.db, 'Backoffice'));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers | Record<string, never>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const emailOf = async (id: string) => (await t.database.db.select({ email: users.email, verified: users.emailVerifiedAt }).from(users).where(eq(users.id, id)))[0]!;
const ALL: Permission[] = ['Dashboard', 'Requests'];

async function mainContact() {
  const tree = await buildTenant(t.database.db);
  return { ...tree, main: await withSession(t.database.db, buildContact(t.database.db, { companyId: tree.company.id, mainContact: true, permissions: ALL })) };
}

describe('changing an address', () => {
  it('takes effect only once the link sent to the new address is followed; the old address is told', async () => {
    const me = await withSession(t.database.db, buildContact(t.database.db));
    const before = await emailOf(me.id);
    const newEmail = `moved.${Date.now()}@example.test`;
    const saved = await call('PUT', `/api/users/${me.id}`, me.headers, { firstName: 'Ana', email: newEmail, language: 'en-US' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().user).toMatchObject({ email: before.email, pendingEmail: newEmail });
    expect((await emailOf(me.id)).email).toBe(before.email);

    const verify = await deliveredTo(t.app, smtp, newEmail, /confirm/i);
    expect(verify.text).toContain(`Your user name is ${(await t.database.db.select({ n: users.userName }).from(users).where(eq(users.id, me.id)))[0]!.n}.`);
    const notice = await deliveredTo(t.app, smtp, before.email, /being changed/i);
    expect(notice.text).toContain(newEmail);
    const link = tokenIn(verify.text);
    expect(verify.text).toContain('http://hub.test/ConfirmEmail?token=');

    // The link sets no password and is not a password link.
    expect((await call('GET', `/api/account/token-info?token=${link}`, {})).json().code).toBe('TOKEN_INVALID');
    expect((await call('POST', '/api/account/reset-password', {}, { token: link, password: 'a long enough passphrase 2026' })).json().code).toBe('TOKEN_INVALID');

    const confirmed = await call('POST', '/api/account/confirm-email', {}, { token: link });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ userName: expect.any(String), email: newEmail });
    expect(await emailOf(me.id)).toEqual({ email: newEmail, verified: expect.any(Date) });
    expect((await call('POST', '/api/account/confirm-email', {}, { token: link })).json().code).toBe('TOKEN_INVALID');
    expect((await call('GET', `/api/users/${me.id}`, me.headers)).json().user.pendingEmail).toBeNull();
    const audit = (await auditRowsOf(t.database.db, 'accounts', me.id)).map((r) => r.shortMessage);
    expect(audit.some((m) => m.includes(`to ${newEmail}, confirmed by its link`))).toBe(true);
  });

  it('another user’s address is refused: a 409 to staff, to a contact the answer of any refused address', async () => {
    const other = await buildContact(t.database.db);
    const colleagueOfNobody = await withSession(t.database.db, buildContact(t.database.db));
    const asContact = await call('PUT', `/api/users/${colleagueOfNobody.id}`, colleagueOfNobody.headers, { firstName: 'Ana', email: other.email.toUpperCase(), language: 'en-US' });
    expect(asContact.statusCode).toBe(400);
    expect(asContact.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'body.email', message: 'Use another email address' }] });
    expect(anyTo(smtp, other.email)).toBe(false);

    const asStaff = await call('PUT', `/api/users/${colleagueOfNobody.id}`, staff.headers, { firstName: 'Ana', email: other.email, language: 'en-US' });
    expect(asStaff.statusCode).toBe(409);
  });

  it('an address taken while the link waited: the link is spent and the address stays', async () => {
    const me = await withSession(t.database.db, buildContact(t.database.db));
    const wanted = `wanted.${Date.now()}@example.test`;
    await call('PUT', `/api/users/${me.id}`, me.headers, { firstName: 'Ana', email: wanted, language: 'en-US' });
    const link = tokenIn((await deliveredTo(t.app, smtp, wanted, /confirm/i)).text);
    await buildContact(t.database.db, { email: wanted });
    expect((await call('POST', '/api/account/confirm-email', {}, { token: link })).json().code).toBe('TOKEN_INVALID');
    expect((await emailOf(me.id)).email).not.toBe(wanted);
  });

  it('the database holds an address once, whatever its case', async () => {
    const a = await buildContact(t.database.db);
    await expect(buildContact(t.database.db, { email: a.email.toUpperCase() })).rejects.toThrow();
  });
});

describe('creating a user with a taken name or address', () => {
  it('a main contact: a user of their own company is named (409), another company’s is not (400), and a free name is suggested either way', async () => {
    const { main, company } = await mainContact();
    const colleague = await buildContact(t.database.db, { companyId: company.id });
    const stranger = await buildContact(t.database.db);
    const body = (userName: string, email = `new.${Date.now()}.${Math.random()}@example.test`) => ({ userName, firstName: 'Ana', email, language: 'en-US' });

    const ownName = await call('POST', '/api/users', main.headers, body(colleague.userName));
    expect(ownName.statusCode).toBe(409);
    expect(ownName.json()).toMatchObject({ code: 'CONFLICT', suggestion: `${colleague.userName}2` });

    const foreignName = await call('POST', '/api/users', main.headers, body(stranger.userName));
    expect(foreignName.statusCode).toBe(400);
    expect(foreignName.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'body.userName', message: 'Choose another user name' }], suggestion: `${stranger.userName}2` });
    expect(foreignName.body).not.toContain(stranger.email);

    const foreignEmail = await call('POST', '/api/users', main.headers, body(`fresh.${Date.now()}`, stranger.email));
    expect(foreignEmail.statusCode).toBe(400);
    expect(foreignEmail.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'body.email', message: 'Use another email address' }] });

    // The suggestion is free: using it works.
    const taken2 = await buildContact(t.database.db, { userName: `${stranger.userName}2` });
    const next = (await call('POST', '/api/users', main.headers, body(stranger.userName))).json().suggestion;
    expect(next).toBe(`${stranger.userName}3`);
    expect(taken2.userName).not.toBe(next);
    expect((await call('POST', '/api/users', main.headers, body(next))).statusCode).toBe(201);
  });

  it('staff are told of any taken name (409)', async () => {
    const stranger = await buildContact(t.database.db);
    const admin = await withSession(t.database.db, buildStaff(t.database.db, 'Admin'));
    const res = await call('POST', '/api/users', admin.headers, { userName: stranger.userName.toUpperCase(), firstName: 'Ana', email: `s.${Date.now()}@example.test`, language: 'en-US', roles: ['Backoffice'] });
    expect(res.statusCode).toBe(409);
  });
});

describe('recovery by email', () => {
  it('names the user name in the message', async () => {
    const user = await buildContact(t.database.db);
    await call('POST', '/api/account/recover', {}, { email: user.email });
    const mail = await deliveredTo(t.app, smtp, user.email, /password/i);
    expect(mail.text).toContain(`Your user name is ${user.userName}.`);
  });
});
