import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@/db/schema/notifications.ts';
import { ticketAttachments, ticketComments, ticketHistory, tickets, ticketWatchers } from '@/db/schema/tickets.ts';
import type { TicketStatus } from '@customer-hub/contract/tickets';
import { auditRowsOf, withSession, type SignedIn } from '../../../test/audit.ts';
import { buildContact, buildStaff, buildTenant, buildTicket, buildTicketAttachment, buildTicketComment } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildTenant>>;
let b: Awaited<ReturnType<typeof buildTenant>>;
const as = {} as Record<'staff' | 'rita' | 'tom' | 'walter' | 'contact', SignedIn>;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  a = await buildTenant(db);
  b = await buildTenant(db);
  const companyId = a.company.id;
  as.staff = await withSession(db, buildStaff(db, 'Backoffice', { firstName: 'Bruno', lastName: 'Staff' }));
  as.rita = await withSession(db, buildContact(db, { companyId, permissions: ['Requests', 'Notifications'], language: 'es-ES' }));
  as.tom = await withSession(db, buildContact(db, { companyId, permissions: ['Requests', 'Notifications'], language: 'en-US' }));
  as.walter = await withSession(db, buildContact(db, { companyId, permissions: ['Requests', 'Notifications'] }));
  as.contact = await withSession(db, buildContact(db, { companyId, permissions: ['Requests'] }));
});
afterAll(() => t.close());

const merge = (id: string, intoId: string, who: SignedIn = as.staff) => t.app.inject({ method: 'POST', url: `/api/tickets/${id}/merge`, headers: who.headers, payload: { intoId } });
const ticketIn = (tenant = a.tenant, status: TicketStatus = 'Pending', requesterId: string | null = as.rita.id) => buildTicket(t.database.db, tenant, { status, requesterId });
const row = async (id: string) => (await t.database.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;

describe('merging a duplicate request', () => {
  it('moves comments, files (links to the same bytes), watchers and the requester into the target, closes the source and tells both sides', async () => {
    const db = t.database.db;
    const source = await ticketIn(a.tenant, 'Pending', as.rita.id);
    const target = await ticketIn(a.tenant, 'Confirming', as.tom.id);
    await db.insert(ticketWatchers).values({ companyId: a.company.id, ticketId: source.id, userId: as.walter.id });
    const comment = await buildTicketComment(db, source, { authorId: as.rita.id, body: 'Still dripping' });
    const note = await buildTicketComment(db, source, { authorId: as.staff.id, body: 'Staff only', internal: true });
    const own = await buildTicketAttachment(db, t.app.storage, source);
    const onComment = await buildTicketAttachment(db, t.app.storage, source, { commentId: comment.id, fileName: 'photo.txt' });
    await buildTicketAttachment(db, t.app.storage, source, { commentId: note.id, fileName: 'internal.txt' });

    const res = await merge(source.id, target.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Canceled', mergedInto: { id: target.id, ticketNo: target.ticketNo }, allowedActions: [] });
    expect(await row(source.id)).toMatchObject({ status: 'Canceled', mergedIntoId: target.id });
    expect(await db.select().from(ticketHistory).where(eq(ticketHistory.ticketId, source.id))).toEqual([
      expect.objectContaining({ fromStatus: 'Pending', toStatus: 'Canceled', byUserId: as.staff.id, note: `Fusionada con ${target.ticketNo}.` }),
    ]);
    // The target: the copied comments (note included, still internal), a comment naming the source, the files under their comments.
    expect((await row(target.id)).status).toBe('Confirming');
    const copied = await db.select().from(ticketComments).where(eq(ticketComments.ticketId, target.id));
    expect(copied.map((c) => [c.body, c.internal]).sort()).toEqual(
      [
        ['Still dripping', false],
        ['Staff only', true],
        [`Request ${source.ticketNo} (${source.title}) was merged into this request: its comments, files and watchers are now here.`, false],
      ].sort(),
    );
    const files = await db.select().from(ticketAttachments).where(eq(ticketAttachments.ticketId, target.id));
    expect(files).toHaveLength(3);
    expect(files.find((f) => f.storageKey === own.storageKey)).toMatchObject({ commentId: null });
    const copiedComment = copied.find((c) => c.body === 'Still dripping')!;
    expect(files.find((f) => f.storageKey === onComment.storageKey)).toMatchObject({ commentId: copiedComment.id, fileName: 'photo.txt' });
    // The source keeps its own, and a file of the target downloads the same bytes.
    expect(await db.select().from(ticketAttachments).where(eq(ticketAttachments.ticketId, source.id))).toHaveLength(3);
    const copiedFile = files.find((f) => f.storageKey === onComment.storageKey)!;
    const download = await t.app.inject({ url: `/api/tickets/${target.id}/attachments/${copiedFile.id}`, headers: as.tom.headers });
    expect(download.statusCode).toBe(200);
    // The customer of the target sees the copied public comment, not the note.
    const seen = (await t.app.inject({ url: `/api/tickets/${target.id}`, headers: as.tom.headers })).json();
    expect(seen.timeline.filter((e: { kind: string }) => e.kind === 'comment').map((e: { body: string }) => e.body)).not.toContain('Staff only');
    const watchers = await db.select({ userId: ticketWatchers.userId }).from(ticketWatchers).where(eq(ticketWatchers.ticketId, target.id));
    expect(watchers.map((w) => w.userId).sort()).toEqual([as.rita.id, as.walter.id].sort());
    // Told: the source's customers of its closing, the target's (its requester and the new watchers) of the comment.
    const notices = await db.select().from(notifications);
    const toldOf = (ticketId: string, kind: string) => notices.filter((n) => n.refId === ticketId && n.kind === kind).map((n) => n.recipientId).sort();
    expect(toldOf(source.id, 'TicketStatusChanged')).toEqual([as.rita.id, as.walter.id].sort());
    expect(toldOf(target.id, 'TicketComment')).toEqual([as.rita.id, as.tom.id, as.walter.id].sort());
    const audit = await auditRowsOf(db, 'tickets', source.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.shortMessage).toContain(`merged into ${target.ticketNo}`);
    // The source's page links the target.
    const page = (await t.app.inject({ url: `/api/tickets/${source.id}`, headers: as.rita.headers })).json();
    expect(page.mergedInto).toEqual({ id: target.id, ticketNo: target.ticketNo });
    console.log(`ticket merge: ${source.ticketNo} → ${target.ticketNo}: 2 comments + 1 merge comment, 3 files linked (no bytes copied), 2 watchers added, 5 notices, 1 audit row`);
  });

  it('refuses the same request, another company’s, a closed one on either side, and callers who are not staff — changing nothing', async () => {
    const db = t.database.db;
    const open = await ticketIn();
    const other = await ticketIn();
    const elsewhere = await ticketIn(b.tenant, 'Pending', null);
    const closed = await ticketIn(a.tenant, 'Done');
    const cases: [string, string, SignedIn, number, string][] = [
      [open.id, open.id, as.staff, 400, 'VALIDATION_FAILED'],
      [open.id, elsewhere.id, as.staff, 400, 'VALIDATION_FAILED'],
      [elsewhere.id, open.id, as.staff, 400, 'VALIDATION_FAILED'],
      [open.id, closed.id, as.staff, 409, 'TICKET_TRANSITION_NOT_ALLOWED'],
      [closed.id, open.id, as.staff, 409, 'TICKET_TRANSITION_NOT_ALLOWED'],
      [open.id, '00000000-0000-4000-8000-000000000000', as.staff, 400, 'VALIDATION_FAILED'],
      ['00000000-0000-4000-8000-000000000000', open.id, as.staff, 404, 'NOT_FOUND'],
      [open.id, other.id, as.contact, 403, 'FORBIDDEN'],
    ];
    for (const [from, into, who, status, code] of cases) {
      const res = await merge(from, into, who);
      expect(res.statusCode, `${from} → ${into}: ${res.body}`).toBe(status);
      expect(res.json().code).toBe(code);
    }
    for (const ticket of [open, other, elsewhere, closed]) {
      expect(await row(ticket.id)).toMatchObject({ status: ticket.status, mergedIntoId: null });
      expect(await auditRowsOf(db, 'tickets', ticket.id)).toEqual([]);
      expect(await db.select().from(ticketComments).where(and(eq(ticketComments.companyId, ticket.companyId), eq(ticketComments.ticketId, ticket.id)))).toEqual([]);
    }
    // Once merged, the source is closed: a second merge of it is refused.
    expect((await merge(open.id, other.id)).statusCode).toBe(200);
    expect((await merge(open.id, other.id)).statusCode).toBe(409);
  });

  it('merges two requests into each other at once without a deadlock: one wins, the other is refused', async () => {
    const x = await ticketIn();
    const y = await ticketIn();
    const [one, two] = await Promise.all([merge(x.id, y.id), merge(y.id, x.id)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
  });
});
