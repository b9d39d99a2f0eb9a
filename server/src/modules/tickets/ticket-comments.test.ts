import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@/db/schema/notifications.ts';
import { ticketComments, ticketWatchers } from '@/db/schema/tickets.ts';
import type { TicketStatus } from '@customer-hub/contract/tickets';
import { auditRowsOf, withSession, type SignedIn } from '../../../test/audit.ts';
import { buildContact, buildSite, buildStaff, buildTenant, buildTicket } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { multipart } from '../../../test/multipart.ts';

/** Comments, staff notes that never reach a customer, and assignment. */
let t: TestApp;
let a: Awaited<ReturnType<typeof buildTenant>>;
type Who = 'requester' | 'colleague' | 'watcher' | 'elsewhere' | 'otherCompany' | 'backoffice' | 'admin';
const as = {} as Record<Who, SignedIn>;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  a = await buildTenant(db);
  const other = await buildTenant(db);
  const otherSite = await buildSite(db, a.company.id, a.partner.id);
  const companyId = a.company.id;
  as.requester = await withSession(db, buildContact(db, { companyId, permissions: ['Requests', 'Notifications'] }));
  as.colleague = await withSession(db, buildContact(db, { companyId, permissions: ['Requests', 'Notifications'] }));
  as.watcher = await withSession(db, buildContact(db, { companyId, permissions: ['Requests', 'Notifications'] }));
  as.elsewhere = await withSession(db, buildContact(db, { companyId, permissions: ['Requests', 'Notifications'], treeNodeKind: 'site', treeNodeId: otherSite.id }));
  as.otherCompany = await withSession(db, buildContact(db, { companyId: other.company.id, permissions: ['Requests', 'Notifications'] }));
  as.backoffice = await withSession(db, buildStaff(db, 'Backoffice', { firstName: 'Bruno', lastName: 'Staff' }));
  as.admin = await withSession(db, buildStaff(db, 'Admin'));
});
afterAll(() => t.close());

const ticketIn = async (status: TicketStatus = 'Pending', assigneeId: string | null = null) => {
  const ticket = await buildTicket(t.database.db, a.tenant, { status, requesterId: as.requester.id, assigneeId });
  await t.database.db.insert(ticketWatchers).values({ companyId: ticket.companyId, ticketId: ticket.id, userId: as.watcher.id });
  return ticket;
};
const comment = (id: string, who: SignedIn, payload: object) => t.app.inject({ method: 'POST', url: `/api/tickets/${id}/comments`, headers: who.headers, payload });
const assign = (id: string, who: SignedIn, assigneeId: string | null) => t.app.inject({ method: 'POST', url: `/api/tickets/${id}/assign`, headers: who.headers, payload: { assigneeId } });
const noticesOf = (id: string) => t.database.db.select().from(notifications).where(eq(notifications.refId, id));
const recipientsOf = async (id: string) => (await noticesOf(id)).map((n) => n.recipientId).sort();
const upload = async (who: SignedIn, name: string, text: string) => {
  const form = multipart({}, { name, bytes: Buffer.from(text) });
  const res = await t.app.inject({ method: 'POST', url: '/api/tickets/attachments', headers: { ...who.headers, ...form.headers }, payload: form.payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; fileName: string };
};

describe('comments', () => {
  it('a customer’s comment shows in the timeline and tells the service team', async () => {
    const ticket = await ticketIn();
    const res = await comment(ticket.id, as.colleague, { body: 'Any news on this?' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().timeline.at(-1)).toMatchObject({ kind: 'comment', body: 'Any news on this?', internal: false, byStaff: false, by: { id: as.colleague.id }, attachments: [] });
    expect(await recipientsOf(ticket.id)).toEqual([as.backoffice.id, as.admin.id].sort());
    expect((await noticesOf(ticket.id))[0]).toMatchObject({ kind: 'TicketComment', params: { ticketNo: ticket.ticketNo, status: 'Pending' } });
    expect(await auditRowsOf(t.database.db, 'tickets', ticket.id)).toHaveLength(1);
    // Assigned: only the assignee hears.
    const assigned = await ticketIn('Confirming', as.admin.id);
    await comment(assigned.id, as.requester, { body: 'Is Tuesday fine?' });
    expect(await recipientsOf(assigned.id)).toEqual([as.admin.id]);
  });

  it('a staff comment reaches the customers, shown as written by staff, with its files', async () => {
    const ticket = await ticketIn();
    const file = await upload(as.backoffice, 'plan.txt', 'Crew of two, 3 hours');
    const res = await comment(ticket.id, as.backoffice, { body: 'We will come on Tuesday', attachmentIds: [file.id] });
    expect(res.statusCode, res.body).toBe(201);
    const seen = (await t.app.inject({ url: `/api/tickets/${ticket.id}`, headers: as.requester.headers })).json();
    expect(seen.timeline.at(-1)).toMatchObject({ body: 'We will come on Tuesday', byStaff: true, attachments: [{ id: file.id, fileName: 'plan.txt', contentType: 'text/plain' }] });
    expect(await recipientsOf(ticket.id)).toEqual([as.requester.id, as.watcher.id].sort());
  });

  it('is refused to who cannot see the ticket (404) and once the ticket is closed (409), but for staff notes', async () => {
    const open = await ticketIn();
    expect((await comment(open.id, as.elsewhere, { body: 'Hello' })).statusCode).toBe(404);
    expect((await comment(open.id, as.otherCompany, { body: 'Hello' })).statusCode).toBe(404);
    for (const status of ['Done', 'Refused', 'Declined', 'Canceled'] as const) {
      const closed = await ticketIn(status);
      for (const who of [as.requester, as.backoffice]) {
        const res = await comment(closed.id, who, { body: 'One more thing' });
        expect(res.statusCode).toBe(409);
        expect(res.json().code).toBe('TICKET_TRANSITION_NOT_ALLOWED');
      }
      expect((await comment(closed.id, as.backoffice, { body: 'Invoice sent', internal: true })).statusCode).toBe(201);
    }
  });

  it('a contact cannot write an internal note (403), and nothing is written', async () => {
    const ticket = await ticketIn();
    const res = await comment(ticket.id, as.requester, { body: 'Psst', internal: true });
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.select().from(ticketComments).where(eq(ticketComments.ticketId, ticket.id))).toEqual([]);
  });

  it('attaches only my own uploads not yet attached (400 naming attachmentIds), writing nothing otherwise', async () => {
    const ticket = await ticketIn();
    const theirs = await upload(as.colleague, 'theirs.txt', 'not yours');
    const mine = await upload(as.requester, 'mine.txt', 'mine');
    for (const ids of [[theirs.id], [mine.id, theirs.id], ['00000000-0000-4000-8000-000000000000']]) {
      const res = await comment(ticket.id, as.requester, { body: 'See attached', attachmentIds: ids });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('body.attachmentIds');
    }
    expect(await t.database.db.select().from(ticketComments).where(eq(ticketComments.ticketId, ticket.id))).toEqual([]);
    expect((await comment(ticket.id, as.requester, { body: 'See attached', attachmentIds: [mine.id] })).statusCode).toBe(201);
    expect((await comment(ticket.id, as.requester, { body: 'Again', attachmentIds: [mine.id] })).statusCode).toBe(400);
  });
});

describe('internal notes', () => {
  const SECRET = 'Customer is late paying: keep the price firm';
  const SECRET_FILE = 'margin-calculation';

  it('never appear in a customer’s answer, list, notification or in the customers’ files', async () => {
    const ticket = await ticketIn('Pending');
    const file = await upload(as.backoffice, `${SECRET_FILE}.txt`, 'cost 100, price 180');
    const note = await comment(ticket.id, as.backoffice, { body: SECRET, internal: true, attachmentIds: [file.id] });
    expect(note.statusCode, note.body).toBe(201);
    // Staff see the note and its file.
    expect(note.body).toContain(SECRET);
    expect(note.json().timeline.at(-1)).toMatchObject({ internal: true, attachments: [{ id: file.id }] });
    // It told staff only (nobody assigned: the other staff member), and not its text.
    const notices = await noticesOf(ticket.id);
    expect(notices.map((n) => n.recipientId)).toEqual([as.admin.id]);
    expect(JSON.stringify(notices)).not.toContain(SECRET);

    const customerAnswers: string[] = [];
    const keep = async (res: Awaited<ReturnType<typeof t.app.inject>>) => {
      expect(res.statusCode, res.body).toBeLessThan(300);
      customerAnswers.push(res.body);
    };
    await keep(await t.app.inject({ url: `/api/tickets/${ticket.id}`, headers: as.requester.headers }));
    await keep(await t.app.inject({ url: `/api/tickets?search=${encodeURIComponent(ticket.ticketNo)}`, headers: as.watcher.headers }));
    await keep(await comment(ticket.id, as.colleague, { body: 'Thanks' }));
    // Staff move it on; the customers' answers after that still hold no note.
    await t.app.inject({ method: 'POST', url: `/api/tickets/${ticket.id}/propose`, headers: as.backoffice.headers, payload: { date: '2099-05-01', budget: 180 } });
    await keep(await t.app.inject({ method: 'POST', url: `/api/tickets/${ticket.id}/confirm`, headers: as.requester.headers, payload: { note: 'OK' } }));
    await keep(await t.app.inject({ url: `/api/tickets/${ticket.id}`, headers: as.colleague.headers }));
    for (const body of customerAnswers) {
      expect(body).not.toContain(SECRET);
      expect(body).not.toContain(SECRET_FILE);
      expect(body).not.toContain(file.id);
    }
    const customerNotices = (await noticesOf(ticket.id)).filter((n) => [as.requester.id, as.watcher.id, as.colleague.id].includes(n.recipientId));
    expect(customerNotices.length).toBeGreaterThan(0);
    expect(JSON.stringify(customerNotices)).not.toContain(SECRET);
    // Its file is not there for a customer, even by id.
    expect((await t.app.inject({ url: `/api/tickets/${ticket.id}/attachments/${file.id}`, headers: as.requester.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/tickets/${ticket.id}/attachments/${file.id}`, headers: as.admin.headers })).statusCode).toBe(200);
    // Staff still see it, in order.
    const staffView = (await t.app.inject({ url: `/api/tickets/${ticket.id}`, headers: as.admin.headers })).json();
    expect(staffView.timeline.map((e: { kind: string; body?: string; toStatus?: string }) => e.body ?? e.toStatus)).toEqual([SECRET, 'Thanks', 'Confirming', 'Confirmed']);
  });
});

describe('POST /api/tickets/:id/assign', () => {
  it('gives the ticket to a staff user, tells them and audits it; taking it oneself tells nobody', async () => {
    const ticket = await ticketIn();
    const res = await assign(ticket.id, as.backoffice, as.admin.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().assignee).toEqual({ id: as.admin.id, name: expect.any(String) });
    expect(await noticesOf(ticket.id)).toEqual([expect.objectContaining({ recipientId: as.admin.id, kind: 'TicketAssigned', params: expect.objectContaining({ byName: 'Bruno Staff' }) })]);
    expect(await auditRowsOf(t.database.db, 'tickets', ticket.id)).toHaveLength(1);

    const mine = await ticketIn();
    expect((await assign(mine.id, as.backoffice, as.backoffice.id)).json().assignee.id).toBe(as.backoffice.id);
    expect(await noticesOf(mine.id)).toEqual([]);
    expect((await t.app.inject({ url: `/api/tickets?assignee=me&search=${mine.ticketNo}`, headers: as.backoffice.headers })).json().items).toHaveLength(1);
    // Unassigned again.
    const none = await assign(mine.id, as.admin, null);
    expect(none.json().assignee).toBeNull();
  });

  it('takes only an active Admin or Backoffice user (400), while the ticket is open (409), from staff only (403)', async () => {
    const ticket = await ticketIn();
    const inactive = await buildStaff(t.database.db, 'Backoffice', { active: false });
    for (const assigneeId of [as.requester.id, inactive.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await assign(ticket.id, as.backoffice, assigneeId);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('body.assigneeId');
    }
    const done = await ticketIn('Done');
    const closed = await assign(done.id, as.backoffice, as.admin.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('TICKET_TRANSITION_NOT_ALLOWED');
    expect((await assign(ticket.id, as.requester, as.admin.id)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/tickets/${ticket.id}`, headers: as.admin.headers })).json().assignee).toBeNull();
  });
});
