import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationStreamEvent } from '@customer-hub/contract/notifications';
import { buildContact, buildOrder, buildStaff, buildTenant } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';
import { addressOf, openStream, until, type OpenStream } from '../../../test/sse.ts';
import { notify } from './service.ts';
import { STREAM_RECONNECT_MS } from './stream.ts';

/**
 * The live stream on one instance (PGlite: the NOTIFY of the committing transaction reaches the
 * same database's listener), over real sockets.
 */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({ streamHeartbeatMs: 200 });
  base = await addressOf(t.app);
});
afterAll(() => t.close());

const bell = ['Notifications', 'Orders'] as const;
const streams: OpenStream[] = [];
async function streamOf(headers: { authorization: string }, lastEventId?: string) {
  const s = await openStream(base, headers, lastEventId);
  streams.push(s);
  return s;
}
afterAll(() => streams.forEach((s) => s.close()));

const tell = (userIds: string[], refId: string, orderNo: string) =>
  t.database.db.transaction((tx) => notify(tx, userIds, { kind: 'OrderStatusChanged', refId, params: { orderNo, status: 'Confirmed' } }));
const itemOf = (e: { data: unknown }) => (e.data as NotificationStreamEvent).item;

describe('GET /api/notifications/stream', () => {
  it('sends the unviewed count on connect, then a notification committed on this instance with the new count', async () => {
    const { tenant } = await buildTenant(t.database.db);
    const contact = await buildContact(t.database.db, { companyId: tenant.companyId, permissions: [...bell], language: 'pt-PT' });
    const staff = await buildStaff(t.database.db, 'Backoffice');
    const order = await buildOrder(t.database.db, tenant, { createdBy: contact.id, orderNo: 'OR-2026-000777' });
    const stream = await streamOf(await sessionFor(t.database.db, contact.id));

    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect((await stream.next((e) => e.event === 'count')).data).toEqual({ count: 0 });

    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/confirm`,
      headers: await sessionFor(t.database.db, staff.id),
      payload: { taskDate: '2099-06-02' },
    });
    expect(confirmed.statusCode).toBe(200);

    const event = await stream.next((e) => e.event === 'notification');
    expect(event.id).toMatch(/^\d+_[0-9a-f-]{36}$/);
    expect(event.data).toMatchObject({
      count: 1,
      item: { kind: 'OrderStatusChanged', refId: order.id, title: 'Encomenda OR-2026-000777: novo estado «Confirmado»', link: `/dashboard/Orders?open=${order.id}`, requestLog: null },
    });
  });

  it("reads what the bus does not carry: an access request reaches staff's stream with its details", async () => {
    const staff = await buildStaff(t.database.db, 'Admin', { language: 'en-US' });
    const stream = await streamOf(await sessionFor(t.database.db, staff.id));
    await stream.next((e) => e.event === 'count');

    const res = await t.app.inject({ method: 'POST', url: '/api/access-requests', payload: { name: 'Olga Ortiz', email: 'olga@visitor.test', phone: '+34 600 000 000', presentation: 'Facilities in Vigo' } });
    expect(res.statusCode).toBe(202);

    const event = await stream.next((e) => e.event === 'notification');
    expect(itemOf(event)).toMatchObject({
      kind: 'AccessRequest',
      title: 'Access request from Olga Ortiz',
      link: null,
      requestLog: { name: 'Olga Ortiz', email: 'olga@visitor.test', phoneNumber: '+34 600 000 000', presentation: 'Facilities in Vigo' },
    });
  });

  it("never carries company A's notification to company B's stream", async () => {
    const a = await buildTenant(t.database.db);
    const b = await buildTenant(t.database.db);
    const contactA = await buildContact(t.database.db, { companyId: a.company.id, permissions: [...bell] });
    const contactB = await buildContact(t.database.db, { companyId: b.company.id, permissions: [...bell] });
    const orderA = await buildOrder(t.database.db, a.tenant);
    const orderB = await buildOrder(t.database.db, b.tenant);
    const streamA = await streamOf(await sessionFor(t.database.db, contactA.id));
    const streamB = await streamOf(await sessionFor(t.database.db, contactB.id));
    await streamB.next((e) => e.event === 'count');

    await tell([contactA.id], orderA.id, orderA.orderNo);
    await streamA.next((e) => e.event === 'notification');
    // B's stream is alive: its own notification, sent after A's, is the only one it gets.
    await tell([contactB.id], orderB.id, orderB.orderNo);
    await streamB.next((e) => e.event === 'notification');

    expect(streamB.events.filter((e) => e.event === 'notification').map((e) => itemOf(e).refId)).toEqual([orderB.id]);
    expect(JSON.stringify(streamB.events)).not.toContain(orderA.id);
    expect(streamA.events.filter((e) => e.event === 'notification').map((e) => itemOf(e).refId)).toEqual([orderA.id]);
  });

  it('replays what a stream missed after its Last-Event-ID, oldest first, and nothing before it', async () => {
    const { tenant } = await buildTenant(t.database.db);
    const contact = await buildContact(t.database.db, { companyId: tenant.companyId, permissions: [...bell] });
    const headers = await sessionFor(t.database.db, contact.id);
    const [first, second, third] = await Promise.all([1, 2, 3].map((n) => buildOrder(t.database.db, tenant, { orderNo: `OR-R-${n}` })));
    const stream = await streamOf(headers);
    await stream.next((e) => e.event === 'count');
    await tell([contact.id], first!.id, first!.orderNo);
    const seen = await stream.next((e) => e.event === 'notification');
    stream.close();

    await tell([contact.id], second!.id, second!.orderNo);
    await tell([contact.id], third!.id, third!.orderNo);
    const resumed = await streamOf(headers, seen.id);
    await resumed.next((e) => e.event === 'count');

    const replayed = resumed.events.filter((e) => e.event === 'notification');
    expect(replayed.map((e) => itemOf(e).refId)).toEqual([second!.id, third!.id]);
    expect(resumed.events.at(-1)).toEqual({ id: undefined, event: 'count', data: { count: 3 } });
  });

  it('frees the stream and its user when the client goes away', async () => {
    const contact = await buildContact(t.database.db, { permissions: [...bell] });
    const before = { size: t.app.notifications.hub.size, users: t.app.notifications.hub.users };
    const stream = await streamOf(await sessionFor(t.database.db, contact.id));
    await stream.next((e) => e.event === 'count');
    expect(t.app.notifications.hub.size).toBe(before.size + 1);
    expect(t.app.notifications.hub.users).toBe(before.users + 1);

    stream.close();

    await until(() => t.app.notifications.hub.size === before.size && t.app.notifications.hub.users === before.users, 3000, 'cleanup');
  });

  it('ends a stream the server closes (shutting down) with a retry hint, so the client reconnects elsewhere', async () => {
    const contact = await buildContact(t.database.db, { permissions: [...bell] });
    const stream = await streamOf(await sessionFor(t.database.db, contact.id));
    await stream.next((e) => e.event === 'count');

    t.app.notifications.hub.closeAll();

    await until(() => stream.ended, 3000, 'the stream ending');
    expect(stream.retry).toBe(STREAM_RECONNECT_MS);
  });

  it('sends nothing for a transaction that rolls back', async () => {
    const { tenant } = await buildTenant(t.database.db);
    const contact = await buildContact(t.database.db, { companyId: tenant.companyId, permissions: [...bell] });
    const [lost, kept] = await Promise.all([buildOrder(t.database.db, tenant), buildOrder(t.database.db, tenant)]);
    const stream = await streamOf(await sessionFor(t.database.db, contact.id));
    await stream.next((e) => e.event === 'count');

    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(tx, [contact.id], { kind: 'OrderStatusChanged', refId: lost!.id, params: { orderNo: lost!.orderNo, status: 'Confirmed' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await tell([contact.id], kept!.id, kept!.orderNo);

    const event = await stream.next((e) => e.event === 'notification');
    expect(itemOf(event).refId).toBe(kept!.id);
    expect(event.data).toMatchObject({ count: 1 });
    expect(JSON.stringify(stream.events)).not.toContain(lost!.id);
  });

  it('tells the other streams of the user the new count when some are viewed', async () => {
    const { tenant } = await buildTenant(t.database.db);
    const contact = await buildContact(t.database.db, { companyId: tenant.companyId, permissions: [...bell] });
    const headers = await sessionFor(t.database.db, contact.id);
    const order = await buildOrder(t.database.db, tenant);
    await tell([contact.id], order.id, order.orderNo);
    const other = await streamOf(headers);
    await other.next((e) => e.event === 'count' && (e.data as { count: number }).count === 1);

    const res = await t.app.inject({ method: 'POST', url: '/api/notifications/mark-all-viewed', headers });

    expect(res.json()).toEqual({ marked: 1 });
    await other.next((e) => e.event === 'count' && (e.data as { count: number }).count === 0);
  });

  it('tells the open streams of a news item’s readers (its companies, and staff) that their Home changed', async () => {
    const db = t.database.db;
    const [a, b] = [await buildTenant(db), await buildTenant(db)];
    const reader = async (companyId: string) => streamOf(await sessionFor(db, (await buildContact(db, { companyId, permissions: [...bell] })).id));
    const [inA, inB] = [await reader(a.tenant.companyId), await reader(b.tenant.companyId)];
    const staffStream = await streamOf(await sessionFor(db, (await buildStaff(db, 'Backoffice')).id));
    const editor = await sessionFor(db, (await buildStaff(db, 'Backoffice')).id);
    for (const s of [inA, inB, staffStream]) await s.next((e) => e.event === 'count');
    const homes = (s: OpenStream) => s.events.filter((e) => e.event === 'home').length;
    const news = (title: string, more: object) => ({ kind: 'news', language: 'es-ES', title, summary: 's', body: '<p>b</p>', published: true, allCompanies: false, companyIds: [], ...more });
    const send = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
      const res = await t.app.inject({ method, url, headers: editor, ...(payload && { payload }) });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json() as { id: string };
    };

    // A draft reaches nobody; published for company A, A's readers and staff hear of it.
    const draft = await send('POST', '/api/home-items', news('Draft', { published: false, companyIds: [a.tenant.companyId] }));
    const item = await send('POST', '/api/home-items', news('Obras en el almacén', { companyIds: [a.tenant.companyId] }));
    await inA.next((e) => e.event === 'home');
    await staffStream.next((e) => e.event === 'home');
    // For every company: B hears of it too, and heard nothing before (the bus keeps the order).
    await send('POST', '/api/home-items', news('Nuevo horario', { allCompanies: true }));
    await inB.next((e) => e.event === 'home');
    await until(() => homes(inA) === 2 && homes(staffStream) === 2, 3000, 'the second change');
    expect(homes(inB)).toBe(1);
    expect(inA.events.find((e) => e.event === 'home')?.data).toEqual({});

    // Taken back to draft, then the draft published: each tells A's readers again.
    await send('POST', `/api/home-items/${item.id}/unpublish`);
    await until(() => homes(inA) === 3, 3000, 'the unpublishing');
    await send('POST', `/api/home-items/${draft.id}/publish`);
    await until(() => homes(inA) === 4 && homes(staffStream) === 4, 3000, 'the publishing');
    await send('POST', '/api/home-items', news('Otro borrador', { published: false, allCompanies: true }));
    await send('POST', '/api/home-items', news('Para B', { companyIds: [b.tenant.companyId] }));
    await until(() => homes(inB) === 2, 3000, 'B’s news');
    expect([homes(inA), homes(staffStream)]).toEqual([4, 5]);
  });

  it('sends a heartbeat comment and ends the stream once its session has ended', async () => {
    const contact = await buildContact(t.database.db, { permissions: [...bell] });
    const headers = await sessionFor(t.database.db, contact.id);
    const stream = await streamOf(headers);
    await until(() => stream.comments.includes('heartbeat'), 3000, 'a heartbeat');

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(out.statusCode).toBeLessThan(300);

    await until(() => stream.ended, 3000, 'the end of the stream');
  });

  it('refuses a contact without the Notifications permission, and anyone without a session', async () => {
    const contact = await buildContact(t.database.db, { permissions: ['Orders'] });
    const refused = await openStream(base, await sessionFor(t.database.db, contact.id));
    const anonymous = await openStream(base, {});
    expect(refused.status).toBe(403);
    expect(anonymous.status).toBe(401);
  });
});
