import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@/db/schema/notifications.ts';
import { ticketHistory, tickets, ticketWatchers } from '@/db/schema/tickets.ts';
import { TICKET_STATUSES, TICKET_TRANSITIONS, type TicketStatus, type TicketTransition } from '@customer-hub/contract/tickets';
import { auditRowsOf, failingAuditContext, withSession, type SignedIn } from '../../../test/audit.ts';
import { buildBusinessPartner, buildCompany, buildContact, buildSite, buildStaff, buildTenant, buildTicket } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { confirmTicket, proposeTicket } from './transitions.ts';

/** DESIGN.md §4 for every status × action × kind of caller, with its history, notices and audit. */
let t: TestApp;
let a: Awaited<ReturnType<typeof buildTenant>>;
let otherSite: { id: string };
// Notifications too: a contact without it is told nothing in the bell.
const REQ = ['Requests', 'Notifications'] as const;
type Who = 'requester' | 'colleague' | 'siteScopedElsewhere' | 'otherCompany' | 'noRequests' | 'backoffice' | 'admin';
const as = {} as Record<Who | 'watcher', SignedIn>;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  a = await buildTenant(db);
  otherSite = await buildSite(db, a.company.id, a.partner.id);
  const b = await buildCompany(db);
  await buildSite(db, b.id, (await buildBusinessPartner(db, b.id)).id);
  const companyId = a.company.id;
  as.requester = await withSession(db, buildContact(db, { companyId, permissions: [...REQ], firstName: 'Rita', lastName: 'Requester' }));
  as.colleague = await withSession(db, buildContact(db, { companyId, permissions: [...REQ] }));
  as.watcher = await withSession(db, buildContact(db, { companyId, permissions: [...REQ] }));
  as.siteScopedElsewhere = await withSession(db, buildContact(db, { companyId, permissions: [...REQ], treeNodeKind: 'site', treeNodeId: otherSite.id }));
  as.otherCompany = await withSession(db, buildContact(db, { companyId: b.id, permissions: [...REQ] }));
  as.noRequests = await withSession(db, buildContact(db, { companyId, permissions: ['Dashboard', 'Orders'] }));
  as.backoffice = await withSession(db, buildStaff(db, 'Backoffice', { firstName: 'Bruno', lastName: 'Staff' }));
  as.admin = await withSession(db, buildStaff(db, 'Admin'));
});
afterAll(() => t.close());

const ticketIn = async (status: TicketStatus, assigneeId: string | null = null) => {
  const ticket = await buildTicket(t.database.db, a.tenant, { status, requesterId: as.requester.id, assigneeId });
  await t.database.db.insert(ticketWatchers).values({ companyId: ticket.companyId, ticketId: ticket.id, userId: as.watcher.id });
  return ticket;
};
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const BODY: Record<TicketTransition, object> = {
  propose: { date: inDays(10), budget: 1250.5, currency: 'EUR', note: 'Crew on Tuesday' },
  decline: { note: 'Outside the contract' },
  done: { note: 'Replaced the tap' },
  confirm: { note: 'Go ahead' },
  refuse: { note: 'Too expensive' },
  cancel: { note: 'Fixed it ourselves' },
};
const act = (id: string, action: TicketTransition, who: SignedIn, payload: object = BODY[action]) =>
  t.app.inject({ method: 'POST', url: `/api/tickets/${id}/${action}`, headers: who.headers, payload });
const statusOf = async (id: string) => (await t.database.db.select({ s: tickets.status }).from(tickets).where(eq(tickets.id, id)))[0]!.s;
const historyOf = (id: string) => t.database.db.select().from(ticketHistory).where(eq(ticketHistory.ticketId, id));
const noticesOf = (id: string) => t.database.db.select().from(notifications).where(eq(notifications.refId, id));

const STAFF: Who[] = ['backoffice', 'admin'];
const CUSTOMERS_WHO_SEE: Who[] = ['requester', 'colleague'];

/** What each caller hears for an action on a ticket in `from`. */
function expected(from: TicketStatus, action: TicketTransition, who: Who): { status: number; code?: string } {
  const rule = TICKET_TRANSITIONS[action];
  const legal = (rule.from as readonly TicketStatus[]).includes(from);
  if (who === 'noRequests') return { status: 403, code: 'FORBIDDEN' };
  if (rule.by === 'staff') {
    if (!STAFF.includes(who)) return { status: 403, code: 'FORBIDDEN' };
    return legal ? { status: 200 } : { status: 409, code: 'TICKET_TRANSITION_NOT_ALLOWED' };
  }
  // The customer's answers: staff are refused; a contact who cannot see the ticket hears 404.
  if (STAFF.includes(who)) return { status: 403, code: 'FORBIDDEN' };
  if (!CUSTOMERS_WHO_SEE.includes(who)) return { status: 404, code: 'NOT_FOUND' };
  return legal ? { status: 200 } : { status: 409, code: 'TICKET_TRANSITION_NOT_ALLOWED' };
}

describe('ticket state machine', () => {
  const callers: Who[] = ['requester', 'colleague', 'siteScopedElsewhere', 'otherCompany', 'noRequests', 'backoffice', 'admin'];
  for (const from of TICKET_STATUSES) {
    for (const action of Object.keys(TICKET_TRANSITIONS) as TicketTransition[]) {
      for (const who of callers) {
        const want = expected(from, action, who);
        it(`${from} → ${action} by ${who}: ${want.status === 200 ? TICKET_TRANSITIONS[action].to : want.status}`, async () => {
          const ticket = await ticketIn(from);
          const res = await act(ticket.id, action, as[who]);
          expect(res.statusCode, res.body).toBe(want.status);
          if (want.status === 200) {
            const to = TICKET_TRANSITIONS[action].to;
            expect(res.json().status).toBe(to);
            expect(await statusOf(ticket.id)).toBe(to);
            expect(await historyOf(ticket.id)).toEqual([expect.objectContaining({ fromStatus: from, toStatus: to, byUserId: as[who].id })]);
            expect(await auditRowsOf(t.database.db, 'tickets', ticket.id)).toHaveLength(1);
            // The answer tells the caller what they may do next.
            expect(res.json().allowedActions).toEqual(expect.any(Array));
          } else {
            expect(res.json().code).toBe(want.code);
            expect(await statusOf(ticket.id)).toBe(from);
            expect(await historyOf(ticket.id)).toEqual([]);
            expect(await noticesOf(ticket.id)).toEqual([]);
            expect(await auditRowsOf(t.database.db, 'tickets', ticket.id)).toEqual([]);
          }
        });
      }
    }
  }
});

describe('allowedActions', () => {
  it('offers each caller exactly the legal moves of the status', async () => {
    const cases: [TicketStatus, Who, string[]][] = [
      ['Pending', 'requester', ['cancel']],
      ['Pending', 'colleague', ['cancel']],
      ['Pending', 'backoffice', ['propose', 'decline', 'assign']],
      ['Confirming', 'requester', ['confirm', 'refuse', 'cancel']],
      ['Confirming', 'admin', ['assign']],
      ['Confirmed', 'requester', []],
      ['Confirmed', 'backoffice', ['done', 'assign']],
      ['Done', 'admin', []],
      ['Canceled', 'requester', []],
    ];
    for (const [status, who, actions] of cases) {
      const ticket = await ticketIn(status);
      const res = await t.app.inject({ url: `/api/tickets/${ticket.id}`, headers: as[who].headers });
      expect(res.json().allowedActions, `${status} as ${who}`).toEqual(actions);
    }
  });
});

describe('a ticket’s whole life', () => {
  it('keeps every change in order in the timeline, with who made it and the proposal', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: as.requester.headers,
      payload: { type: 'Defect', title: 'Door does not close', description: 'The back door of the store', siteId: a.site.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect((await act(id, 'propose', as.backoffice)).statusCode).toBe(200);
    expect((await act(id, 'confirm', as.colleague)).statusCode).toBe(200);
    const done = await act(id, 'done', as.admin, {});
    expect(done.statusCode).toBe(200);

    const steps = done.json().timeline.map((e: { fromStatus: string | null; toStatus: string; by: { id: string } }) => [e.fromStatus, e.toStatus, e.by.id]);
    expect(steps).toEqual([
      [null, 'Pending', as.requester.id],
      ['Pending', 'Confirming', as.backoffice.id],
      ['Confirming', 'Confirmed', as.colleague.id],
      ['Confirmed', 'Done', as.admin.id],
    ]);
    expect(done.json().timeline[1]).toMatchObject({ note: 'Crew on Tuesday', proposedDate: inDays(10), proposedBudget: 1250.5, by: { name: 'Bruno Staff' } });
    expect(done.json()).toMatchObject({ status: 'Done', proposedDate: inDays(10), proposedBudget: 1250.5, currency: 'EUR', allowedActions: [] });
    const ats = done.json().timeline.map((e: { at: string }) => e.at);
    expect([...ats].sort()).toEqual(ats);
  });

  it('refuses a proposal dated in the past or without a budget, and a decline without a reason', async () => {
    const ticket = await ticketIn('Pending');
    expect((await act(ticket.id, 'propose', as.backoffice, { date: inDays(-1), budget: 10 })).statusCode).toBe(400);
    expect((await act(ticket.id, 'propose', as.backoffice, { date: inDays(3) })).statusCode).toBe(400);
    expect((await act(ticket.id, 'decline', as.backoffice, {})).statusCode).toBe(400);
    // The customer's answers take an optional note, or no body at all.
    const confirming = await ticketIn('Confirming');
    expect((await t.app.inject({ method: 'POST', url: `/api/tickets/${confirming.id}/confirm`, headers: as.requester.headers })).statusCode).toBe(200);
    expect(await statusOf(ticket.id)).toBe('Pending');
  });
});

describe('ticket notifications', () => {
  const staffIds = () => [as.backoffice.id, as.admin.id].sort();
  const recipients = async (id: string) => (await noticesOf(id)).map((n) => n.recipientId).sort();

  it('a staff action tells the requester and the watchers, with the proposal', async () => {
    const ticket = await ticketIn('Pending');
    await act(ticket.id, 'propose', as.backoffice);
    const notices = await noticesOf(ticket.id);
    expect(notices.map((n) => n.recipientId).sort()).toEqual([as.requester.id, as.watcher.id].sort());
    expect(notices[0]).toMatchObject({
      kind: 'TicketProposed',
      params: { ticketNo: ticket.ticketNo, title: ticket.title, status: 'Confirming', byName: 'Bruno Staff', proposedDate: inDays(10), proposedBudget: 1250.5, currency: 'EUR' },
    });
  });

  it('a decline carries its reason', async () => {
    const ticket = await ticketIn('Pending');
    await act(ticket.id, 'decline', as.admin);
    const notices = await noticesOf(ticket.id);
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatchObject({ kind: 'TicketStatusChanged', params: { status: 'Declined', note: 'Outside the contract' } });
  });

  it('a customer action tells every staff user while nobody is assigned, else only the assignee', async () => {
    const open = await ticketIn('Confirming');
    await act(open.id, 'confirm', as.requester);
    expect(await recipients(open.id)).toEqual(staffIds());
    expect((await noticesOf(open.id))[0]).toMatchObject({ kind: 'TicketStatusChanged', params: { status: 'Confirmed', byName: 'Rita Requester', note: 'Go ahead' } });

    const assigned = await ticketIn('Pending', as.admin.id);
    await act(assigned.id, 'cancel', as.colleague);
    expect(await recipients(assigned.id)).toEqual([as.admin.id]);
  });

  it('never tells the actor of their own action', async () => {
    // The requester watches too: neither entry tells them when they act.
    const ticket = await ticketIn('Confirming');
    await t.database.db.insert(ticketWatchers).values({ companyId: ticket.companyId, ticketId: ticket.id, userId: as.requester.id }).onConflictDoNothing();
    await act(ticket.id, 'refuse', as.requester);
    expect(await recipients(ticket.id)).not.toContain(as.requester.id);
    // A staff member raising a ticket tells the other staff, not themselves.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: as.backoffice.headers,
      payload: { type: 'Service', title: 'Light out', description: 'Corridor', siteId: a.site.id },
    });
    expect(await recipients(created.json().id)).toEqual([as.admin.id]);
  });

  it('writes no notice, history or status when the change cannot be completed', async () => {
    const ticket = await ticketIn('Pending');
    await expect(proposeTicket(await failingAuditContext(t.database.db, as.backoffice.headers), ticket.id, { date: inDays(5), budget: 10, currency: 'EUR' })).rejects.toThrow(
      'audit log unavailable',
    );
    const confirming = await ticketIn('Confirming');
    await expect(confirmTicket(await failingAuditContext(t.database.db, as.requester.headers), confirming.id)).rejects.toThrow('audit log unavailable');
    for (const [id, status] of [
      [ticket.id, 'Pending'],
      [confirming.id, 'Confirming'],
    ] as const) {
      expect(await statusOf(id)).toBe(status);
      expect(await historyOf(id)).toEqual([]);
      expect(await noticesOf(id)).toEqual([]);
    }
  });

  it('audits each change naming the ticket and who made it', async () => {
    const ticket = await ticketIn('Pending');
    await act(ticket.id, 'propose', as.backoffice);
    const [row] = await auditRowsOf(t.database.db, 'tickets', ticket.id);
    expect(row!.shortMessage).toContain(`Ticket ${ticket.ticketNo} proposed a date and budget`);
    expect(row!.shortMessage).toContain(`by ${as.backoffice.userName}`);
    expect(row).toMatchObject({ level: 'Information', path: `/api/tickets/${ticket.id}/propose` });
  });
});
