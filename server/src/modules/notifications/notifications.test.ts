import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '@/context.ts';
import { accessRequests } from '@/db/schema/access-requests.ts';
import { notifications } from '@/db/schema/notifications.ts';
import { findSessionPrincipal } from '@/modules/auth/repository.ts';
import { pendingPolicyExists } from '@/modules/privacy-policy/service.ts';
import { hashToken } from '@/lib/tokens.ts';
import type { Notification } from '@customer-hub/contract/notifications';
import { buildContact, buildOrder, buildStaff, buildTenant } from '../../../test/factories.ts';
import { buildTestApp, rowsOf, sessionFor, type TestApp } from '../../../test/helpers.ts';
import { notify } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const BELL = ['Notifications'] as const;

async function newAccessRequest(name: string) {
  const [row] = await t.database.db
    .insert(accessRequests)
    .values({ name, email: `${name.toLowerCase()}@visitor.test`, phone: '+351 210 000 001', presentation: `I am ${name}.` })
    .returning({ id: accessRequests.id });
  return row!.id;
}

const rowsAbout = (refId: string) => t.database.db.select().from(notifications).where(eq(notifications.refId, refId));
const bellOf = async (headers: { authorization: string }) => (await t.app.inject({ url: '/api/Notification/GetNotifications', headers })).json() as Notification[];
const tellOrder = (recipients: string[], refId: string, params: Record<string, string> = { orderNo: 'OR-2026-000001', status: 'Confirmed' }) =>
  t.database.db.transaction((tx) => notify(tx, recipients, { kind: 'OrderStatusChanged', refId, params }));

describe('notify()', () => {
  it('tells the named recipients once each, with the params the text is built from', async () => {
    const a = await buildContact(t.database.db, { permissions: [...BELL] });
    const b = await buildContact(t.database.db, { permissions: [...BELL] });
    const refId = await newAccessRequest('Ana');
    await t.database.db.transaction((tx) => notify(tx, [a.id, a.id, b.id], { kind: 'AccessRequest', refId, params: { name: 'Ana' } }));

    const rows = await rowsAbout(refId);
    expect(rows.map((r) => r.recipientId).sort()).toEqual([a.id, b.id].sort());
    expect(rows.every((r) => r.kind === 'AccessRequest' && r.params.name === 'Ana' && r.viewedAt === null)).toBe(true);
  });

  it("'staff' reaches every active Admin and Backoffice user and no contact; a list may name 'staff' beside users", async () => {
    const admin = await buildStaff(t.database.db, 'Admin');
    const inactive = await buildStaff(t.database.db, 'Backoffice', { active: false });
    const contact = await buildContact(t.database.db, { permissions: [...BELL] });
    const refId = await newAccessRequest('Bruno');
    await t.database.db.transaction((tx) => notify(tx, 'staff', { kind: 'AccessRequest', refId }));
    const order = (await buildOrder(t.database.db, (await buildTenant(t.database.db)).tenant)).id;
    await tellOrder([contact.id, 'staff', admin.id], order);

    const recipients = (await rowsAbout(refId)).map((r) => r.recipientId);
    expect(recipients).toContain(admin.id);
    expect(recipients).not.toContain(inactive.id);
    expect(recipients).not.toContain(contact.id);
    const aboutOrder = (await rowsAbout(order)).map((r) => r.recipientId);
    expect(aboutOrder.filter((id) => id === admin.id)).toHaveLength(1);
    expect(aboutOrder).toContain(contact.id);
  });

  it('never tells an inactive user, nor the actor of the change, nor fills the bell of a contact without the Notifications permission', async () => {
    const staff = await buildStaff(t.database.db, 'Backoffice');
    const inactive = await buildContact(t.database.db, { permissions: [...BELL], active: false });
    const noBell = await buildContact(t.database.db, { permissions: ['Orders'] });
    const session = await findSessionPrincipal(t.database.db, hashToken((await sessionFor(t.database.db, staff.id)).authorization.slice(7)), pendingPolicyExists);
    const order = (await buildOrder(t.database.db, (await buildTenant(t.database.db)).tenant)).id;

    await systemContext(t.database.db, session!.principal, t.app).transaction((ctx) =>
      ctx.notify([staff.id, inactive.id, noBell.id], { kind: 'OrderStatusChanged', refId: order, params: { orderNo: 'OR-1', status: 'Confirmed' } }),
    );

    expect(await rowsAbout(order)).toEqual([]);
  });

  it('leaves nothing behind when the transaction it was called in rolls back', async () => {
    const a = await buildContact(t.database.db, { permissions: [...BELL] });
    const refId = await newAccessRequest('Carla');
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(tx, [a.id], { kind: 'AccessRequest', refId });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsAbout(refId)).toEqual([]);
  });
});

describe('GetNotifications / MarkAsViewed', () => {
  it("answers only the caller's unviewed notifications, newest first, and marks only the caller's own", async () => {
    const staff = await buildStaff(t.database.db, 'Backoffice');
    const other = await buildStaff(t.database.db, 'Backoffice');
    const headers = await sessionFor(t.database.db, staff.id);
    const first = await newAccessRequest('Duarte');
    const second = await newAccessRequest('Eva');
    await t.database.db.transaction((tx) => notify(tx, [staff.id, other.id], { kind: 'AccessRequest', refId: first }));
    await t.database.db.transaction((tx) => notify(tx, [staff.id, other.id], { kind: 'AccessRequest', refId: second }));

    const bell = await bellOf(headers);
    expect(bell.map((n) => n.refId)).toEqual([second, first]);

    const othersIds = (await t.database.db.select().from(notifications).where(eq(notifications.recipientId, other.id))).map((r) => r.id);
    const marked = await t.app.inject({ method: 'POST', url: '/api/Notification/MarkAsViewed', headers, payload: [bell[0]!.id, ...othersIds] });
    expect(marked.json()).toEqual({ marked: 1 });
    expect((await bellOf(headers)).map((n) => n.refId)).toEqual([first]);
    const othersBell = await bellOf(await sessionFor(t.database.db, other.id));
    expect(othersBell).toHaveLength(2);
    expect(othersBell.every((n) => n.id && othersIds.includes(n.id))).toBe(true);
  });

  it("keeps the spec's shape, with requestLog for access requests, and adds kind, a title in the caller's language, link and createdAt", async () => {
    const staff = await buildStaff(t.database.db, 'Admin', { language: 'es-ES' });
    const headers = await sessionFor(t.database.db, staff.id);
    const request = await newAccessRequest('Filipa');
    const order = (await buildOrder(t.database.db, (await buildTenant(t.database.db)).tenant)).id;
    await t.database.db.transaction((tx) => notify(tx, [staff.id], { kind: 'AccessRequest', refId: request, params: { name: 'Filipa' } }));
    await tellOrder([staff.id], order, { orderNo: 'OR-2026-000099', status: 'Cancelled', note: 'Duplicated' });

    const [orderItem, requestItem] = await bellOf(headers);

    expect(requestItem).toEqual({
      id: expect.any(String),
      refId: request,
      requestLog: { id: request, name: 'Filipa', email: 'filipa@visitor.test', phoneNumber: '+351 210 000 001', presentation: 'I am Filipa.' },
      kind: 'AccessRequest',
      title: 'Solicitud de acceso de Filipa',
      link: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(orderItem).toMatchObject({
      refId: order,
      requestLog: null,
      kind: 'OrderStatusChanged',
      title: 'Pedido OR-2026-000099: nuevo estado «Cancelado»: Duplicated',
      link: `/dashboard/Orders?open=${order}`,
    });
  });
});

describe('GET /api/notifications and mark-all-viewed', () => {
  it('pages every notification of the caller, read and unread, filtered by kind and state', async () => {
    const contact = await buildContact(t.database.db, { permissions: [...BELL, 'Orders', 'SearchDocuments'] });
    const other = await buildContact(t.database.db, { companyId: contact.companyId!, permissions: [...BELL, 'Orders'] });
    const headers = await sessionFor(t.database.db, contact.id);
    const { tenant } = await buildTenant(t.database.db);
    const orders = await Promise.all([1, 2, 3].map(() => buildOrder(t.database.db, tenant)));
    for (const o of orders) await tellOrder([contact.id, other.id], o.id);
    await t.database.db.transaction((tx) =>
      notify(tx, [contact.id], { kind: 'DocumentAdded', refId: orders[0]!.id, params: { documentNo: 'D-1', title: 'Plan', section: 'Budgets' } }),
    );
    const newest = (await bellOf(headers))[0]!;
    await t.app.inject({ method: 'POST', url: '/api/Notification/MarkAsViewed', headers, payload: [newest.id] });
    const list = (query: string) => t.app.inject({ url: `/api/notifications?${query}`, headers });

    const page = (await list('pageSize=2')).json();
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(page.items[0]).toMatchObject({ kind: 'DocumentAdded', title: 'New document in Budgets: Plan', link: '/dashboard/SearchDocuments?section=Budgets' });
    expect(page.items[0].viewedAt).not.toBeNull();
    expect((await list('kind=OrderStatusChanged')).json().total).toBe(3);
    expect((await list('state=unread')).json().items.every((n: { viewedAt: string | null }) => n.viewedAt === null)).toBe(true);
    expect((await list('state=read')).json().items.map((n: { id: string }) => n.id)).toEqual([newest.id]);

    const all = await t.app.inject({ method: 'POST', url: '/api/notifications/mark-all-viewed', headers });
    expect(all.json()).toEqual({ marked: 3 });
    expect(await bellOf(headers)).toEqual([]);
    expect(await bellOf(await sessionFor(t.database.db, other.id))).toHaveLength(3);
  });
});

describe('preferences', () => {
  const get = async (headers: { authorization: string }) => (await t.app.inject({ url: '/api/notifications/preferences', headers })).json().items;

  it('lists the kinds a user can receive, with the defaults until they choose, and saves a choice', async () => {
    const staff = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Backoffice')).id);
    const contact = await sessionFor(t.database.db, (await buildContact(t.database.db, { permissions: [...BELL, 'Requests', 'Orders'] })).id);
    const few = await sessionFor(t.database.db, (await buildContact(t.database.db, { permissions: ['Dashboard'] })).id);

    expect((await get(staff)).map((p: { kind: string }) => p.kind)).toEqual([
      'AccessRequest',
      'TicketCreated',
      'TicketStatusChanged',
      'TicketComment',
      'TicketAssigned',
      'OrderStatusChanged',
      'PrivacyPolicy',
      'TicketSlaWarning',
      'ErasureOverdue',
      'DataExportReady',
    ]);
    expect(await get(contact)).toEqual([
      { kind: 'TicketProposed', inApp: true, email: true },
      { kind: 'TicketStatusChanged', inApp: true, email: false },
      { kind: 'TicketComment', inApp: true, email: false },
      { kind: 'OrderStatusChanged', inApp: true, email: true },
      { kind: 'PrivacyPolicy', inApp: true, email: false },
      { kind: 'TicketSurvey', inApp: true, email: true },
      { kind: 'DataExportReady', inApp: true, email: true },
    ]);
    expect((await get(few)).map((p: { kind: string }) => p.kind)).toEqual(['PrivacyPolicy', 'DataExportReady']);

    const saved = await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: contact, payload: { items: [{ kind: 'OrderStatusChanged', inApp: false, email: false }] } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().items).toContainEqual({ kind: 'OrderStatusChanged', inApp: false, email: false });
    expect(await get(contact)).toContainEqual({ kind: 'TicketProposed', inApp: true, email: true });
  });

  it('refuses a kind the caller cannot receive', async () => {
    const contact = await sessionFor(t.database.db, (await buildContact(t.database.db, { permissions: [...BELL] })).id);
    const res = await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: contact, payload: { items: [{ kind: 'AccessRequest', inApp: true, email: true }] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/Common/ShowsNotifications (the hide flag)', () => {
  it('hides the bell from a contact without the permission, and from everyone when an admin switches it off', async () => {
    const ask = async (userId: string) => (await t.app.inject({ url: '/api/Common/ShowsNotifications', headers: await sessionFor(t.database.db, userId) })).json();
    const admin = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Admin')).id);
    const setEnabled = (notificationsEnabled: boolean) =>
      t.app.inject({ method: 'PUT', url: '/api/settings/notifications', headers: admin, payload: { notificationsEnabled } });
    const staff = (await buildStaff(t.database.db, 'Backoffice')).id;
    const withBell = (await buildContact(t.database.db, { permissions: [...BELL] })).id;
    const without = (await buildContact(t.database.db, { permissions: ['Dashboard'] })).id;

    expect([await ask(staff), await ask(withBell), await ask(without)]).toEqual([false, false, true]);

    expect((await setEnabled(false)).statusCode).toBe(200);
    try {
      expect([await ask(staff), await ask(withBell)]).toEqual([true, true]);
    } finally {
      expect((await setEnabled(true)).statusCode).toBe(200);
    }
    expect(await ask(withBell)).toBe(false);
  });
});

describe('GET/PUT /api/settings/notifications', () => {
  it('shows and saves the bell switch and the ticket site default, for Admin only, audited', async () => {
    const admin = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Admin')).id);
    const backoffice = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Backoffice')).id);
    const contact = await sessionFor(t.database.db, (await buildContact(t.database.db)).id);
    const put = (headers: object, payload: object) => t.app.inject({ method: 'PUT', url: '/api/settings/notifications', headers: headers as Record<string, string>, payload });
    const read = async () => (await t.app.inject({ url: '/api/settings/notifications', headers: admin })).json();
    const ticketSite = async () => (await t.app.inject({ url: '/api/Backoffice/User/GetUserTicketCredentials', headers: contact })).json();

    expect(await read()).toEqual({ notificationsEnabled: true });
    const saved = await put(admin, { notificationsEnabled: true, ticketDefaultUrl: '  https://survey.example.test/login ' });
    expect(saved.statusCode).toBe(200);
    expect(await read()).toEqual({ notificationsEnabled: true, ticketDefaultUrl: 'https://survey.example.test/login' });
    expect(await ticketSite()).toEqual({ url: 'https://survey.example.test/login', userName: null, usesDefault: true });
    const logged = await rowsOf<{ short_message: string }>(t.database.db, sql`select short_message from system_logs where context = 'settings' order by created_at`);
    expect(logged.at(-1)?.short_message).toMatch(/^Notification settings changed: .*survey\.example\.test/);

    for (const bad of ['javascript:alert(1)', 'survey.example.test', `https://x.test/${'a'.repeat(500)}`]) {
      const res = await put(admin, { notificationsEnabled: true, ticketDefaultUrl: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await put(backoffice, { notificationsEnabled: false })).statusCode).toBe(403);
    expect((await put(contact, { notificationsEnabled: false })).statusCode).toBe(403);

    expect((await put(admin, { notificationsEnabled: true })).statusCode).toBe(200);
    expect(await read()).toEqual({ notificationsEnabled: true });
    expect((await ticketSite()).usesDefault).toBe(false);
  });
});
