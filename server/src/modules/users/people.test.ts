import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs } from '@/db/schema/logs.ts';
import { users } from '@/db/schema/users.ts';
import type { Permission } from '@customer-hub/contract/permissions';
import { auditRowsOf, withSession } from '../../../test/audit.ts';
import { buildBuilding, buildContact, buildStaff, buildTenant, TEST_PASSWORD } from '../../../test/factories.ts';
import { buildApp } from '@/app.ts';
import { buildTestApp, signIn, testConfig, type TestApp } from '../../../test/helpers.ts';
import { codeIn, deliveredTo, tokenIn } from '../../../test/mail.ts';
import { multipart } from '../../../test/multipart.ts';
import { startTestSmtp } from '../../../test/smtp.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
type Headers = { authorization: string };
let admin: { id: string; headers: Headers };
let backoffice: { id: string; headers: Headers };

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await buildTestApp({ smtpUrl: smtp.url, publicUrl: 'http://hub.test' });
  admin = await withSession(t.database.db, buildStaff(t.database.db, 'Admin'));
  backoffice = await withSession(t.database.db, buildStaff(t.database.db, 'Backoffice'));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const row = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
let seq = 0;
const newUser = (over: object = {}) => {
  seq += 1;
  return { userName: `person.${Date.now()}.${seq}`, firstName: 'Ana', lastName: 'Silva', email: `ana.${seq}.${Date.now()}@example.test`, language: 'pt-PT', ...over };
};

/** A company tree with a main contact scoped to `node` holding `permissions`. */
async function companyWithMainContact(permissions: Permission[], node: 'company' | 'business_partner' = 'company') {
  const tree = await buildTenant(t.database.db);
  const nodeId = node === 'company' ? tree.company.id : tree.partner.id;
  const main = await withSession(t.database.db, buildContact(t.database.db, { companyId: tree.company.id, mainContact: true, permissions, treeNodeKind: node, treeNodeId: nodeId }));
  return { ...tree, main };
}

describe('GET /api/users', () => {
  it('staff see every user, filtered by search, role, company and active', async () => {
    const { company } = await buildTenant(t.database.db);
    const a = await buildContact(t.database.db, { companyId: company.id, lastName: 'Zebedeu' });
    const b = await buildContact(t.database.db, { companyId: company.id, active: false });

    const byCompany = (await call('GET', `/api/users?companyId=${company.id}`, backoffice.headers)).json();
    expect(byCompany.items.map((u: { id: string }) => u.id).sort()).toEqual([a.id, b.id].sort());
    expect(byCompany.items[0]).toMatchObject({ companyName: company.name, roles: ['Customer'], invitationPending: false });

    const inactive = (await call('GET', `/api/users?companyId=${company.id}&active=false`, backoffice.headers)).json();
    expect(inactive.items.map((u: { id: string }) => u.id)).toEqual([b.id]);

    const search = (await call('GET', `/api/users?search=zebed`, admin.headers)).json();
    expect(search.items.map((u: { id: string }) => u.id)).toEqual([a.id]);

    const admins = (await call('GET', '/api/users?role=Admin&pageSize=100', admin.headers)).json();
    expect(admins.items.every((u: { roles: string[] }) => u.roles.includes('Admin'))).toBe(true);
    expect(admins.items.map((u: { id: string }) => u.id)).toContain(admin.id);
  });

  it('a main contact sees only the contacts of their company at or below their node; a contact is refused', async () => {
    const { company, partner, site, main } = await companyWithMainContact(['Dashboard'], 'business_partner');
    const below = await buildContact(t.database.db, { companyId: company.id, treeNodeKind: 'site', treeNodeId: site.id });
    const building = await buildBuilding(t.database.db, company.id, site.id);
    const inBuilding = await buildContact(t.database.db, { companyId: company.id, treeNodeKind: 'building', treeNodeId: building.id });
    const samePartner = await buildContact(t.database.db, { companyId: company.id, treeNodeKind: 'business_partner', treeNodeId: partner.id });
    await buildContact(t.database.db, { companyId: company.id }); // company-wide: above the main contact
    await buildContact(t.database.db); // another company

    const page = (await call('GET', '/api/users?pageSize=100', main.headers)).json();
    expect(page.items.map((u: { id: string }) => u.id).sort()).toEqual([below.id, inBuilding.id, samePartner.id, main.id].sort());

    const plain = await withSession(t.database.db, buildContact(t.database.db, { companyId: company.id }));
    expect((await call('GET', '/api/users', plain.headers)).statusCode).toBe(403);
  });
});

describe('POST /api/users', () => {
  it('Backoffice creates a contact with the company’s default node; the invitation email sets the password', async () => {
    const { company } = await buildTenant(t.database.db);
    const body = newUser({ companyId: company.id, permissions: ['Dashboard', 'Reports'] });
    const res = await call('POST', '/api/users', backoffice.headers, body);
    expect(res.statusCode).toBe(201);
    const created = await row(res.json().id);
    expect(created).toMatchObject({ roles: ['Customer'], companyId: company.id, treeNodeKind: 'company', treeNodeId: company.id, permissions: ['Dashboard', 'Reports'], passwordHash: null });

    const mail = await deliveredTo(t.app, smtp, body.email, /convidado/i);
    const token = tokenIn(mail.text);
    expect((await t.app.inject({ method: 'POST', url: '/api/account/reset-password', payload: { token, password: 'a fresh passphrase 2026' } })).statusCode).toBe(200);
    await signIn(t.app, body.userName, 'a fresh passphrase 2026');

    const audit = await auditRowsOf(t.database.db, 'users', created.id);
    expect(audit.map((r) => r.shortMessage)).toContain(`User ${body.userName} created (Customer), invitation sent (${created.id}) (by ${(await row(backoffice.id)).userName})`);
  });

  it('says which field is missing or wrong, in the spec’s words', async () => {
    const { company } = await buildTenant(t.database.db);
    const res = await call('POST', '/api/users', backoffice.headers, newUser({ companyId: company.id, firstName: '', email: 'nope' }));
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { path: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'body.firstName', message: 'You need to give a Name' },
        { path: 'body.email', message: 'You need to give an Email' },
      ]),
    );
  });

  it('Backoffice may not create staff or set roles; Admin may', async () => {
    const refused = await call('POST', '/api/users', backoffice.headers, newUser({ roles: ['Admin'] }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([{ path: 'body.roles', message: 'Only an administrator may set roles' }]);

    const body = newUser({ roles: ['Backoffice'] });
    const ok = await call('POST', '/api/users', admin.headers, body);
    expect(ok.statusCode).toBe(201);
    expect(await row(ok.json().id)).toMatchObject({ roles: ['Backoffice'], companyId: null, treeNodeId: null });
  });

  it('refuses a field outside the schema instead of ignoring it', async () => {
    const { company } = await buildTenant(t.database.db);
    const res = await call('POST', '/api/users', admin.headers, { ...newUser({ companyId: company.id }), passwordHash: 'x', active: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('a main contact creates a colleague in their own company and node, never another company, a main contact or a wider permission', async () => {
    const { company, partner, main } = await companyWithMainContact(['Dashboard', 'Trips'], 'business_partner');
    const other = await buildTenant(t.database.db);

    const ok = await call('POST', '/api/users', main.headers, newUser({ permissions: ['Trips'] }));
    expect(ok.statusCode).toBe(201);
    expect(await row(ok.json().id)).toMatchObject({ companyId: company.id, treeNodeKind: 'business_partner', treeNodeId: partner.id, permissions: ['Trips'], mainContact: false });

    const cases: [object, string][] = [
      [{ companyId: other.company.id }, 'body.companyId'],
      [{ mainContact: true }, 'body.mainContact'],
      [{ roles: ['Backoffice'] }, 'body.roles'],
      [{ permissions: ['Trips', 'PricesColumn'] }, 'body.permissions'],
      [{ treeNodeKind: 'company', treeNodeId: company.id }, 'body.treeNodeId'],
    ];
    for (const [extra, path] of cases) {
      const body = newUser(extra);
      const res = await call('POST', '/api/users', main.headers, body);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().errors[0].path).toBe(path);
      expect((await call('GET', `/api/users?search=${body.userName}`, admin.headers)).json().total).toBe(0);
    }
  });

  it('a contact who is not a main contact may not create users', async () => {
    const contact = await withSession(t.database.db, buildContact(t.database.db));
    expect((await call('POST', '/api/users', contact.headers, newUser())).statusCode).toBe(403);
  });
});

describe('GET and PUT /api/users/:id', () => {
  it('everyone reads and edits their own personal fields, but not their roles, company or flags', async () => {
    const contact = await withSession(t.database.db, buildContact(t.database.db, { permissions: ['Dashboard'] }));
    const mine = (await call('GET', `/api/users/${contact.id}`, contact.headers)).json();
    expect(mine.can).toMatchObject({ edit: true, setRoles: false, setPermissions: false });

    const fields = { firstName: 'Carla', lastName: 'Mendes', email: 'carla@example.test', language: 'es-ES', city: 'Porto', dateOfBirth: '1990-05-01' };
    const saved = await call('PUT', `/api/users/${contact.id}`, contact.headers, fields);
    expect(saved.statusCode).toBe(200);
    expect(await row(contact.id)).toMatchObject({ firstName: 'Carla', city: 'Porto', dateOfBirth: '1990-05-01', language: 'es-ES' });

    for (const [extra, path] of [
      [{ roles: ['Admin'] }, 'body.roles'],
      [{ mainContact: true }, 'body.mainContact'],
      [{ companyId: (await buildTenant(t.database.db)).company.id }, 'body.companyId'],
      [{ showTreeId: true }, 'body.showTreeId'],
    ] as const) {
      const res = await call('PUT', `/api/users/${contact.id}`, contact.headers, { ...fields, ...extra });
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0].path).toBe(path);
    }
    expect(await row(contact.id)).toMatchObject({ roles: ['Customer'], mainContact: false, showTreeId: false });
    expect((await call('PUT', `/api/users/${contact.id}/permissions`, contact.headers, { permissions: ['Dashboard', 'Reports'] })).statusCode).toBe(403);
    expect((await row(contact.id)).permissions).toEqual(['Dashboard']);
  });

  it('a contact cannot see another user at all', async () => {
    const { company } = await buildTenant(t.database.db);
    const a = await withSession(t.database.db, buildContact(t.database.db, { companyId: company.id }));
    const b = await buildContact(t.database.db, { companyId: company.id });
    expect((await call('GET', `/api/users/${b.id}`, a.headers)).statusCode).toBe(404);
    expect((await call('PUT', `/api/users/${b.id}`, a.headers, { firstName: 'X', email: 'x@example.test', language: 'en-US' })).statusCode).toBe(404);
  });

  it('Backoffice edits a contact’s company, node and flags, but not a staff account', async () => {
    const from = await buildTenant(t.database.db);
    const to = await buildTenant(t.database.db);
    const contact = await buildContact(t.database.db, { companyId: from.company.id });
    const res = await call('PUT', `/api/users/${contact.id}`, backoffice.headers, {
      firstName: 'Rui',
      email: 'rui@example.test',
      language: 'pt-PT',
      companyId: to.company.id,
      treeNodeKind: 'site',
      treeNodeId: to.site.id,
      showContractNumber: true,
      mainContact: true,
    });
    expect(res.statusCode).toBe(200);
    expect(await row(contact.id)).toMatchObject({ companyId: to.company.id, treeNodeKind: 'site', treeNodeId: to.site.id, showContractNumber: true, mainContact: true });

    const wrongNode = await call('PUT', `/api/users/${contact.id}`, backoffice.headers, { firstName: 'Rui', email: 'rui@example.test', language: 'pt-PT', treeNodeKind: 'site', treeNodeId: from.site.id });
    expect(wrongNode.statusCode).toBe(400);

    const staff = await buildStaff(t.database.db, 'Admin');
    const view = (await call('GET', `/api/users/${staff.id}`, backoffice.headers)).json();
    expect(view.can.edit).toBe(false);
    const edit = await call('PUT', `/api/users/${staff.id}`, backoffice.headers, { firstName: 'X', email: 'x@example.test', language: 'en-US' });
    expect(edit.statusCode).toBe(403);
    expect((await row(staff.id)).firstName).not.toBe('X');
  });

  it('Admin sets roles; a role change reaches the user’s open session at once', async () => {
    const contact = await buildContact(t.database.db);
    const session = await signIn(t.app, contact.userName, TEST_PASSWORD);
    const res = await call('PUT', `/api/users/${contact.id}`, admin.headers, { firstName: 'Nova', email: contact.email, language: 'en-US', roles: ['Backoffice'] });
    expect(res.statusCode).toBe(200);
    expect(await row(contact.id)).toMatchObject({ roles: ['Backoffice'], companyId: null, permissions: [] });
    const vm = (await call('GET', '/api/Backoffice/User/GetUserVM', session)).json();
    expect(vm.roles).toEqual(['Backoffice']);
  });
});

describe('PUT /api/users/:id/permissions', () => {
  it('staff set a contact’s switches and ticket credentials; the contact’s sidebar follows at once', async () => {
    const contact = await buildContact(t.database.db, { permissions: ['Dashboard'] });
    const session = await signIn(t.app, contact.userName, TEST_PASSWORD);
    const res = await call('PUT', `/api/users/${contact.id}/permissions`, backoffice.headers, {
      permissions: ['SearchDocuments', 'Reports', 'CreateOrder'],
      ticketUrl: 'https://tickets.example.test/u/7',
      ticketUserName: 'rui',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.permissions).toEqual(['Reports', 'SearchDocuments', 'CreateOrder']);
    const vm = (await call('GET', '/api/Backoffice/User/GetUserVM', session)).json();
    expect(vm.checkedSidebarVis).toEqual(['ReportsTab', 'SearchDocsTab']);
    expect((await row(contact.id)).ticketUrl).toBe('https://tickets.example.test/u/7');
    const audit = await auditRowsOf(t.database.db, 'users', contact.id);
    expect(audit.some((r) => r.shortMessage.startsWith(`Permissions of ${contact.userName} set to Reports, SearchDocuments, CreateOrder`))).toBe(true);
  });

  it('a main contact grants only what they hold, may remove anything, and never reaches another company', async () => {
    const { company, main } = await companyWithMainContact(['Dashboard', 'Trips']);
    const colleague = await buildContact(t.database.db, { companyId: company.id, permissions: ['Dashboard', 'PricesColumn'] });

    const wider = await call('PUT', `/api/users/${colleague.id}/permissions`, main.headers, { permissions: ['Dashboard', 'PricesColumn', 'Reports'] });
    expect(wider.statusCode).toBe(403);
    expect(wider.json().errors).toEqual([{ path: 'body.permissions', message: 'You cannot grant a permission you do not hold: Reports' }]);
    expect((await row(colleague.id)).permissions).toEqual(['Dashboard', 'PricesColumn']);

    // Keeping a switch staff gave is not granting it; adding one they hold is allowed.
    const ok = await call('PUT', `/api/users/${colleague.id}/permissions`, main.headers, { permissions: ['Trips', 'PricesColumn'] });
    expect(ok.statusCode).toBe(200);
    expect((await row(colleague.id)).permissions).toEqual(['Trips', 'PricesColumn']);
    expect(ok.json().can.grantable).toEqual(['Dashboard', 'Trips']);

    const stranger = await buildContact(t.database.db, { permissions: [] });
    expect((await call('PUT', `/api/users/${stranger.id}/permissions`, main.headers, { permissions: ['Dashboard'] })).statusCode).toBe(404);
    expect((await row(stranger.id)).permissions).toEqual([]);

    expect((await call('PUT', `/api/users/${main.id}/permissions`, main.headers, { permissions: ['Dashboard', 'Trips', 'Reports'] })).statusCode).toBe(403);
    expect((await call('PUT', `/api/users/${backoffice.id}/permissions`, main.headers, { permissions: [] })).statusCode).toBe(404);
  });

  it('a main contact cannot move a colleague above their own node', async () => {
    const { company, partner, site, main } = await companyWithMainContact(['Dashboard'], 'business_partner');
    const colleague = await buildContact(t.database.db, { companyId: company.id, treeNodeKind: 'business_partner', treeNodeId: partner.id });
    const base = { firstName: 'Eva', email: colleague.email, language: 'en-US' };

    const up = await call('PUT', `/api/users/${colleague.id}`, main.headers, { ...base, treeNodeKind: 'company', treeNodeId: company.id });
    expect(up.statusCode).toBe(403);
    expect(up.json().errors[0].path).toBe('body.treeNodeId');
    const down = await call('PUT', `/api/users/${colleague.id}`, main.headers, { ...base, treeNodeKind: 'site', treeNodeId: site.id });
    expect(down.statusCode).toBe(200);
    expect(await row(colleague.id)).toMatchObject({ treeNodeKind: 'site', treeNodeId: site.id, companyId: company.id });
  });
});

describe('links and deactivation', () => {
  it('sends a reset link to an active user with a password and an invitation to one without', async () => {
    const contact = await buildContact(t.database.db);
    expect((await call('POST', `/api/users/${contact.id}/send-reset`, backoffice.headers)).json()).toEqual({ sent: true });
    const mail = await deliveredTo(t.app, smtp, contact.email, /password|palavra|contrase/i);
    expect(mail.text).toContain('http://hub.test/ResetPassword?token=');
    expect((await call('POST', `/api/users/${contact.id}/resend-invitation`, backoffice.headers)).statusCode).toBe(409);

    const { company } = await buildTenant(t.database.db);
    const invited = await call('POST', '/api/users', admin.headers, newUser({ companyId: company.id, language: 'en-US' }));
    const id = invited.json().id as string;
    const first = tokenIn((await deliveredTo(t.app, smtp, (await row(id)).email, /invited/i)).text);
    expect((await call('POST', `/api/users/${id}/resend-invitation`, backoffice.headers)).statusCode).toBe(200);
    const second = tokenIn((await deliveredTo(t.app, smtp, (await row(id)).email, /invited/i)).text);
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: `/api/account/token-info?token=${first}` })).json().code).toBe('TOKEN_INVALID');
    expect((await call('POST', `/api/users/${id}/send-reset`, backoffice.headers)).statusCode).toBe(409);

    const audit = await auditRowsOf(t.database.db, 'users', id);
    expect(audit.some((r) => r.shortMessage.startsWith(`Invitation sent again to `))).toBe(true);
  });

  it('Backoffice cannot send links to staff; a contact cannot send links at all', async () => {
    const staff = await buildStaff(t.database.db, 'Admin');
    expect((await call('POST', `/api/users/${staff.id}/send-reset`, backoffice.headers)).statusCode).toBe(403);
    const { company } = await buildTenant(t.database.db);
    const a = await withSession(t.database.db, buildContact(t.database.db, { companyId: company.id }));
    const b = await buildContact(t.database.db, { companyId: company.id });
    expect((await call('POST', `/api/users/${b.id}/send-reset`, a.headers)).statusCode).toBe(404);
  });

  it('deactivating a contact ends their sessions at once', async () => {
    const contact = await buildContact(t.database.db);
    const session = await signIn(t.app, contact.userName, TEST_PASSWORD);
    expect((await call('GET', `/api/users/${contact.id}`, session)).statusCode).toBe(200);
    const res = await call('POST', `/api/users/${contact.id}/deactivate`, backoffice.headers);
    expect(res.json()).toEqual({ active: false, sessionsEnded: 1 });
    expect((await call('GET', `/api/users/${contact.id}`, session)).statusCode).toBe(401);
    const listed = (await call('GET', `/api/users?search=${contact.userName}`, backoffice.headers)).json();
    expect(listed.items[0].active).toBe(false);
  });

  it('a deactivation on one instance ends the session another instance has cached, at once', async () => {
    const other = await buildApp({ config: testConfig(), database: t.database, logger: false });
    await other.ready();
    try {
      const contact = await buildContact(t.database.db);
      const session = await signIn(t.app, contact.userName, TEST_PASSWORD);
      // The other instance has looked the session up, and keeps it in its cache.
      expect((await other.inject({ url: `/api/users/${contact.id}`, headers: session })).statusCode).toBe(200);
      expect((await call('POST', `/api/users/${contact.id}/deactivate`, backoffice.headers)).json()).toEqual({ active: false, sessionsEnded: 1 });
      // Well inside the session cache's lifetime: only the instances' notice can end it this soon.
      await expect.poll(async () => (await other.inject({ url: `/api/users/${contact.id}`, headers: session })).statusCode, { timeout: 3000 }).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('resetting a second factor', () => {
  it('staff reset it: the password alone signs the user in, a pending code stops working, the user is told by email; audited and in the login log', async () => {
    const contact = await buildContact(t.database.db, { twoFactorMethod: 'email', language: 'en-US' });
    const pending = (await t.app.inject({ method: 'POST', url: '/token', payload: { username: contact.userName, password: TEST_PASSWORD } })).json();
    const code = codeIn((await deliveredTo(t.app, smtp, contact.email, /code/i)).text);
    const listed = async () => (await call('GET', `/api/users?search=${contact.userName}`, backoffice.headers)).json().items[0].twoFactor;
    expect(await listed()).toBe(true);

    const res = await call('POST', `/api/users/${contact.id}/reset-two-factor`, backoffice.headers);

    expect(res.json()).toEqual({ reset: true });
    expect(await listed()).toBe(false);
    expect((await row(contact.id)).twoFactorMethod).toBe('none');
    const verify = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/verify', payload: { challengeId: pending.challenge_id, code } });
    expect(verify.json().code).toBe('TWO_FACTOR_EXPIRED');
    expect((await signIn(t.app, contact.userName, TEST_PASSWORD)).authorization).toMatch(/^Bearer /);
    const told = await deliveredTo(t.app, smtp, contact.email, /two-step verification was reset/i);
    expect(told.text).toContain(contact.userName);
    const audit = await auditRowsOf(t.database.db, 'users', contact.id);
    expect(audit.map((r) => r.shortMessage.replace(/ \(by [^)]+\)$/, ''))).toContain(`Second factor of ${contact.userName} reset (was email), user told by email (${contact.id})`);
    const logs = await t.database.db.select().from(loginLogs).where(eq(loginLogs.userId, contact.id));
    expect(logs.map((l) => `${l.result}:${l.reason}`)).toContain('TwoFactorChanged:reset_by_staff');
    expect((await call('POST', `/api/users/${contact.id}/reset-two-factor`, backoffice.headers)).statusCode).toBe(409);
  });

  it('is refused to Backoffice on staff, to anyone on themself, and to a main contact', async () => {
    const staff = await buildStaff(t.database.db, 'Admin', { twoFactorMethod: 'email' });
    const { main, company } = await companyWithMainContact(['Dashboard']);
    const contact = await buildContact(t.database.db, { companyId: company.id, twoFactorMethod: 'email' });
    await t.database.db.update(users).set({ twoFactorMethod: 'email' }).where(eq(users.id, admin.id));

    expect((await call('POST', `/api/users/${staff.id}/reset-two-factor`, backoffice.headers)).statusCode).toBe(403);
    expect((await call('POST', `/api/users/${admin.id}/reset-two-factor`, admin.headers)).statusCode).toBe(403);
    expect((await call('POST', `/api/users/${contact.id}/reset-two-factor`, main.headers)).statusCode).toBe(403);
    expect((await row(contact.id)).twoFactorMethod).toBe('email');
    expect((await row(staff.id)).twoFactorMethod).toBe('email');
    await t.database.db.update(users).set({ twoFactorMethod: 'none' }).where(eq(users.id, admin.id));
  });
});

describe('photo', () => {
  const image = (format: 'jpeg' | 'png', width = 600, height = 400) =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })[format]().toBuffer();
  const upload = async (method: 'POST' | 'PUT', id: string, headers: Headers, bytes: Buffer, name = 'me.jpg') => {
    const body = multipart({}, { name, bytes, contentType: 'image/png' });
    return t.app.inject({ method, url: `/api/users/${id}/photo`, headers: { ...headers, ...body.headers }, payload: body.payload });
  };

  it('a user sets their own photo; it is stored as a 256 px PNG and GetUserPhoto answers it', async () => {
    const contact = await withSession(t.database.db, buildContact(t.database.db));
    expect((await call('GET', '/api/Backoffice/User/GetUserPhoto', contact.headers)).json()).toBe('');
    expect((await upload('POST', contact.id, contact.headers, await image('jpeg'))).json()).toEqual({ updated: true });
    const photo = (await call('GET', '/api/Backoffice/User/GetUserPhoto', contact.headers)).json() as string;
    expect(await sharp(Buffer.from(photo, 'base64')).metadata()).toMatchObject({ format: 'png', width: 256, height: 256 });
    expect((await auditRowsOf(t.database.db, 'users', contact.id)).some((r) => r.shortMessage.startsWith('Photo of'))).toBe(true);
  });

  it('staff set a contact’s photo; another contact cannot; bytes that are not an image are refused whatever their name', async () => {
    const { company } = await buildTenant(t.database.db);
    const contact = await buildContact(t.database.db, { companyId: company.id });
    expect((await upload('PUT', contact.id, backoffice.headers, await image('png', 100, 300))).statusCode).toBe(200);
    expect((await row(contact.id)).image).toBeTruthy();

    const colleague = await withSession(t.database.db, buildContact(t.database.db, { companyId: company.id }));
    expect((await upload('PUT', contact.id, colleague.headers, await image('png'))).statusCode).toBe(404);

    const fake = await upload('PUT', colleague.id, colleague.headers, Buffer.from('%PDF-1.4\n%%EOF\n'), 'photo.png');
    expect(fake.statusCode).toBe(415);
    expect((await row(colleague.id)).image).toBeNull();
  });
});
