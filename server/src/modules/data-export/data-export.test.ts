import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client.ts';
import { systemContext } from '@/context.ts';
import { buildContact, buildOrder, buildStaff, buildTenant, buildTicket, buildTicketAttachment, buildTicketComment, buildTicketUpload, TEST_PASSWORD } from '../../../test/factories.ts';
import { buildTestApp, rowsOf, sessionFor, type TestApp } from '../../../test/helpers.ts';
import { expireExports, exportsSettled } from './service.ts';

let t: TestApp;
const db = (): Db => t.database.db;
type Headers = { authorization: string };
interface Person {
  id: string;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  headers: Headers;
}

const inject = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers, ...(payload && { payload }) });
/** Runs the queued jobs, then waits for the archives they started. */
const prepareQueued = async () => {
  await t.app.worker.drain();
  await exportsSettled(db());
};

let person: Person;
let colleague: Person;
let outsider: Person;
let admin: Person;
let backoffice: Person;
/** What only the colleague and the other company's user wrote or are: none may be in the person's archive. */
const foreign: string[] = [];
const verified = { emailVerifiedAt: new Date(), password: TEST_PASSWORD };

beforeAll(async () => {
  t = await buildTestApp();
  const d = db();
  const tenant = await buildTenant(d);
  const other = await buildTenant(d);
  const withHeaders = async <U extends { id: string }>(u: U) => ({ ...u, headers: await sessionFor(d, u.id) }) as unknown as Person;
  const contact = (companyId: string, firstName: string, lastName: string, userName: string, domain: string) =>
    buildContact(d, { companyId, permissions: ['Requests', 'Notifications', 'Orders'], firstName, lastName, userName, email: `${userName}@${domain}`, language: 'pt-PT', ...verified });
  person = await withHeaders(await contact(tenant.company.id, 'Paula', 'Pessoa', 'paula.pessoa', 'export.test'));
  colleague = await withHeaders(await contact(tenant.company.id, 'Carlos', 'Colega', 'carlos.colega', 'export.test'));
  outsider = await withHeaders(await contact(other.company.id, 'Olga', 'Outra', 'olga.outra', 'other.test'));
  admin = await withHeaders(await buildStaff(d, 'Admin', { firstName: 'Alma', lastName: 'Admin', userName: 'admin.export', ...verified }));
  backoffice = await withHeaders(await buildStaff(d, 'Backoffice', { firstName: 'Bruno', lastName: 'Back', userName: 'bo.export', ...verified }));

  // The person's own traces.
  const ticket = await buildTicket(d, tenant.tenant, { requesterId: person.id, title: 'Pipe burst in hall 7', description: 'Water everywhere near the lift' });
  const own = await buildTicketComment(d, ticket, { authorId: person.id, body: 'PERSON-COMMENT: the valve is under the stairs' });
  await buildTicketAttachment(d, t.app.storage, ticket, { commentId: own.id, uploadedBy: person.id, fileName: 'hall-7.txt', bytes: Buffer.from('PERSON-FILE-BYTES') });
  await buildTicketUpload(d, t.app.storage, { uploadedBy: person.id, fileName: 'draft.txt', bytes: Buffer.from('PERSON-DRAFT-BYTES') });
  await buildOrder(d, tenant.tenant, { createdBy: person.id, workLocation: 'Hall 7 loading bay' });
  await d.execute(sql`insert into login_logs (user_id, user_name, ip, result, stage) values (${person.id}, ${person.userName}, '10.0.0.7', 'Success', 'password')`);
  await d.execute(sql`insert into policy_acceptances (user_id, user_name, email, policy_id, policy_version, language, accepted) values (${person.id}, ${person.userName}, ${person.email}, ${randomUUID()}, 3, 'pt-PT', true)`);
  await d.execute(sql`insert into audit_log (user_id, user_name, context, message) values
    (${person.id}, ${person.userName}, 'accounts', 'Password changed'),
    (${admin.id}, 'admin.export', 'users', ${`User ${person.userName} updated (${person.id})`})`);
  // Others on the person's request: the colleague's comment and file, a staff note; a notification naming the colleague.
  await buildTicketComment(d, ticket, { authorId: colleague.id, body: 'COLLEAGUE-COMMENT: I saw it too' });
  await buildTicketComment(d, ticket, { authorId: admin.id, body: 'STAFF-NOTE: plumber booked', internal: true });
  await buildTicketAttachment(d, t.app.storage, ticket, { uploadedBy: colleague.id, fileName: 'carlos-colega.txt', bytes: Buffer.from('COLLEAGUE-FILE-BYTES') });
  await d.execute(sql`insert into notifications (recipient_id, kind, ref_id, params) values
    (${person.id}, 'TicketComment', ${ticket.id}, ${JSON.stringify({ ticketNo: ticket.ticketNo, byName: 'Carlos Colega' })}::jsonb)`);

  // The colleague's and the other company's own traces.
  for (const [who, tn] of [
    [colleague, tenant.tenant],
    [outsider, other.tenant],
  ] as const) {
    const theirs = await buildTicket(d, tn, { requesterId: who.id, title: `${who.firstName}'s TICKET-${who.userName}`, description: `Call ${who.email}` });
    await buildTicketComment(d, theirs, { authorId: who.id, body: `OWN-COMMENT-${who.userName}` });
    await buildOrder(d, tn, { createdBy: who.id, workLocation: `LOCATION-${who.userName}` });
    await d.execute(sql`insert into login_logs (user_id, user_name, ip, result, stage) values (${who.id}, ${who.userName}, '10.9.9.9', 'Failed', 'password')`);
    await d.execute(sql`insert into audit_log (user_id, user_name, context, message) values (${who.id}, ${who.userName}, 'accounts', ${`Password changed by ${who.email}`})`);
    foreign.push(who.firstName + ' ' + who.lastName, who.lastName, who.email, who.userName, `OWN-COMMENT-${who.userName}`, `LOCATION-${who.userName}`, `TICKET-${who.userName}`);
  }
  foreign.push('COLLEAGUE-COMMENT', 'COLLEAGUE-FILE-BYTES', 'STAFF-NOTE', 'Colega');
});
afterAll(() => t?.close());

async function unzip(body: Buffer) {
  const zip = await JSZip.loadAsync(body);
  const files: Record<string, Buffer> = {};
  for (const name of Object.keys(zip.files)) if (!zip.files[name]!.dir) files[name] = await zip.files[name]!.async('nodebuffer');
  return files;
}
const parsed = (files: Record<string, Buffer>, name: string) => JSON.parse(files[name]!.toString('utf8'));

describe('data exports', () => {
  let exportId: string;

  it('lets the person ask once per 24 hours, saying from when the next is possible', async () => {
    expect((await inject(person.headers, 'GET', '/api/account/data-exports')).json()).toEqual({ exports: [], nextAllowedAt: null });
    const asked = await inject(person.headers, 'POST', '/api/account/data-exports');
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({ status: 'queued', source: 'self', progress: 0, downloadUrl: null });
    exportId = asked.json().id;

    const again = await inject(person.headers, 'POST', '/api/account/data-exports');
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('DATA_EXPORT_TOO_SOON');
    const wait = new Date(again.json().nextAllowedAt).getTime() - new Date(asked.json().createdAt).getTime();
    expect(wait).toBe(24 * 3600_000);
    expect((await inject(person.headers, 'GET', '/api/account/data-exports')).json().nextAllowedAt).toBe(again.json().nextAllowedAt);
  });

  it('prepares it in the background, then tells the person by bell and email', async () => {
    await prepareQueued();
    const mine = (await inject(person.headers, 'GET', '/api/account/data-exports')).json();
    expect(mine.exports[0]).toMatchObject({ id: exportId, status: 'ready', progress: 100, downloadUrl: `/api/data-exports/${exportId}/download` });
    const valid = new Date(mine.exports[0].expiresAt).getTime() - new Date(mine.exports[0].readyAt).getTime();
    expect(valid).toBe(7 * 24 * 3600_000);
    expect(mine.exports[0].size).toBeGreaterThan(1000);

    const told = await rowsOf<{ recipient_id: string }>(db(), sql`select recipient_id from notifications where kind = 'DataExportReady' and ref_id = ${exportId}`);
    expect(told.map((r) => r.recipient_id)).toEqual([person.id]);
    const emails = await rowsOf<{ to: string; language: string }>(db(), sql`select "to", language from email_outbox where template_key = 'notification_data_export_ready'`);
    expect(emails).toEqual([{ to: person.email, language: 'pt-PT' }]);
    const bell = await inject(person.headers, 'GET', '/api/Notification/GetNotifications');
    expect(bell.body).toContain('/dashboard/Utilizadores');
  });

  it('lets nobody else download it: a colleague, another company, staff (it is the person’s own)', async () => {
    for (const who of [colleague, outsider, admin, backoffice]) {
      expect((await inject(who.headers, 'GET', `/api/data-exports/${exportId}/download`)).statusCode).toBe(404);
    }
  });

  it('holds the person’s data in every category, and nothing of a colleague or another company', async () => {
    const res = await inject(person.headers, 'GET', `/api/data-exports/${exportId}/download`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="data-export-\d{4}-\d{2}-\d{2}\.zip"/);
    const files = await unzip(res.rawPayload);
    expect(Object.keys(files).sort()).toEqual(
      expect.arrayContaining(['profile.json', 'permissions.json', 'sign-ins.json', 'consents.json', 'notifications.json', 'service-requests.json', 'comments.json', 'orders.json', 'files.json', 'audit.json', 'data.pdf']),
    );
    expect(parsed(files, 'profile.json')).toMatchObject({ id: person.id, userName: 'paula.pessoa', email: person.email, firstName: 'Paula', language: 'pt-PT' });
    expect(parsed(files, 'permissions.json')).toMatchObject({ roles: ['Customer'], permissions: ['Requests', 'Notifications', 'Orders'] });
    expect(parsed(files, 'sign-ins.json')).toEqual([expect.objectContaining({ result: 'Success', ip: '10.0.0.7' })]);
    expect(parsed(files, 'consents.json')).toEqual([expect.objectContaining({ policyVersion: 3, accepted: true, language: 'pt-PT' })]);
    expect(parsed(files, 'notifications.json')).toEqual([expect.objectContaining({ kind: 'TicketComment', params: expect.not.objectContaining({ byName: expect.anything() }) })]);
    expect(parsed(files, 'service-requests.json')).toEqual([expect.objectContaining({ title: 'Pipe burst in hall 7', description: 'Water everywhere near the lift' })]);
    expect(parsed(files, 'comments.json')).toEqual([expect.objectContaining({ body: 'PERSON-COMMENT: the valve is under the stairs', internal: false })]);
    expect(parsed(files, 'orders.json')).toEqual([expect.objectContaining({ workLocation: 'Hall 7 loading bay' })]);
    const listed = parsed(files, 'files.json') as { fileName: string; path: string }[];
    expect(listed.map((f) => f.fileName).sort()).toEqual(['draft.txt', 'hall-7.txt']);
    for (const f of listed) expect(files[f.path]).toBeDefined();
    expect(listed.map((f) => files[f.path]!.toString()).sort()).toEqual(['PERSON-DRAFT-BYTES', 'PERSON-FILE-BYTES']);
    const audit = parsed(files, 'audit.json') as { message: string; byYou: boolean }[];
    expect(audit).toEqual(expect.arrayContaining([expect.objectContaining({ message: 'Password changed', byYou: true }), expect.objectContaining({ message: `User paula.pessoa updated (${person.id})`, byYou: false })]));
    expect(JSON.stringify(audit)).not.toContain('admin.export');
    expect(files['data.pdf']!.subarray(0, 5).toString()).toBe('%PDF-');

    // Every file of the archive, searched for the others' names, emails, user names and words.
    const hits: string[] = [];
    for (const [name, bytes] of Object.entries(files)) {
      const text = bytes.toString('utf8').toLowerCase();
      for (const term of foreign) if (text.includes(term.toLowerCase())) hits.push(`${name}: ${term}`);
    }
    expect(hits).toEqual([]);

    const [row] = await rowsOf<{ downloaded_at: Date | null }>(db(), sql`select downloaded_at from data_exports where id = ${exportId}`);
    expect(row?.downloaded_at).not.toBeNull();
    const logged = await rowsOf<{ message: string }>(db(), sql`select message from audit_log where context = 'data-export' order by created_at`);
    expect(logged.map((l) => l.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/queued \(self\)/), expect.stringMatching(/preparing/), expect.stringMatching(/ready/), expect.stringMatching(/downloaded$/)]),
    );
  });

  it('refuses the link once 7 days have passed, and the daily job deletes the archive', async () => {
    const [{ storage_key: key } = { storage_key: '' }] = await rowsOf<{ storage_key: string }>(db(), sql`select storage_key from data_exports where id = ${exportId}`);
    expect(await t.app.storage.exists(key)).toBe(true);
    await db().execute(sql`update data_exports set expires_at = now() - interval '1 minute' where id = ${exportId}`);
    expect((await inject(person.headers, 'GET', `/api/data-exports/${exportId}/download`)).statusCode).toBe(404);
    const ctx = systemContext(db(), null, t.app);
    expect(await expireExports(ctx, { storage: t.app.storage })).toBe(1);
    expect(await expireExports(ctx, { storage: t.app.storage })).toBe(0);
    expect(await t.app.storage.exists(key)).toBe(false);
    const mine = (await inject(person.headers, 'GET', '/api/account/data-exports')).json();
    expect(mine.exports[0]).toMatchObject({ id: exportId, status: 'expired', downloadUrl: null });
  });

  it('lets staff prepare one for a request by post, list it with the user’s, and download it', async () => {
    expect((await inject(backoffice.headers, 'POST', '/api/data-exports', { userId: admin.id })).statusCode).toBe(403);
    expect((await inject(colleague.headers, 'POST', '/api/data-exports', { userId: person.id })).statusCode).toBe(403);
    const prepared = await inject(backoffice.headers, 'POST', '/api/data-exports', { userId: person.id });
    expect(prepared.statusCode, prepared.body).toBe(202);
    const id = prepared.json().id;
    expect(prepared.json()).toMatchObject({ source: 'staff', status: 'queued' });
    await prepareQueued();

    const list = (await inject(backoffice.headers, 'GET', `/api/data-exports?userId=${person.id}`)).json();
    expect(list.exports.map((e: { id: string; status: string; downloadUrl: string | null }) => [e.id, e.status, !!e.downloadUrl])).toEqual([
      [id, 'ready', true],
      [exportId, 'expired', false],
    ]);
    const told = await rowsOf<{ recipient_id: string; params: { forName: string } }>(db(), sql`select recipient_id, params from notifications where kind = 'DataExportReady' and ref_id = ${id}`);
    expect(told).toEqual([{ recipient_id: backoffice.id, params: expect.objectContaining({ forName: 'Paula Pessoa', forUserId: person.id }) }]);

    const got = await inject(backoffice.headers, 'GET', `/api/data-exports/${id}/download`);
    expect(got.statusCode).toBe(200);
    expect(parsed(await unzip(got.rawPayload), 'profile.json').email).toBe(person.email);
    expect((await inject(colleague.headers, 'GET', `/api/data-exports/${id}/download`)).statusCode).toBe(404);
    expect((await inject(outsider.headers, 'GET', `/api/data-exports/${id}/download`)).statusCode).toBe(404);
    expect((await inject(person.headers, 'GET', `/api/data-exports/${id}/download`)).statusCode).toBe(200);
    const audit = await rowsOf<{ message: string }>(db(), sql`select message from audit_log where context = 'data-export' and message like ${`%${id}%downloaded by staff`}`);
    expect(audit).toHaveLength(1);
  });

  it('prepares a heavy user’s archive (5,000 comments, 200 files) in under 10 s', async () => {
    const d = db();
    const tenant = await buildTenant(d);
    const heavy = await buildContact(d, { companyId: tenant.company.id, permissions: ['Requests'], firstName: 'Helena', lastName: 'Heavy', userName: 'helena.heavy', ...verified });
    const headers = await sessionFor(d, heavy.id);
    const ticket = await buildTicket(d, tenant.tenant, { requesterId: heavy.id });
    await d.execute(sql`insert into ticket_comments (company_id, ticket_id, author_id, body, created_at)
      select ${ticket.companyId}, ${ticket.id}, ${heavy.id}, 'Comment number ' || n || ': ' || repeat('the pump makes a noise again ', 8), now() - n * interval '1 minute'
      from generate_series(1, 5000) n`);
    const files = Array.from({ length: 200 }, (_, i) => ({ id: randomUUID(), key: `tickets/${randomUUID()}`, bytes: randomBytes(20_000 + i * 10) }));
    await Promise.all(files.map((f) => t.app.storage.put(f.key, f.bytes, 'application/octet-stream')));
    await d.execute(sql`insert into ticket_attachments (id, company_id, ticket_id, uploaded_by, file_name, content_type, size, storage_key) values ${sql.join(
      files.map((f, i) => sql`(${f.id}, ${ticket.companyId}, ${ticket.id}, ${heavy.id}, ${`photo-${i}.bin`}, 'application/octet-stream', ${f.bytes.length}, ${f.key})`),
      sql`, `,
    )}`);

    const started = performance.now();
    const asked = await inject(headers, 'POST', '/api/account/data-exports');
    expect(asked.statusCode, asked.body).toBe(202);
    await prepareQueued();
    const seconds = (performance.now() - started) / 1000;
    const [row] = (await inject(headers, 'GET', '/api/account/data-exports')).json().exports;
    expect(row).toMatchObject({ status: 'ready' });
    console.log(`data export: 5000 comments, 200 files, ${(row.size / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(10);

    const archive = await unzip((await inject(headers, 'GET', row.downloadUrl)).rawPayload);
    expect(parsed(archive, 'comments.json')).toHaveLength(5000);
    expect(Object.keys(archive).filter((n) => n.startsWith('files/'))).toHaveLength(200);
  });

  it('is deleted with the person’s data by an erasure: rows and archives', async () => {
    const keys = await rowsOf<{ storage_key: string }>(db(), sql`select storage_key from data_exports where user_id = ${person.id} and storage_key is not null`);
    expect(keys.length).toBeGreaterThan(0);
    const opened = await inject(backoffice.headers, 'POST', '/api/erasure-requests', { userId: person.id });
    expect(opened.statusCode, opened.body).toBe(201);
    const approved = await inject(admin.headers, 'POST', `/api/erasure-requests/${opened.json().id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await rowsOf(db(), sql`select id from data_exports where user_id = ${person.id}`)).toEqual([]);
    for (const { storage_key } of keys) expect(await t.app.storage.exists(storage_key)).toBe(false);
    // Staff may no longer prepare one for the erased person.
    expect((await inject(backoffice.headers, 'POST', '/api/data-exports', { userId: person.id })).statusCode).toBe(409);
  });
});
