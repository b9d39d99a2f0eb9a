import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@/db/schema/notifications.ts';
import { tickets } from '@/db/schema/tickets.ts';
import type { TicketStatus } from '@customer-hub/contract/tickets';
import { auditRowsOf, withSession, type SignedIn } from '../../../test/audit.ts';
import { buildContact, buildStaff, buildTenant, buildTicket } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let a: Awaited<ReturnType<typeof buildTenant>>;
const as = {} as Record<'staff' | 'colleague' | 'rita' | 'contact', SignedIn>;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  a = await buildTenant(db);
  as.staff = await withSession(db, buildStaff(db, 'Backoffice'));
  as.colleague = await withSession(db, buildStaff(db, 'Backoffice', { firstName: 'Carla', lastName: 'Colleague' }));
  as.rita = await withSession(db, buildContact(db, { companyId: a.company.id, permissions: ['Requests', 'Notifications'] }));
  as.contact = await withSession(db, buildContact(db, { companyId: a.company.id, permissions: ['Requests'] }));
});
afterAll(() => t.close());

const bulk = (payload: object, who: SignedIn = as.staff) => t.app.inject({ method: 'POST', url: '/api/tickets/bulk', headers: who.headers, payload });
const ticketsIn = (...statuses: TicketStatus[]) => Promise.all(statuses.map((status) => buildTicket(t.database.db, a.tenant, { status, requesterId: as.rita.id })));
const statusesOf = async (ids: string[]) => {
  const rows = await t.database.db.select({ id: tickets.id, status: tickets.status, assigneeId: tickets.assigneeId }).from(tickets).where(inArray(tickets.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)!);
};
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('bulk changes in the staff queue', () => {
  it('marks done those it may and answers each refused one’s code, each ticket on its own', async () => {
    const list = await ticketsIn('Confirmed', 'Confirmed', 'Pending', 'Done', 'Confirmed');
    const ids = [...list.map((x) => x.id), MISSING];
    const res = await bulk({ action: 'done', ids, note: 'All fixed' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ updated: 3, failed: 3 });
    expect(body.results).toEqual([
      { id: list[0]!.id, ok: true, ticketNo: list[0]!.ticketNo },
      { id: list[1]!.id, ok: true, ticketNo: list[1]!.ticketNo },
      { id: list[2]!.id, ok: false, ticketNo: list[2]!.ticketNo, status: 409, code: 'TICKET_TRANSITION_NOT_ALLOWED' },
      { id: list[3]!.id, ok: false, ticketNo: list[3]!.ticketNo, status: 409, code: 'TICKET_TRANSITION_NOT_ALLOWED' },
      { id: list[4]!.id, ok: true, ticketNo: list[4]!.ticketNo },
      { id: MISSING, ok: false, ticketNo: null, status: 404, code: 'NOT_FOUND' },
    ]);
    expect((await statusesOf(list.map((x) => x.id))).map((r) => r.status)).toEqual(['Done', 'Done', 'Pending', 'Done', 'Done']);
    // Each changed ticket has its own audit row and notices (the status change and the satisfaction survey),
    // as through its own route; the refused ones none.
    for (const [i, changed] of [[0, true], [1, true], [2, false], [4, true]] as const) {
      expect(await auditRowsOf(t.database.db, 'tickets', list[i]!.id)).toHaveLength(changed ? 1 : 0);
      const told = await t.database.db.select().from(notifications).where(eq(notifications.refId, list[i]!.id));
      expect(told.map((n) => [n.recipientId, n.kind]).sort()).toEqual(changed ? [[as.rita.id, 'TicketStatusChanged'], [as.rita.id, 'TicketSurvey']] : []);
    }
    console.log(`ticket bulk: done on ${ids.length} ids → ${body.updated} updated, ${body.failed} refused (${body.results.filter((r: { ok: boolean }) => !r.ok).map((r: { code: string }) => r.code).join(', ')})`);
  });

  it('declines with the reason, and assigns to a staff user or nobody; closed ones are refused', async () => {
    const [p1, p2, c1] = await ticketsIn('Pending', 'Pending', 'Confirming');
    const declined = (await bulk({ action: 'decline', ids: [p1!.id, c1!.id], note: 'Out of contract' })).json();
    expect(declined).toMatchObject({ updated: 1, failed: 1, results: [{ ok: true }, { ok: false, code: 'TICKET_TRANSITION_NOT_ALLOWED' }] });
    const assigned = (await bulk({ action: 'assign', ids: [p1!.id, p2!.id, c1!.id], assigneeId: as.colleague.id })).json();
    expect(assigned).toMatchObject({ updated: 2, failed: 1, results: [{ ok: false, code: 'TICKET_TRANSITION_NOT_ALLOWED' }, { ok: true }, { ok: true }] });
    expect((await statusesOf([p1!.id, p2!.id, c1!.id])).map((r) => [r.status, r.assigneeId])).toEqual([
      ['Declined', null],
      ['Pending', as.colleague.id],
      ['Confirming', as.colleague.id],
    ]);
    const toldColleague = await t.database.db.select().from(notifications).where(eq(notifications.recipientId, as.colleague.id));
    expect(toldColleague.filter((n) => n.kind === 'TicketAssigned').map((n) => n.refId).sort()).toEqual([p2!.id, c1!.id].sort());
    const unassigned = (await bulk({ action: 'assign', ids: [p2!.id, c1!.id], assigneeId: null })).json();
    expect(unassigned).toMatchObject({ updated: 2, failed: 0 });
    expect((await statusesOf([p2!.id, c1!.id])).map((r) => r.assigneeId)).toEqual([null, null]);
  });

  it('refuses the whole request for a wrong assignee, a missing reason, too many ids or a caller who is not staff', async () => {
    const [p] = await ticketsIn('Pending');
    expect((await bulk({ action: 'assign', ids: [p!.id], assigneeId: as.rita.id })).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await bulk({ action: 'decline', ids: [p!.id] })).statusCode).toBe(400);
    expect((await bulk({ action: 'propose', ids: [p!.id] })).statusCode).toBe(400);
    expect((await bulk({ action: 'done', ids: Array.from({ length: 101 }, () => MISSING) })).statusCode).toBe(400);
    expect((await bulk({ action: 'done', ids: [p!.id] }, as.contact)).statusCode).toBe(403);
    expect((await statusesOf([p!.id]))[0]).toMatchObject({ status: 'Pending', assigneeId: null });
  });
});
