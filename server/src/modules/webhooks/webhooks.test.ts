import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemContext } from '@/context.ts';
import { emailOutbox } from '@/db/schema/email.ts';
import { users } from '@/db/schema/users.ts';
import { webhookDeliveries, webhookSubscriptions } from '@/db/schema/webhooks.ts';
import { isPrivateAddress } from '@/lib/network-guard.ts';
import { auditRowsOf, withSession, type SignedIn } from '../../../test/audit.ts';
import { buildContact, buildOrder, buildStaff, buildTenant } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { startReceiver, type Receiver } from '../../../test/webhook-receiver.ts';
import { runSync } from '@/modules/sync/engine.ts';
import { fileConnector, parseJsonDocument } from '@/modules/sync/file-connector.ts';
import { sampleExport } from '@/modules/sync/sync-fixture.ts';
import { buildCompany } from '../../../test/factories.ts';
import { emitWebhookEvent, verifySignature } from './service.ts';

/*
 * Webhooks end to end: subscriptions through the API, events emitted in the change's
 * transaction, delivered by the sender (drained here) to a real receiver on 127.0.0.1.
 */
let t: TestApp;
let rx: Receiver;
let rxB: Receiver;
let a: Awaited<ReturnType<typeof buildTenant>>;
let b: Awaited<ReturnType<typeof buildTenant>>;
const as = {} as Record<'mainA' | 'mainB' | 'contactA' | 'admin' | 'requester', SignedIn>;

const api = (who: SignedIn, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });
const db = () => t.database.db;
const deliveriesOf = (subscriptionId: string) => db().select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, subscriptionId));

/** A subscription of company A made by its main contact (a public address), then pointed by staff at the local receiver. */
async function localSubscription(who: SignedIn, receiver: Receiver, events: string[] = ['ticket.created', 'order.status_changed'], companyId?: string) {
  const made = await api(who, 'POST', '/api/webhooks', { url: 'https://93.184.215.14/hook', events });
  expect(made.statusCode, made.body).toBe(201);
  const { subscription, secret } = made.json() as { subscription: { id: string }; secret: string };
  const allowed = await api(as.admin, 'PATCH', `/api/webhooks/${subscription.id}`, { url: receiver.url, allowPrivateNetwork: true });
  expect(allowed.statusCode, allowed.body).toBe(200);
  void companyId;
  return { id: subscription.id, secret };
}

async function emitCommitted(companyId: string, seq: number) {
  await systemContext(db(), null, t.app).transaction((c) => emitWebhookEvent(c.db, companyId, 'ticket.created', { ticketId: `t-${seq}`, seq }));
}

beforeAll(async () => {
  t = await buildTestApp();
  rx = await startReceiver();
  rxB = await startReceiver();
  a = await buildTenant(db());
  b = await buildTenant(db());
  as.mainA = await withSession(db(), buildContact(db(), { companyId: a.company.id, mainContact: true, email: 'main.a@alpha.test', firstName: 'Ana', permissions: ['Dashboard', 'Requests', 'Orders', 'CurrentAccounts', 'SearchDocuments'] }));
  as.mainB = await withSession(db(), buildContact(db(), { companyId: b.company.id, mainContact: true, email: 'main.b@beta.test', permissions: ['Dashboard', 'Requests', 'Orders'] }));
  as.contactA = await withSession(db(), buildContact(db(), { companyId: a.company.id, permissions: ['Dashboard', 'Requests'] }));
  as.requester = await withSession(db(), buildContact(db(), { companyId: a.company.id, permissions: ['Requests'] }));
  as.admin = await withSession(db(), buildStaff(db(), 'Admin'));
});
afterAll(async () => {
  await rx.close();
  await rxB.close();
  await t.close();
});
beforeEach(async () => {
  await db().delete(webhookSubscriptions);
  rx.received.length = 0;
  rxB.received.length = 0;
  rx.state.answer = () => 200;
});

describe('SSRF', () => {
  it('refuses private, loopback, link-local and plain-http addresses at subscription and at delivery', async () => {
    const attempts = [
      'https://127.0.0.1/hook',
      'https://10.0.0.1/hook',
      'https://172.16.5.4/hook',
      'https://192.168.1.1/hook',
      'https://100.64.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[fe80::1]/hook',
      'https://[fd00::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[::ffff:a9fe:a9fe]/hook',
      'https://0.0.0.0/hook',
      'https://224.0.0.1/hook',
      'https://localhost/hook',
      'http://93.184.215.14/hook',
    ];
    let refused = 0;
    for (const url of attempts) {
      const res = await api(as.mainA, 'POST', '/api/webhooks', { url, events: ['ticket.created'] });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      refused++;
    }
    // A contact may not allow private addresses; only staff may.
    const flag = await api(as.mainA, 'POST', '/api/webhooks', { url: rx.url, events: ['ticket.created'], allowPrivateNetwork: true });
    expect(flag.statusCode).toBe(403);
    refused++;

    // At delivery: an address that became private (here: changed behind the API's back) is refused, nothing is sent.
    const made = await api(as.mainA, 'POST', '/api/webhooks', { url: 'https://93.184.215.14/hook', events: ['ticket.created'] });
    const id = (made.json() as { subscription: { id: string } }).subscription.id;
    await db().update(webhookSubscriptions).set({ url: `https://127.0.0.1:${rx.port}/hook` }).where(eq(webhookSubscriptions.id, id));
    await emitCommitted(a.company.id, 1);
    await t.app.webhooks.drain();
    const [row] = await deliveriesOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastStatusCode: null });
    expect(row!.lastError).toMatch(/private address/);
    expect(rx.received).toHaveLength(0);
    refused++;

    expect(['::ffff:7f00:1', '::7f00:1', '64:ff9b::a00:1', 'fc00::1', '::'].every(isPrivateAddress)).toBe(true);
    expect(['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c', '8.8.8.8'].some(isPrivateAddress)).toBe(false);
    console.log(`webhooks: ${refused} SSRF attempts refused`);
  });
});

describe('management', () => {
  it('lets a main contact manage their own company’s webhooks, staff any company’s, and audits each change', async () => {
    const made = await api(as.mainA, 'POST', '/api/webhooks', { url: 'https://93.184.215.14/hook', events: ['ticket.created', 'ticket.created', 'document.published'] });
    expect(made.statusCode, made.body).toBe(201);
    const { subscription, secret } = made.json() as { subscription: { id: string; events: string[]; active: boolean }; secret: string };
    expect(secret).toMatch(/^whsec_/);
    expect(subscription).toMatchObject({ events: ['ticket.created', 'document.published'], active: true, allowPrivateNetwork: false });
    // The secret is sealed at rest and never answered again.
    const [stored] = await db().select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, subscription.id));
    expect(stored!.secretSealed).not.toContain(secret.slice(6));
    const listed = await api(as.mainA, 'GET', '/api/webhooks');
    expect(listed.json().subscriptions).toHaveLength(1);
    expect(listed.body).not.toContain(secret);

    // Another company's main contact, and a contact who is not the main one, see nothing of it.
    expect((await api(as.mainB, 'GET', '/api/webhooks')).json().subscriptions).toHaveLength(0);
    expect((await api(as.mainB, 'PATCH', `/api/webhooks/${subscription.id}`, { active: false })).statusCode).toBe(404);
    expect((await api(as.mainB, 'GET', `/api/webhooks/${subscription.id}/deliveries`)).statusCode).toBe(404);
    expect((await api(as.contactA, 'GET', '/api/webhooks')).statusCode).toBe(403);
    // Staff name the company.
    expect((await api(as.admin, 'GET', '/api/webhooks')).statusCode).toBe(403);
    expect((await api(as.admin, 'GET', `/api/companies/${a.company.id}/webhooks`)).json().subscriptions).toHaveLength(1);
    expect((await api(as.mainA, 'GET', `/api/companies/${a.company.id}/webhooks`)).statusCode).toBe(403);
    // Only staff set the private-network flag.
    expect((await api(as.mainA, 'PATCH', `/api/webhooks/${subscription.id}`, { allowPrivateNetwork: true })).statusCode).toBe(403);

    const off = await api(as.mainA, 'PATCH', `/api/webhooks/${subscription.id}`, { active: false });
    expect(off.json()).toMatchObject({ active: false, disabledReason: 'Switched off' });
    const rotated = await api(as.mainA, 'POST', `/api/webhooks/${subscription.id}/rotate-secret`, {});
    expect(rotated.json().secret).not.toBe(secret);
    expect((await api(as.mainA, 'DELETE', `/api/webhooks/${subscription.id}`)).json()).toEqual({ removed: true });
    expect((await api(as.mainA, 'GET', '/api/webhooks')).json().subscriptions).toHaveLength(0);

    const audited = await auditRowsOf(db(), 'webhooks', subscription.id);
    expect(audited.length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(audited)).not.toContain(secret);
  });
});

describe('delivery', () => {
  it('signs each delivery (HMAC-SHA256 of id.timestamp.body) with the subscription’s secret', async () => {
    const sub = await localSubscription(as.mainA, rx);
    await emitCommitted(a.company.id, 1);
    await t.app.webhooks.drain();
    expect(rx.received).toHaveLength(1);
    const got = rx.received[0]!;
    const [row] = await deliveriesOf(sub.id);
    expect(got.id).toBe(row!.id);
    expect(got.signature).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(verifySignature(sub.secret, got, got.body)).toBe(true);
    expect(verifySignature(sub.secret, got, got.body.replace('t-1', 't-2'))).toBe(false);
    expect(verifySignature('whsec_other', got, got.body)).toBe(false);
    expect(JSON.parse(got.body)).toMatchObject({ id: row!.id, type: 'ticket.created', companyId: a.company.id, data: { ticketId: 't-1', seq: 1 } });
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200, lastResponse: 'ok' });
  });

  it('sends nothing for a change rolled back, and the event of a committed change once', async () => {
    const sub = await localSubscription(as.mainA, rx);
    await expect(
      systemContext(db(), null, t.app).transaction(async (c) => {
        await emitWebhookEvent(c.db, a.company.id, 'ticket.created', { ticketId: 'rolled-back' });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await t.app.webhooks.drain();
    expect(await deliveriesOf(sub.id)).toHaveLength(0);
    expect(rx.received).toHaveLength(0);
    await emitCommitted(a.company.id, 2);
    await t.app.webhooks.drain();
    await t.app.webhooks.drain();
    expect(rx.received).toHaveLength(1);
  });

  it('emits the events of real changes: a new service request and an order confirmed', async () => {
    await localSubscription(as.mainA, rx, ['ticket.created']);
    const res = await api(as.requester, 'POST', '/api/tickets', { type: 'Service', title: 'Leaking tap', description: 'Staff kitchen', siteId: a.site.id });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.webhooks.drain();
    expect(rx.received).toHaveLength(1);
    const body = JSON.parse(rx.received[0]!.body) as { type: string; data: Record<string, unknown> };
    expect(body).toMatchObject({ type: 'ticket.created', data: { ticketId: res.json().id, ticketNo: res.json().ticketNo, status: 'Pending' } });
    expect(rx.received[0]!.body).not.toContain('Staff kitchen');

    await db().update(webhookSubscriptions).set({ events: ['order.status_changed'] });
    const order = await buildOrder(db(), a.tenant, { status: 'Confirming' });
    const confirmed = await api(as.admin, 'POST', `/api/orders/${order.id}/confirm`, { taskDate: '2099-01-01', confirmation: 'Internal: truck 7' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await t.app.webhooks.drain();
    expect(rx.received).toHaveLength(2);
    expect(JSON.parse(rx.received[1]!.body)).toMatchObject({ type: 'order.status_changed', data: { orderId: order.id, orderNo: order.orderNo, previousStatus: 'Confirming', status: 'Confirmed', taskDate: '2099-01-01' } });
  });

  it('retries with back-off (30 s, then 2 min) and then delivers', async () => {
    const sub = await localSubscription(as.mainA, rx);
    rx.state.answer = (_r, n) => (n <= 2 ? 503 : 200);
    await emitCommitted(a.company.id, 3);
    await t.app.webhooks.drain();
    let [row] = await deliveriesOf(sub.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastStatusCode: 503, lastResponse: 'refused 503' });
    const wait1 = (row!.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(wait1).toBeGreaterThan(25);
    expect(wait1).toBeLessThanOrEqual(31);
    // Not due yet: nothing is sent.
    await t.app.webhooks.drain();
    expect(rx.received).toHaveLength(1);
    await db().update(webhookDeliveries).set({ nextAttemptAt: sql`now()` }).where(eq(webhookDeliveries.id, row!.id));
    await t.app.webhooks.drain();
    [row] = await deliveriesOf(sub.id);
    const wait2 = (row!.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(wait2).toBeGreaterThan(110);
    await db().update(webhookDeliveries).set({ nextAttemptAt: sql`now()` }).where(eq(webhookDeliveries.id, row!.id));
    await t.app.webhooks.drain();
    [row] = await deliveriesOf(sub.id);
    expect(row).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 200 });
    expect(new Set(rx.received.map((r) => r.id))).toEqual(new Set([row!.id]));
    const [s] = await db().select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, sub.id));
    expect(s!.consecutiveFailures).toBe(0);
  });

  it('gives up once the 24-hour window has passed', async () => {
    const sub = await localSubscription(as.mainA, rx);
    rx.state.answer = () => 500;
    await emitCommitted(a.company.id, 4);
    await db().update(webhookDeliveries).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(webhookDeliveries.subscriptionId, sub.id));
    await t.app.webhooks.drain();
    const [row] = await deliveriesOf(sub.id);
    expect(row).toMatchObject({ status: 'given_up', attempts: 1, lastStatusCode: 500 });
    // A failed attempt within the window is never scheduled past its end.
    await db().update(webhookDeliveries).set({ status: 'pending', createdAt: sql`now() - interval '23 hours 59 minutes 50 seconds'` }).where(eq(webhookDeliveries.id, row!.id));
    await t.app.webhooks.drain();
    const [again] = await deliveriesOf(sub.id);
    expect(again!.status).toBe('failed');
    expect(again!.nextAttemptAt.getTime() - Date.now()).toBeLessThan(15_000);
  });

  it('switches a subscription off after 20 failures in a row and emails its creator', async () => {
    const sub = await localSubscription(as.mainA, rx);
    rx.state.answer = () => 500;
    await db().update(webhookSubscriptions).set({ consecutiveFailures: 19 }).where(eq(webhookSubscriptions.id, sub.id));
    await emitCommitted(a.company.id, 5);
    await t.app.webhooks.drain();
    const [s] = await db().select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, sub.id));
    expect(s).toMatchObject({ active: false, consecutiveFailures: 20 });
    expect(s!.disabledReason).toMatch(/20 failed deliveries/);
    const mails = await db().select().from(emailOutbox).where(and(eq(emailOutbox.templateKey, 'webhook_disabled'), eq(emailOutbox.to, 'main.a@alpha.test')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.fullMessage).toContain(rx.url);
    // Switched off: nothing more is queued or sent; switched on again, it counts afresh.
    await emitCommitted(a.company.id, 6);
    expect(await deliveriesOf(sub.id)).toHaveLength(1);
    const on = await api(as.mainA, 'PATCH', `/api/webhooks/${sub.id}`, { active: true });
    expect(on.json()).toMatchObject({ active: true, disabledReason: null, consecutiveFailures: 0 });
  });

  it('tells the company’s main contacts when a webhook staff made is switched off, and its creator only while active', async () => {
    const staff = await withSession(db(), buildStaff(db(), 'Backoffice', { email: 'ops@hub.test' }));
    const made = await api(staff, 'POST', '/api/webhooks', { companyId: a.company.id, url: rx.url, events: ['ticket.created'], allowPrivateNetwork: true });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json().subscription as { id: string };
    const switchOff = async (seq: number) => {
      await db().update(webhookSubscriptions).set({ active: true, consecutiveFailures: 19 }).where(eq(webhookSubscriptions.id, id));
      await emitCommitted(a.company.id, seq);
      await t.app.webhooks.drain();
    };
    const mailsTo = (to: string) => db().select().from(emailOutbox).where(and(eq(emailOutbox.templateKey, 'webhook_disabled'), eq(emailOutbox.to, to)));
    rx.state.answer = () => 500;
    const before = (await mailsTo('main.a@alpha.test')).length;
    await switchOff(7);
    expect(await mailsTo('main.a@alpha.test')).toHaveLength(before + 1);
    expect(await mailsTo('ops@hub.test')).toHaveLength(1);
    // A creator who has left hears nothing more; the company's main contact still does.
    await db().update(users).set({ active: false }).where(eq(users.id, staff.id));
    await switchOff(8);
    expect(await mailsTo('ops@hub.test')).toHaveLength(1);
    expect(await mailsTo('main.a@alpha.test')).toHaveLength(before + 2);
    rx.state.answer = () => 200;
  });

  it('replays a delivery with the same id, pings, and lists deliveries with their answers', async () => {
    const sub = await localSubscription(as.mainA, rx);
    await emitCommitted(a.company.id, 7);
    await t.app.webhooks.drain();
    const [row] = await deliveriesOf(sub.id);
    const replay = await api(as.mainA, 'POST', `/api/webhooks/deliveries/${row!.id}/replay`, {});
    expect(replay.statusCode, replay.body).toBe(202);
    await t.app.webhooks.drain();
    expect(rx.received.map((r) => r.id)).toEqual([row!.id, row!.id]);
    expect((await api(as.mainB, 'POST', `/api/webhooks/deliveries/${row!.id}/replay`, {})).statusCode).toBe(404);

    const ping = await api(as.mainA, 'POST', `/api/webhooks/${sub.id}/ping`, {});
    expect(ping.statusCode, ping.body).toBe(202);
    await t.app.webhooks.drain();
    expect(JSON.parse(rx.received[2]!.body)).toMatchObject({ type: 'ping' });

    const page = await api(as.mainA, 'GET', `/api/webhooks/${sub.id}/deliveries?pageSize=10`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ total: 2, page: 1 });
    expect(page.json().items[0]).toMatchObject({ event: 'ping', status: 'delivered', attempts: 1, lastStatusCode: 200, lastResponse: 'ok' });
    expect(page.json().items[1]).toMatchObject({ id: row!.id, attempts: 2 });
    expect((await api(as.mainA, 'GET', `/api/webhooks/${sub.id}/deliveries?status=failed`)).json().total).toBe(0);
  });

  it('keeps each company’s events to its own subscriptions', async () => {
    await localSubscription(as.mainA, rx);
    await localSubscription(as.mainB, rxB);
    await emitCommitted(a.company.id, 8);
    await t.app.webhooks.drain();
    expect(rx.received).toHaveLength(1);
    expect(rxB.received).toHaveLength(0);
    await emitCommitted(b.company.id, 9);
    await t.app.webhooks.drain();
    expect(rx.received).toHaveLength(1);
    expect(rxB.received).toHaveLength(1);
    expect(JSON.parse(rxB.received[0]!.body)).toMatchObject({ companyId: b.company.id });
  });

  it('lets a main contact subscribe only to what they may see, and sends prices only while its creator sees them', async () => {
    // Company B's main contact has no current account: no ledger events for them.
    const refused = await api(as.mainB, 'POST', '/api/webhooks', { url: 'https://93.184.215.14/hook', events: ['ticket.created', 'ledger.invoice_created'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'events', message: expect.stringContaining('CurrentAccounts') }]);
    const own = await localSubscription(as.mainB, rxB, ['ticket.created']);
    expect((await api(as.mainB, 'PATCH', `/api/webhooks/${own.id}`, { events: ['document.published'] })).statusCode).toBe(400);

    // Company A: its main contact sees the current account but not prices; staff see both.
    const byContact = await localSubscription(as.mainA, rx, ['ledger.invoice_created']);
    const byStaff = await api(as.admin, 'POST', '/api/webhooks', { companyId: a.company.id, url: rx.url, events: ['ledger.invoice_created'], allowPrivateNetwork: true });
    expect(byStaff.statusCode, byStaff.body).toBe(201);
    const invoice = { ledgerEntryId: 'e-1', documentType: 'Invoice', documentNo: 'FT 9/1', amount: 120.5, currency: 'EUR' };
    await systemContext(db(), null, t.app).transaction((c) => emitWebhookEvent(c.db, a.company.id, 'ledger.invoice_created', invoice));
    await t.app.webhooks.drain();
    const sent = (id: string) => deliveriesOf(id).then((rows) => rows.map((r) => r.payload));
    expect(await sent(byContact.id)).toEqual([{ ledgerEntryId: 'e-1', documentType: 'Invoice', documentNo: 'FT 9/1', currency: 'EUR' }]);
    expect(await sent(byStaff.json().subscription.id)).toEqual([invoice]);
    const received = rx.received.slice(-2).map((r) => JSON.parse(r.body).data);
    expect(received).toEqual(expect.arrayContaining([invoice, expect.not.objectContaining({ amount: expect.anything() })]));

    // The delivery log shows a reader only what they may see: no prices without PricesColumn,
    // no data at all of an event they may not receive.
    const log = await api(as.mainA, 'GET', `/api/webhooks/${byStaff.json().subscription.id}/deliveries`);
    expect(log.json().items[0].payload).toEqual({ ledgerEntryId: 'e-1', documentType: 'Invoice', documentNo: 'FT 9/1', currency: 'EUR' });
    const blind = await withSession(db(), buildContact(db(), { companyId: a.company.id, mainContact: true, permissions: ['Dashboard', 'Requests'] }));
    const hidden = await api(blind, 'GET', `/api/webhooks/${byStaff.json().subscription.id}/deliveries`);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().items[0]).toMatchObject({ event: 'ledger.invoice_created', payload: null });
    expect((await api(as.admin, 'GET', `/api/webhooks/${byContact.id}/deliveries`)).json().items[0].payload).not.toHaveProperty('amount');
    await api(as.admin, 'DELETE', `/api/webhooks/${byContact.id}`);
    await api(as.admin, 'DELETE', `/api/webhooks/${byStaff.json().subscription.id}`);
    await api(as.admin, 'DELETE', `/api/webhooks/${own.id}`);
  });

  it('sends new invoices and credit memos from the ERP sync, none on a dry run or for entries already there', async () => {
    const company = await buildCompany(db(), { code: 'SYNC-A', name: 'Sync A' });
    const made = await api(as.admin, 'POST', '/api/webhooks', { companyId: company.id, url: rx.url, events: ['ledger.invoice_created', 'ledger.credit_memo_created'], allowPrivateNetwork: true });
    expect(made.statusCode, made.body).toBe(201);
    const doc = sampleExport(6);
    doc.ledgerEntries[0]!.documentType = 'Credit Memo';
    doc.ledgerEntries[1]!.documentType = 'Payment';
    const sync = (dryRun: boolean) => runSync(db(), fileConnector(parseJsonDocument(JSON.stringify(doc))), { dryRun, batchSize: 4 });
    await sync(true);
    await t.app.webhooks.drain();
    expect(rx.received).toHaveLength(0);
    await sync(false);
    await t.app.webhooks.drain();
    const bodies = rx.received.map((r) => JSON.parse(r.body) as { type: string; companyId: string; data: { documentNo: string } });
    expect(bodies.filter((b) => b.type === 'ledger.invoice_created')).toHaveLength(4);
    expect(bodies.filter((b) => b.type === 'ledger.credit_memo_created').map((b) => b.data.documentNo)).toEqual(['FT 2026/1']);
    expect(bodies.every((b) => b.companyId === company.id)).toBe(true);
    await sync(false);
    await t.app.webhooks.drain();
    expect(rx.received).toHaveLength(5);
  });

  it('sends a document published by staff, with its number and section but not its title', async () => {
    await localSubscription(as.mainA, rx, ['document.published']);
    const body = multipart(
      { businessPartnerId: a.partner.id, siteId: a.site.id, typeCode: 'IncidenceReport', documentNo: 'INC-77', title: 'Private title', description: 'Piso 2', documentDate: '2026-06-01' },
      { name: 'report.pdf', bytes: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'), contentType: 'application/pdf' },
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { ...as.admin.headers, ...body.headers }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.webhooks.drain();
    expect(rx.received).toHaveLength(1);
    expect(JSON.parse(rx.received[0]!.body)).toMatchObject({ type: 'document.published', data: { documentId: res.json().id, documentNo: 'INC-77', typeCode: 'IncidenceReport', siteId: a.site.id } });
    expect(rx.received[0]!.body).not.toContain('Private title');
  });
});
