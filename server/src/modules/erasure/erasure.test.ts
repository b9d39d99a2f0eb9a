import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client.ts';
import { systemContext } from '@/context.ts';
import { buildContact, buildOrder, buildStaff, buildTenant, buildTicket, buildTicketAttachment, buildTicketComment, buildTicketUpload, buildLedgerEntry, TEST_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, rowsOf, sessionFor, signIn, viewAsSessionFor, type TestApp } from '../../../test/helpers.ts';
import { notifyOverdue, rowsNaming } from './service.ts';

let t: TestApp;
const db = (): Db => t.database.db;

interface Person {
  id: string;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  headers: { authorization: string };
}

/** The same kinds of data for each person, in every table a person leaves a trace in. */
async function traces(p: Person, other: Person, tenant: Awaited<ReturnType<typeof buildTenant>>, staffId: string) {
  const name = `${p.firstName} ${p.lastName}`;
  const d = db();
  await d.execute(sql`update users set image = 'iVBORw0KGgo=', city = 'Braga', street = 'Rua 1', identification = 'ID-1', ticket_user_name = ${p.userName} where id = ${p.id}`);
  await d.execute(sql`insert into login_logs (user_id, user_name, ip, result, stage) values
    (${p.id}, ${p.userName}, '10.0.0.1', 'Success', 'password'), (null, ${p.email}, '10.0.0.2', 'Failed', 'password')`);
  await d.execute(sql`insert into trusted_devices (id, user_id, user_agent, ip) values (${randomUUID()}, ${p.id}, 'Firefox', '10.0.0.1')`);
  await d.execute(sql`insert into recovery_codes (user_id, code_hash) values (${p.id}, ${randomUUID()})`);
  await d.execute(sql`insert into account_tokens (user_id, kind, token_hash, new_email, expires_at) values (${p.id}, 'email_change', ${randomUUID()}, ${'new.' + p.email}, now() + interval '1 day')`);
  await d.execute(sql`insert into two_factor_challenges (user_id, challenge_hash, method, expires_at) values (${p.id}, ${randomUUID()}, 'email', now() + interval '10 minutes')`);
  await d.execute(sql`insert into passkeys (user_id, credential_id, public_key, device_type, name) values (${p.id}, ${randomUUID()}, 'pk', 'multiDevice', ${`${p.firstName}'s phone`})`);
  const [provider] = await rowsOf<{ id: string }>(d, sql`select id from identity_providers where company_id = ${tenant.company.id}`);
  const providerId =
    provider?.id ??
    (await rowsOf<{ id: string }>(d, sql`insert into identity_providers (company_id, name, issuer, client_id) values (${tenant.company.id}, 'Entra', 'https://login.test', 'c') returning id`))[0]!.id;
  await d.execute(sql`insert into user_identities (user_id, provider_id, subject) values (${p.id}, ${providerId}, ${p.email})`);
  await d.execute(sql`insert into notification_preferences (user_id, kind, in_app, email) values (${p.id}, 'TicketComment', true, false)`);
  await d.execute(sql`insert into auth_throttle (key, failures) values (${`user:${p.userName}`}, 2)`);
  await d.execute(sql`insert into api_keys (company_id, created_by, name, scopes, key_prefix, key_hash, expires_at)
    values (${tenant.company.id}, ${p.id}, 'Warehouse ERP', '{trips:read}', 'chk_erasure', ${randomUUID()}, now() + interval '30 days')`);

  const ticket = await buildTicket(d, tenant.tenant, { requesterId: p.id, title: `Leak reported by ${name}`, description: `Call ${p.email}` });
  await d.execute(sql`insert into ticket_watchers (company_id, ticket_id, user_id) values (${ticket.companyId}, ${ticket.id}, ${p.id})`);
  await d.execute(sql`insert into ticket_history (company_id, ticket_id, from_status, to_status, by_user_id, note) values (${ticket.companyId}, ${ticket.id}, null, 'Pending', ${p.id}, ${`Raised by ${name}`})`);
  const comment = await buildTicketComment(d, ticket, { authorId: p.id, body: `Regards, ${name}.` });
  await buildTicketComment(d, ticket, { authorId: other.id, body: `Thanks ${name}, we will come on Monday.` });
  await buildTicketAttachment(d, t.app.storage, ticket, { commentId: comment.id, uploadedBy: p.id, fileName: `${p.userName}-photo.txt` });
  const upload = await buildTicketUpload(d, t.app.storage, { uploadedBy: p.id, fileName: 'draft.txt' });
  await d.execute(sql`insert into notifications (recipient_id, kind, ref_id, params) values
    (${p.id}, 'TicketComment', ${ticket.id}, ${JSON.stringify({ ticketNo: ticket.ticketNo, byName: 'Service team' })}::jsonb),
    (${other.id}, 'TicketComment', ${ticket.id}, ${JSON.stringify({ ticketNo: ticket.ticketNo, byName: name })}::jsonb)`);

  const order = await buildOrder(d, tenant.tenant, { createdBy: p.id });
  await d.execute(sql`insert into order_history (company_id, order_id, from_status, to_status, by_user_id, note) values (${order.companyId}, ${order.id}, null, 'Confirming', ${p.id}, ${`Placed by ${p.userName}`})`);
  await buildLedgerEntry(d, tenant.company.id, tenant.partner.id, { description: `Invoice for ${name}` });

  const [policy] = await rowsOf<{ id: string; version: number }>(d, sql`select id, version from privacy_policies limit 1`);
  await d.execute(sql`insert into policy_acceptances (user_id, user_name, email, policy_id, policy_version, language, accepted) values (${p.id}, ${p.userName}, ${p.email}, ${policy?.id ?? randomUUID()}, ${policy?.version ?? 1}, 'en-US', true)`);
  await d.execute(sql`insert into audit_log (user_id, user_name, context, message, before, after) values
    (${p.id}, ${p.userName}, 'accounts', 'Password changed', null, null),
    (${staffId}, 'admin.erasure', 'users', ${`User ${p.userName} updated`}, ${JSON.stringify({ email: p.email, firstName: p.firstName, lastName: p.lastName })}::jsonb, ${JSON.stringify({ name })}::jsonb)`);
  await d.execute(sql`insert into system_logs (level, machine_name, context, short_message, full_message) values ('Information', 'test', 'users', ${`User ${p.userName} updated`}, ${`by staff for ${p.email}`})`);
  await d.execute(sql`insert into email_outbox (template_key, language, "to", subject, full_message, html) values
    ('password_changed', 'en-US', ${p.email}, 'Your password changed', ${`Hello ${name}`}, ${`<p>Hello ${name}</p>`}),
    ('notification_ticket_comment', 'en-US', ${other.email}, ${`${name} commented`}, ${`${name} commented on ${ticket.ticketNo}`}, ${`<p>${name} commented</p>`})`);
  await d.execute(sql`insert into inbound_mails (message_id, transport, envelope_from, from_address, from_name, to_address, subject, size, raw, sender_id) values
    (${`<${randomUUID()}@mail.test>`}, 'smtp', ${p.email}, ${p.email}, ${name}, 'support@hub.test', 'Re: leak', 10, ${Buffer.from(`From: ${p.email}`)}, ${p.id})`);
  await d.execute(sql`insert into access_requests (name, email, phone, company, presentation, status, contact_user_id) values (${name}, ${p.email}, '+351 912 000 000', 'Lusitania', ${`I am ${name}`}, 'Approved', ${p.id})`);
  await d.execute(sql`insert into sync_runs (connector, status, started_by, started_by_name) values ('file', 'succeeded', ${p.id}, ${name})`);
  await d.execute(sql`insert into jobs (kind, payload) values ('recovery', ${JSON.stringify({ email: p.email })}::jsonb)`);
  await viewAsSessionFor(d, p.id, staffId);
  return { ticket, upload };
}

let person: Person;
let colleague: Person;
let admin: Person;
let backoffice: Person;
let scene: Awaited<ReturnType<typeof traces>>;
let colleagueScene: Awaited<ReturnType<typeof traces>>;
const verified = { emailVerifiedAt: new Date(), password: TEST_PASSWORD };

beforeAll(async () => {
  t = await buildTestApp();
  const tenant = await buildTenant(db());
  const contact = (firstName: string, lastName: string, userName: string) =>
    buildContact(db(), { companyId: tenant.company.id, permissions: ['Requests', 'Notifications', 'Orders'], firstName, lastName, userName, email: `${userName}@erasure.test`, ...verified });
  const withHeaders = async <U extends { id: string }>(u: U) => ({ ...u, headers: await sessionFor(db(), u.id) }) as unknown as Person;
  person = await withHeaders(await contact('Ana', 'Erasmo', 'ana.erasmo'));
  colleague = await withHeaders(await contact('Carla', 'Colega', 'carla.colega'));
  admin = await withHeaders(await buildStaff(db(), 'Admin', { firstName: 'Alma', lastName: 'Admin', userName: 'admin.erasure', ...verified }));
  backoffice = await withHeaders(await buildStaff(db(), 'Backoffice', { firstName: 'Bruno', lastName: 'Back', userName: 'bo.erasure', ...verified }));
  scene = await traces(person, colleague, tenant, admin.id);
  colleagueScene = await traces(colleague, admin, tenant, admin.id);
});
afterAll(() => t?.close());

const inject = (headers: { authorization: string }, method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers, ...(payload && { payload }) });

describe('erasure requests', () => {
  let requestId: string;

  it('lets the person ask once, shows it to them, and lists it open for staff', async () => {
    const none = await inject(person.headers, 'GET', '/api/account/erasure-request');
    expect(none.json()).toEqual({ request: null });
    const opened = await inject(person.headers, 'POST', '/api/account/erasure-request', { reason: 'I left the company' });
    expect(opened.statusCode, opened.body).toBe(201);
    requestId = opened.json().id;
    expect(opened.json()).toMatchObject({ status: 'open', source: 'self', reason: 'I left the company' });
    const due = new Date(opened.json().dueAt).getTime() - new Date(opened.json().createdAt).getTime();
    expect(due / 86_400_000).toBeGreaterThanOrEqual(28);
    expect(due / 86_400_000).toBeLessThanOrEqual(31);
    expect((await inject(person.headers, 'POST', '/api/account/erasure-request', {})).statusCode).toBe(409);
    expect((await inject(backoffice.headers, 'POST', '/api/erasure-requests', { userId: person.id })).statusCode).toBe(409);
    // Backoffice may not open one for a staff user.
    expect((await inject(backoffice.headers, 'POST', '/api/erasure-requests', { userId: admin.id })).statusCode).toBe(403);

    const list = await inject(backoffice.headers, 'GET', '/api/erasure-requests');
    expect(list.json().items.map((r: { id: string }) => r.id)).toEqual([requestId]);
    expect(list.json().items[0]).toMatchObject({ status: 'open', overdue: false, userName: 'ana.erasmo', name: 'Ana Erasmo' });
    const found = await inject(backoffice.headers, 'GET', '/api/erasure-requests?search=erasmo');
    expect(found.json()).toMatchObject({ total: 1, items: [{ id: requestId }] });
    expect((await inject(backoffice.headers, 'GET', '/api/erasure-requests?search=nobody-here')).json()).toMatchObject({ total: 0, items: [] });
    const audit = await rowsOf<{ message: string }>(db(), sql`select message from audit_log where context = 'erasure'`);
    expect(audit.map((a) => a.message).join(' ')).not.toMatch(/ana|erasmo/i);
  });

  it('previews what approval erases and keeps', async () => {
    const res = await inject(backoffice.headers, 'GET', `/api/erasure-requests/${requestId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { erased, kept } = res.json().outcome;
    expect(erased).toMatchObject({ profile: 1, photo: 1, signInHistory: 2, devices: 2, passkeys: 1, identities: 1, notifications: 1, comments: 1, uploadsDeleted: 1, filesKept: 1, apiKeysRevoked: 1 });
    expect(erased.sessions).toBeGreaterThanOrEqual(2);
    expect(erased.emails).toBe(2);
    expect(kept).toMatchObject({ ledgerEntries: 1, orders: 2, ticketHistory: 2, policyAcceptances: 1 });
    expect(res.json().decidable).toBe(true);
  });

  it('tells staff once of an overdue request', async () => {
    await db().execute(sql`update erasure_requests set due_at = now() - interval '1 day' where id = ${requestId}`);
    const ctx = systemContext(db(), null, t.app);
    expect(await notifyOverdue(ctx)).toBe(1);
    expect(await notifyOverdue(ctx)).toBe(0);
    const told = await rowsOf<{ recipient_id: string }>(db(), sql`select recipient_id from notifications where kind = 'ErasureOverdue' and ref_id = ${requestId}`);
    expect(told.map((r) => r.recipient_id).sort()).toEqual([admin.id, backoffice.id].sort());
    const list = await inject(admin.headers, 'GET', '/api/erasure-requests');
    expect(list.json().items[0]).toMatchObject({ id: requestId, overdue: true });
  });

  it('refuses the person deciding their own request, and a reject without a note', async () => {
    expect((await inject(backoffice.headers, 'POST', `/api/erasure-requests/${requestId}/reject`, { note: '' })).statusCode).toBe(400);
  });

  it('erases the person everywhere in one approval: 0 rows name them, the colleague untouched', async () => {
    const colleagueBefore = await rowsNaming(db(), colleague);
    const res = await inject(backoffice.headers, 'POST', `/api/erasure-requests/${requestId}/approve`, { note: 'Done within the month' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', decidable: false });

    const { found, columns, tables } = await rowsNaming(db(), person);
    console.log(`erasure: ${Object.values(found).reduce((a, b) => a + b, 0)} rows name the person across ${columns} text columns of ${tables} tables`);
    expect(found).toEqual({});
    expect(tables).toBeGreaterThan(50);

    // The colleague, with the same kinds of data, is found exactly where they were before.
    expect(await rowsNaming(db(), colleague)).toEqual(colleagueBefore);
    const [c] = await rowsOf<{ first_name: string; email: string; active: boolean; erased_at: Date | null }>(db(), sql`select first_name, email, active, erased_at from users where id = ${colleague.id}`);
    expect(c).toMatchObject({ first_name: 'Carla', email: 'carla.colega@erasure.test', active: true, erased_at: null });
    expect((await inject(colleague.headers, 'GET', '/api/account/erasure-request')).statusCode).toBe(200);

    // Kept records keep their rows; comments stay, signed by the pseudonymised user; the ticket's file stays.
    const counts = await rowsOf<Record<string, number>>(
      db(),
      sql`select (select count(*)::int from ticket_comments where author_id = ${person.id}) as comments,
        (select count(*)::int from orders where created_by = ${person.id}) as orders,
        (select count(*)::int from policy_acceptances where user_id = ${person.id}) as acceptances,
        (select count(*)::int from ticket_attachments where ticket_id = ${scene.ticket.id} and uploaded_by is null) as attachments,
        (select count(*)::int from ticket_uploads where id = ${scene.upload.id}) as uploads,
        (select count(*)::int from ticket_uploads where id = ${colleagueScene.upload.id}) as colleague_uploads,
        (select count(*)::int from sessions where user_id = ${person.id}) as sessions,
        (select count(*)::int from passkeys where user_id = ${person.id}) as passkeys,
        (select count(*)::int from api_keys where created_by = ${person.id} and revoked_at is null) as live_keys,
        (select count(*)::int from api_keys where created_by = ${colleague.id} and revoked_at is null) as colleague_live_keys`,
    );
    // Their API keys are revoked with them (a company's list shows them so); the colleague's stay.
    expect(counts[0]).toEqual({ comments: 1, orders: 1, acceptances: 1, attachments: 1, uploads: 0, colleague_uploads: 1, sessions: 0, passkeys: 0, live_keys: 0, colleague_live_keys: 1 });
    expect(await t.app.storage.exists(scene.upload.storageKey)).toBe(false);

    // The person can no longer sign in, by either name, nor with the session they had.
    expect((await inject(person.headers, 'GET', '/api/account/erasure-request')).statusCode).toBe(401);
    await expect(signIn(t.app, 'ana.erasmo', TEST_PASSWORD)).rejects.toThrow();
    await expect(signIn(t.app, 'ana.erasmo@erasure.test', TEST_PASSWORD)).rejects.toThrow();

    // The ticket shows the comment without a name (the web signs it "Former contact").
    const ticket = await inject(colleague.headers, 'GET', `/api/tickets/${scene.ticket.id}`);
    expect(ticket.statusCode, ticket.body).toBe(200);
    expect(ticket.body).not.toMatch(/erasmo/i);

    // Audited without naming the person, the outcome counted.
    const [audit] = await rowsOf<{ message: string; after: { erased: { comments: number } } }>(
      db(),
      sql`select message, after from audit_log where context = 'erasure' and message like '%approved%'`,
    );
    expect(audit?.after.erased.comments).toBe(1);
    expect((await inject(admin.headers, 'POST', `/api/erasure-requests/${requestId}/approve`, {})).statusCode).toBe(409);
  });

  it('rejects with a note the person reads, and then they may ask again', async () => {
    const opened = await inject(backoffice.headers, 'POST', '/api/erasure-requests', { userId: colleague.id });
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json().id;
    const rejected = await inject(admin.headers, 'POST', `/api/erasure-requests/${id}/reject`, { note: 'Open invoices dispute' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', decisionNote: 'Open invoices dispute' });
    const mine = await inject(colleague.headers, 'GET', '/api/account/erasure-request');
    expect(mine.json().request).toMatchObject({ status: 'rejected', decisionNote: 'Open invoices dispute', source: 'staff' });
    expect((await inject(colleague.headers, 'POST', '/api/account/erasure-request', {})).statusCode).toBe(201);
    // Nobody decides their own request.
    const own = await inject(admin.headers, 'POST', '/api/account/erasure-request', {});
    expect((await inject(admin.headers, 'POST', `/api/erasure-requests/${own.json().id}/approve`, {})).statusCode).toBe(403);
  });
});
