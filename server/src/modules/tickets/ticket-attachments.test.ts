import { eq, inArray, sql } from 'drizzle-orm';
import { systemContext } from '@/context.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketAttachments, ticketUploads, tickets } from '@/db/schema/tickets.ts';
import { TICKET_ATTACHMENT_MAX_BYTES } from '@customer-hub/contract/tickets';
import { withSession, type SignedIn } from '../../../test/audit.ts';
import { buildContact, buildSite, buildStaff, buildTenant, buildTicket, buildTicketAttachment, buildTicketComment, buildTicketUpload } from '../../../test/factories.ts';
import { buildTestApp, rowsOf, type TestApp } from '../../../test/helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { STAGED_ATTACHMENT_MAX_AGE_MS, sweepStagedAttachments } from './attachments.ts';

/** Files of service requests: the upload's checks, attaching, and who may read them. */
let t: TestApp;
let a: Awaited<ReturnType<typeof buildTenant>>;
type Who = 'requester' | 'colleague' | 'elsewhere' | 'otherCompany' | 'noRequests' | 'backoffice';
const as = {} as Record<Who, SignedIn>;

// A 1×1 PNG and a minimal PDF.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  a = await buildTenant(db);
  const other = await buildTenant(db);
  const otherSite = await buildSite(db, a.company.id, a.partner.id);
  const companyId = a.company.id;
  as.requester = await withSession(db, buildContact(db, { companyId, permissions: ['Requests'] }));
  as.colleague = await withSession(db, buildContact(db, { companyId, permissions: ['Requests'] }));
  as.elsewhere = await withSession(db, buildContact(db, { companyId, permissions: ['Requests'], treeNodeKind: 'site', treeNodeId: otherSite.id }));
  as.otherCompany = await withSession(db, buildContact(db, { companyId: other.company.id, permissions: ['Requests'] }));
  as.noRequests = await withSession(db, buildContact(db, { companyId, permissions: ['Dashboard'] }));
  as.backoffice = await withSession(db, buildStaff(db, 'Backoffice'));
});
afterAll(() => t.close());

const upload = (who: SignedIn, file?: Parameters<typeof multipart>[1], fields: Record<string, string> = {}) => {
  const form = multipart(fields, file);
  return t.app.inject({ method: 'POST', url: '/api/tickets/attachments', headers: { ...who.headers, ...form.headers }, payload: form.payload });
};
const download = (ticketId: string, id: string, who: SignedIn) => t.app.inject({ url: `/api/tickets/${ticketId}/attachments/${id}`, headers: who.headers });
/** The attached file (ticket_attachments) or the upload not yet attached (ticket_uploads) of an id, if any. */
const rowOf = async (id: string) => (await t.database.db.select().from(ticketAttachments).where(eq(ticketAttachments.id, id)))[0];
const uploadOf = async (id: string) => (await t.database.db.select().from(ticketUploads).where(eq(ticketUploads.id, id)))[0];

describe('POST /api/tickets/attachments', () => {
  it('keeps an upload of mine, typed from its bytes, not yet part of any ticket', async () => {
    const res = await upload(as.requester, { name: 'foto da fuga.pdf', bytes: PNG, contentType: 'application/pdf' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), fileName: 'foto da fuga.png', contentType: 'image/png', size: PNG.length, createdAt: expect.any(String) });
    expect(await uploadOf(res.json().id)).toMatchObject({ uploadedBy: as.requester.id, storageKey: expect.stringMatching(/^tickets\//) });
    expect(await rowOf(res.json().id)).toBeUndefined();
    const pdf = await upload(as.backoffice, { name: 'budget', bytes: PDF });
    expect(pdf.json()).toMatchObject({ fileName: 'budget.pdf', contentType: 'application/pdf' });
    const text = await upload(as.requester, { name: 'notes.md', bytes: Buffer.from('Leak at the back door — água no chão\n') });
    expect(text.json()).toMatchObject({ fileName: 'notes.txt', contentType: 'text/plain' });
  });

  it('keeps no bidi control in the name: a right-to-left override cannot make a PDF read as an .exe', async () => {
    const res = await upload(as.requester, { name: 'inv\u202eexe.pdf', bytes: PDF });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().fileName).toBe('invexe.pdf');
    expect((await uploadOf(res.json().id))?.fileName).toBe('invexe.pdf');
    // A name stored before is sent without it.
    const ticket = await buildTicket(t.database.db, a.tenant, { requesterId: as.requester.id });
    const old = await buildTicketAttachment(t.database.db, t.app.storage, ticket, { fileName: 'inv\u202eexe.pdf', contentType: 'application/pdf', bytes: PDF });
    expect((await download(ticket.id, old.id, as.requester)).headers['content-disposition']).toBe(`attachment; filename="invexe.pdf"; filename*=UTF-8''invexe.pdf`);
  });

  it('refuses bytes that are not an accepted type, whatever the name says (415)', async () => {
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(40)]);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const binary = Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x10]);
    for (const bytes of [zip, exe, binary]) {
      const res = await upload(as.requester, { name: 'photo.jpg', bytes, contentType: 'image/jpeg' });
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
    }
  });

  it('takes up to the size limit, past the 1 MB JSON limit, and refuses more (413)', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(TICKET_ATTACHMENT_MAX_BYTES - PDF.length)]);
    const ok = await upload(as.requester, { name: 'plan.pdf', bytes: big });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().size).toBe(TICKET_ATTACHMENT_MAX_BYTES);
    const res = await upload(as.requester, { name: 'plan.pdf', bytes: Buffer.concat([big, Buffer.from('x')]) });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('FILE_TOO_LARGE');
  });

  it('needs one file, a safe name, multipart and the Requests permission', async () => {
    expect((await upload(as.requester)).statusCode).toBe(400);
    expect((await upload(as.requester, { name: 'empty.txt', bytes: Buffer.alloc(0) })).statusCode).toBe(400);
    const unsafe = await upload(as.requester, { name: 'a\u0000.png', bytes: PNG });
    expect(unsafe.statusCode).toBe(400);
    expect(unsafe.json().errors[0].path).toBe('file');
    const json = await t.app.inject({ method: 'POST', url: '/api/tickets/attachments', headers: as.requester.headers, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect((await upload(as.noRequests, { name: 'a.png', bytes: PNG })).statusCode).toBe(403);
  });
});

describe('attaching uploads to a new request', () => {
  const raise = (who: SignedIn, attachmentIds: string[]) =>
    t.app.inject({ method: 'POST', url: '/api/tickets', headers: who.headers, payload: { type: 'Defect', title: 'Cracked tile', description: 'Entrance', siteId: a.site.id, attachmentIds } });
  const ticketCount = async () => (await t.database.db.select().from(tickets).where(eq(tickets.companyId, a.company.id))).length;

  it('links my uploads to the ticket and its company', async () => {
    const photo = (await upload(as.requester, { name: 'tile.png', bytes: PNG })).json();
    const res = await raise(as.requester, [photo.id, photo.id]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().attachments).toEqual([photo]);
    expect(await rowOf(photo.id)).toMatchObject({ ticketId: res.json().id, companyId: a.company.id, commentId: null, uploadedBy: as.requester.id });
    expect(await uploadOf(photo.id)).toBeUndefined();
  });

  it('refuses another user’s upload, an attached one or an unknown id, and raises nothing', async () => {
    const theirs = (await upload(as.colleague, { name: 'tile.png', bytes: PNG })).json();
    const used = (await upload(as.requester, { name: 'used.png', bytes: PNG })).json();
    expect((await raise(as.requester, [used.id])).statusCode).toBe(201);
    const before = await ticketCount();
    for (const ids of [[theirs.id], [used.id], ['00000000-0000-4000-8000-000000000000']]) {
      const res = await raise(as.requester, ids);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('body.attachmentIds');
    }
    expect(await ticketCount()).toBe(before);
    expect(await uploadOf(theirs.id)).toMatchObject({ uploadedBy: as.colleague.id });
    expect(await rowOf(theirs.id)).toBeUndefined();
  });
});

describe('uploads never attached', () => {
  it('are removed with their files after a day; fresh and attached ones stay', async () => {
    const db = t.database.db;
    const dayAndAMinuteAgo = new Date(Date.now() - STAGED_ATTACHMENT_MAX_AGE_MS - 60_000);
    const stale = (await upload(as.requester, { name: 'forgotten.png', bytes: PNG })).json();
    const fresh = (await upload(as.requester, { name: 'just now.png', bytes: PNG })).json();
    const used = (await upload(as.requester, { name: 'used.png', bytes: PNG })).json();
    const raised = await t.app.inject({ method: 'POST', url: '/api/tickets', headers: as.requester.headers, payload: { type: 'Service', title: 'Lamp', description: 'Hall', siteId: a.site.id, attachmentIds: [used.id] } });
    expect(raised.statusCode).toBe(201);
    await db.update(ticketUploads).set({ createdAt: dayAndAMinuteAgo }).where(eq(ticketUploads.id, stale.id));
    await db.update(ticketAttachments).set({ createdAt: dayAndAMinuteAgo }).where(eq(ticketAttachments.id, used.id));
    // More than one batch of abandoned uploads (their files are already gone).
    await db.insert(ticketUploads).values(
      Array.from({ length: 205 }, (_, i) => ({ uploadedBy: as.colleague.id, fileName: `old-${i}.png`, contentType: 'image/png', size: 1, storageKey: `tickets/gone-${i}`, createdAt: dayAndAMinuteAgo })),
    );
    const [staleKey, freshKey, usedKey] = [(await uploadOf(stale.id))!.storageKey, (await uploadOf(fresh.id))!.storageKey, (await rowOf(used.id))!.storageKey];

    expect(await sweepStagedAttachments(systemContext(db, null, t.app), t.app.storage)).toBe(206);

    const left = await db.select({ id: ticketUploads.id }).from(ticketUploads).where(inArray(ticketUploads.id, [stale.id, fresh.id]));
    expect(left.map((r) => r.id)).toEqual([fresh.id]);
    expect(await rowOf(used.id)).toMatchObject({ id: used.id });
    expect([await t.app.storage.exists(staleKey), await t.app.storage.exists(freshKey), await t.app.storage.exists(usedKey)]).toEqual([false, true, true]);
    const logged = await rowsOf<{ short_message: string }>(db, sql`select short_message from system_logs where context = 'tickets' order by created_at desc limit 2`);
    expect(logged.map((r) => r.short_message)).toEqual(expect.arrayContaining([expect.stringMatching(/^200 ticket attachment\(s\) never attached within 24 h removed/), expect.stringMatching(/^6 ticket/)]));
    expect(await sweepStagedAttachments(systemContext(db, null, t.app), t.app.storage)).toBe(0);
  });
});

describe('GET /api/tickets/:id/attachments/:attachmentId', () => {
  it('streams the file to whoever sees the ticket, privately, under its name', async () => {
    const ticket = await buildTicket(t.database.db, a.tenant, { requesterId: as.requester.id });
    const file = await buildTicketAttachment(t.database.db, t.app.storage, ticket, { fileName: 'Orçamento fuga.png', contentType: 'image/png', bytes: PNG });
    for (const who of [as.requester, as.colleague, as.backoffice]) {
      const res = await download(ticket.id, file.id, who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.rawPayload.equals(PNG)).toBe(true);
      expect(res.headers).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(PNG.length),
        'cache-control': 'private, no-store',
        'content-disposition': `attachment; filename="Orcamento fuga.png"; filename*=UTF-8''Or%C3%A7amento%20fuga.png`,
      });
    }
  });

  it('answers 404 out of scope, for another ticket’s file or one never attached, and 403 without Requests', async () => {
    const ticket = await buildTicket(t.database.db, a.tenant, { requesterId: as.requester.id });
    const other = await buildTicket(t.database.db, a.tenant);
    const file = await buildTicketAttachment(t.database.db, t.app.storage, ticket);
    const loose = await buildTicketUpload(t.database.db, t.app.storage, { uploadedBy: as.requester.id });
    expect((await download(ticket.id, file.id, as.elsewhere)).statusCode).toBe(404);
    expect((await download(ticket.id, file.id, as.otherCompany)).statusCode).toBe(404);
    expect((await download(other.id, file.id, as.requester)).statusCode).toBe(404);
    expect((await download(ticket.id, loose.id, as.requester)).statusCode).toBe(404);
    expect((await download(ticket.id, file.id, as.noRequests)).statusCode).toBe(403);
  });

  it('keeps a staff note’s file from customers (404) and gives it to staff', async () => {
    const ticket = await buildTicket(t.database.db, a.tenant, { requesterId: as.requester.id });
    const note = await buildTicketComment(t.database.db, ticket, { internal: true, authorId: as.backoffice.id });
    const open = await buildTicketComment(t.database.db, ticket, { authorId: as.backoffice.id });
    const hidden = await buildTicketAttachment(t.database.db, t.app.storage, ticket, { commentId: note.id });
    const shown = await buildTicketAttachment(t.database.db, t.app.storage, ticket, { commentId: open.id });
    expect((await download(ticket.id, hidden.id, as.requester)).statusCode).toBe(404);
    expect((await download(ticket.id, hidden.id, as.backoffice)).statusCode).toBe(200);
    expect((await download(ticket.id, shown.id, as.requester)).statusCode).toBe(200);
  });
});
