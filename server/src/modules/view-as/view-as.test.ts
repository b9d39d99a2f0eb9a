import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '@/db/schema/logs.ts';
import { policyAcceptances, privacyPolicies } from '@/db/schema/policies.ts';
import { sessions, users } from '@/db/schema/users.ts';
import { hashToken } from '@/lib/tokens.ts';
import type { CurrentAccountEntry } from '@customer-hub/contract/current-account';
import type { ViewAsHistoryEntry } from '@customer-hub/contract/view-as';
import { buildBusinessPartner, buildCompany, buildContact, buildLedgerEntry, buildSite, buildStaff } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';

type Auth = { authorization: string };
const ZERO_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let db: TestApp['database']['db'];
let staff: { id: string; userName: string; auth: Auth };
let companyA: { id: string; name: string };
let contact: Awaited<ReturnType<typeof buildContact>>;
let mainA: Auth;
let mainB: Auth;
let plainA: Auth;

beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.db;
  companyA = await buildCompany(db, { name: 'Alpha Facilities' });
  const companyB = await buildCompany(db, { name: 'Beta Logistics' });
  const north = await buildBusinessPartner(db, companyA.id, { name: 'Alpha North' });
  const south = await buildBusinessPartner(db, companyA.id, { name: 'Alpha South' });
  const beta = await buildBusinessPartner(db, companyB.id, { name: 'Beta Main' });
  const site = await buildSite(db, companyA.id, north.id);
  await buildLedgerEntry(db, companyA.id, north.id, { documentNo: 'A-NORTH-1', siteId: site.id });
  await buildLedgerEntry(db, companyA.id, north.id, { documentNo: 'A-NORTH-2' });
  await buildLedgerEntry(db, companyA.id, south.id, { documentNo: 'A-SOUTH-1' });
  await buildLedgerEntry(db, companyB.id, beta.id, { documentNo: 'B-1' });
  // Scoped to one business partner of company A: the view-as session must see exactly that.
  contact = await buildContact(db, {
    companyId: companyA.id,
    firstName: 'Carla',
    lastName: 'Sousa',
    treeNodeKind: 'business_partner',
    treeNodeId: north.id,
    permissions: ['Dashboard', 'CurrentAccounts', 'Requests', 'Orders', 'CreateOrder', 'Notifications'],
  });
  const backoffice = await buildStaff(db, 'Backoffice', { firstName: 'Bruno', lastName: 'Staff' });
  staff = { id: backoffice.id, userName: backoffice.userName, auth: await sessionFor(db, backoffice.id) };
  mainA = await sessionFor(db, (await buildContact(db, { companyId: companyA.id, mainContact: true })).id);
  mainB = await sessionFor(db, (await buildContact(db, { companyId: companyB.id, mainContact: true })).id);
  plainA = await sessionFor(db, (await buildContact(db, { companyId: companyA.id })).id);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const start = (auth: Auth, contactId: string, reason = 'Customer reports a wrong balance') =>
  t.app.inject({ method: 'POST', url: '/api/view-as', headers: auth, payload: { contactId, reason } });

async function viewAs(contactId = contact.id, reason?: string): Promise<Auth> {
  const res = await start(staff.auth, contactId, reason);
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().access_token}` };
}

const get = (url: string, auth: Auth) => t.app.inject({ url, headers: auth });
const end = (auth: Auth) => t.app.inject({ method: 'DELETE', url: '/api/view-as', headers: auth });
const sessionOf = async (auth: Auth) => (await db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(auth.authorization.slice('Bearer '.length)))))[0]!;

describe('POST /api/view-as', () => {
  it('answers staff a read-only token of at most 30 minutes, shaped like the sign-in answer, stored only as a hash', async () => {
    const res = await start(staff.auth, contact.id);

    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: 30 });
    expect(res.headers['cache-control']).toBe('no-store');
    const row = await sessionOf({ authorization: `Bearer ${body.access_token}` });
    expect(row).toMatchObject({ userId: contact.id, viewAsStaffUserId: staff.id, viewAsReason: 'Customer reports a wrong balance' });
    expect(row.tokenHash).not.toBe(body.access_token);
    const minutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('never outlives the staff session that opened it', async () => {
    const shortLived = await sessionFor(db, staff.id);
    await db.update(sessions).set({ expiresAt: new Date(Date.now() + 10 * 60_000) }).where(eq(sessions.tokenHash, hashToken(shortLived.authorization.slice(7))));

    const res = await start(shortLived, contact.id);

    expect(res.json().expires_in).toBe(9);
  });

  it('refuses a customer (even a main contact), a staff user as target, an unknown, inactive or reasonless one', async () => {
    const admin = await buildStaff(db, 'Admin');
    const inactive = await buildContact(db, { companyId: companyA.id, active: false });

    expect((await start(mainA, contact.id)).statusCode).toBe(403);
    expect((await start(plainA, contact.id)).statusCode).toBe(403);
    expect((await start(staff.auth, admin.id)).statusCode).toBe(403);
    expect((await start(staff.auth, staff.id)).statusCode).toBe(403);
    expect((await start(staff.auth, ZERO_ID)).statusCode).toBe(404);
    expect((await start(staff.auth, inactive.id)).statusCode).toBe(409);
    const short = await start(staff.auth, contact.id, '  ab  ');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].path).toBe('body.reason');
    expect((await start(staff.auth, contact.id, 'x'.repeat(501))).statusCode).toBe(400);
  });
});

describe('a view-as session', () => {
  it('is the contact: their user, permissions and tree-node scope of the data', async () => {
    const auth = await viewAs();

    const vm = (await get('/api/Backoffice/User/GetUserVM', auth)).json();
    expect(vm).toMatchObject({ id: contact.id, userName: contact.userName, roles: ['Customer'] });
    expect(vm.permissions).toEqual(expect.arrayContaining(['CurrentAccounts']));
    const ledger = await get('/api/current-account?pageSize=100', auth);
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(ledger.json().items.map((e: CurrentAccountEntry) => e.documentNo).sort()).toEqual(['A-NORTH-1', 'A-NORTH-2']);
    // Staff themselves see every company's rows; the contact's permissions hold too.
    expect((await get('/api/current-account?pageSize=100', staff.auth)).json().total).toBeGreaterThanOrEqual(4);
    expect((await get('/api/trips', auth)).statusCode).toBe(403);
    expect((await get('/api/logs/login', auth)).statusCode).toBe(403);
  });

  it('refuses every write with 403 VIEW_AS_READ_ONLY, before validation, and writes nothing', async () => {
    const auth = await viewAs();
    const writes = [
      { method: 'POST', url: '/api/tickets', payload: { type: 'Service', title: 'Door', description: 'Broken', siteId: ZERO_ID } },
      { method: 'POST', url: '/api/orders', payload: { documentType: 'Service', unitOfMeasure: 'Unit', quantity: 1, workLocation: 'Gate', requestedTaskDate: '2099-01-01', siteId: ZERO_ID } },
      { method: 'PUT', url: '/api/account/language', payload: { language: 'es-ES' } },
      { method: 'POST', url: '/api/account/change-password', payload: { nothing: true } },
      { method: 'POST', url: '/api/Notification/MarkAsViewed', payload: [] },
      { method: 'POST', url: '/api/Backoffice/PrivacyPolicy/CreateGDPRAcceptance', payload: { id: ZERO_ID, accepted: true } },
      { method: 'PUT', url: `/api/users/${contact.id}`, payload: { firstName: 'Changed' } },
      { method: 'DELETE', url: `/api/account/sessions/${ZERO_ID}` },
      { method: 'POST', url: '/api/view-as', payload: { contactId: contact.id, reason: 'nested' } },
    ] as const;

    for (const write of writes) {
      const res = await t.app.inject({ ...write, headers: auth });
      expect(res.statusCode, `${write.method} ${write.url}`).toBe(403);
      expect(res.json().code).toBe('VIEW_AS_READ_ONLY');
    }
    const [row] = await db.select({ language: users.language, firstName: users.firstName }).from(users).where(eq(users.id, contact.id));
    expect(row).toEqual({ language: 'en-US', firstName: 'Carla' });
  });

  it('is not among the contact’s own sessions', async () => {
    const own = await sessionFor(db, contact.id);
    const auth = await viewAs();

    const listed = (await get('/api/account/sessions', own)).json() as { id: string }[];
    expect(listed.map((s) => s.id)).not.toContain((await sessionOf(auth)).id);
  });

  it('ends with DELETE /api/view-as (204), after which the token answers 401', async () => {
    const auth = await viewAs();
    expect((await get('/api/Example/IsTokenValid', auth)).statusCode).toBe(200);

    const res = await end(auth);

    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect((await get('/api/Example/IsTokenValid', auth)).statusCode).toBe(401);
    expect((await end(auth)).statusCode).toBe(401);
    expect((await sessionOf(auth)).revokedReason).toBe('view_as_ended');
  });

  it('also ends through logout, and DELETE with an ordinary session is 404', async () => {
    const auth = await viewAs();

    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth })).statusCode).toBe(200);
    expect((await get('/api/Example/IsTokenValid', auth)).statusCode).toBe(401);
    expect((await sessionOf(auth)).revokedReason).toBe('view_as_ended');
    expect((await end(staff.auth)).statusCode).toBe(404);
    expect((await get('/api/Example/IsTokenValid', staff.auth)).statusCode).toBe(200);
  });

  it('expires 30 minutes after it started, like any session (401 TOKEN_EXPIRED)', async () => {
    const auth = await viewAs();
    expect((await get('/api/Example/IsTokenValid', auth)).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 30 * 60_000 + 1_000);
    const res = await get('/api/Example/IsTokenValid', auth);

    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_EXPIRED');
  });

  it('ends as soon as the staff user is deactivated or no longer staff', async () => {
    const other = await buildStaff(db, 'Backoffice');
    const otherAuth = await sessionFor(db, other.id);
    const viewing = async () => ({ authorization: `Bearer ${(await start(otherAuth, contact.id)).json().access_token}` });
    const admin = await sessionFor(db, (await buildStaff(db, 'Admin')).id);

    const first = await viewing();
    expect((await get('/api/Example/IsTokenValid', first)).statusCode).toBe(200);
    await t.app.inject({ method: 'PUT', url: `/api/users/${other.id}`, headers: admin, payload: { firstName: 'Now', email: other.email, language: 'en-US', roles: ['Customer'], companyId: companyA.id } });
    expect((await get('/api/Example/IsTokenValid', first)).statusCode).toBe(401);

    await db.update(users).set({ roles: ['Backoffice'], companyId: null, treeNodeKind: null, treeNodeId: null }).where(eq(users.id, other.id));
    await t.app.sessions.userChanged(other.id);
    const second = await viewing();
    expect((await get('/api/Example/IsTokenValid', second)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/users/${other.id}/deactivate`, headers: admin })).statusCode).toBe(200);
    expect((await get('/api/Example/IsTokenValid', second)).statusCode).toBe(401);
  });
});

describe('view-as audit and history', () => {
  it('audits the start and the end as the staff user’s, naming the contact and the reason', async () => {
    const subject = await buildContact(db, { companyId: companyA.id, firstName: 'Rita', lastName: 'Lopes' });
    const auth = await viewAs(subject.id, 'Checking the invoices tab');
    await end(auth);

    const rows = await db.select().from(auditLog).where(and(eq(auditLog.context, 'view-as'), eq(auditLog.userId, staff.id)));
    const mine = rows.filter((r) => r.message.includes(subject.id)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(mine.map((r) => r.message)).toEqual([
      `${staff.userName} started viewing as Rita Lopes (${subject.userName}, ${subject.id}); reason: Checking the invoices tab`,
      `${staff.userName} stopped viewing as Rita Lopes (${subject.userName}, ${subject.id})`,
    ]);
    expect(mine.every((r) => r.userName === staff.userName)).toBe(true);
    expect(mine[1]!.path).toBe('/api/view-as');
  });

  it('shows staff every session, newest first, with its end once ended', async () => {
    const subject = await buildContact(db, { companyId: companyA.id, firstName: 'Nuno', lastName: 'Reis' });
    const open = await viewAs(subject.id, 'Second look');
    const closed = await viewAs(subject.id, 'First look');
    await end(closed);

    const res = await get('/api/view-as/history?pageSize=100', staff.auth);

    expect(res.statusCode, res.body).toBe(200);
    const items = (res.json().items as ViewAsHistoryEntry[]).filter((i) => i.contactId === subject.id);
    expect(items).toEqual([
      { id: (await sessionOf(closed)).id, startedAt: expect.any(String), endedAt: expect.any(String), staffName: 'Bruno Staff', contactId: subject.id, contactName: 'Nuno Reis', companyName: 'Alpha Facilities', reason: 'First look' },
      { id: (await sessionOf(open)).id, startedAt: expect.any(String), endedAt: null, staffName: 'Bruno Staff', contactId: subject.id, contactName: 'Nuno Reis', companyName: 'Alpha Facilities', reason: 'Second look' },
    ]);
    const all = res.json().items as ViewAsHistoryEntry[];
    expect(all.map((i) => i.startedAt)).toEqual([...all.map((i) => i.startedAt)].sort().reverse());
  });

  it('shows a main contact their own company’s sessions only, and refuses other customers', async () => {
    await viewAs();

    const ofA = (await get('/api/view-as/history?pageSize=100', mainA)).json();
    const ofB = await get('/api/view-as/history', mainB);

    expect(ofA.total).toBeGreaterThan(0);
    expect(ofA.items.every((i: ViewAsHistoryEntry) => i.companyName === 'Alpha Facilities')).toBe(true);
    expect(ofB.statusCode).toBe(200);
    expect(ofB.json()).toMatchObject({ items: [], total: 0 });
    expect((await get('/api/view-as/history', plainA)).statusCode).toBe(403);
    // Viewing as a contact who is not a main contact shows what they see: no trail.
    expect((await get('/api/view-as/history', await viewAs(contact.id))).statusCode).toBe(403);
  });
});

// Last: the policy it publishes would await every user built after it.
describe('a view-as session and the privacy policy', () => {
  it('is neither stopped by nor records the contact’s pending privacy policy', async () => {
    const [policy] = await db
      .insert(privacyPolicies)
      .values({ version: 1, language: 'en-US', title: 'Privacy', text: '<p>Text</p>', effectiveAt: new Date(Date.now() - 60_000), publishedAt: new Date(Date.now() - 60_000) })
      .returning();
    for (const user of [staff, { id: (await sessionOf(mainA)).userId, userName: 'main' }, { id: (await sessionOf(mainB)).userId, userName: 'main' }, { id: (await sessionOf(plainA)).userId, userName: 'plain' }]) {
      await db.insert(policyAcceptances).values({ userId: user.id, userName: user.userName, policyId: policy!.id, policyVersion: 1, language: 'en-US', accepted: true });
    }
    const own = await sessionFor(db, contact.id);
    const auth = await viewAs();

    expect((await get('/api/Backoffice/PrivacyPolicy/ShowsGDPR', own)).json()).toBe(false);
    expect((await get('/api/current-account', own)).json().code).toBe('POLICY_ACCEPTANCE_REQUIRED');
    expect((await get('/api/Backoffice/PrivacyPolicy/ShowsGDPR', auth)).json()).toBe(true);
    expect((await get('/api/Backoffice/PrivacyPolicy/GetOlderGDPRToApprove', auth)).json()).toBeNull();
    expect((await get('/api/current-account', auth)).statusCode).toBe(200);
    expect(await db.select().from(policyAcceptances).where(eq(policyAcceptances.userId, contact.id))).toEqual([]);
  });
});
