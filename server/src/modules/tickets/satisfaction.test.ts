import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '@/db/schema/email.ts';
import { notifications } from '@/db/schema/notifications.ts';
import { ticketSurveys } from '@/db/schema/satisfaction.ts';
import { hashToken } from '@/lib/tokens.ts';
import { TICKET_TRANSITIONS, type TicketStatus, type TicketTransition } from '@customer-hub/contract/tickets';
import { auditRowsOf, withSession, type SignedIn } from '../../../test/audit.ts';
import { buildContact, buildStaff, buildTenant, buildTicket } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { buildTestAppWithSmtp, type TestSmtp } from '../../../test/smtp.ts';

/**
 * Satisfaction surveys: asked when staff mark a request Done (and only then), by email with five
 * one-click links and in the app; answered by the link's token (GET records nothing) or by the
 * requester in the app, until the survey expires.
 */
let t: TestApp;
let smtp: TestSmtp;
let a: Awaited<ReturnType<typeof buildTenant>>;
const as = {} as Record<'requester' | 'colleague' | 'backoffice' | 'admin', SignedIn & { email: string }>;

beforeAll(async () => {
  ({ t, smtp } = await buildTestAppWithSmtp());
  const db = t.database.db;
  a = await buildTenant(db);
  const companyId = a.company.id;
  as.requester = await withSession(db, buildContact(db, { companyId, permissions: ['Requests', 'Notifications'], language: 'es-ES', firstName: 'Elena', lastName: 'Español' }));
  as.colleague = await withSession(db, buildContact(db, { companyId, permissions: ['Requests', 'Notifications'] }));
  as.backoffice = await withSession(db, buildStaff(db, 'Backoffice', { firstName: 'Bruno', lastName: 'Staff' }));
  as.admin = await withSession(db, buildStaff(db, 'Admin', { firstName: 'Ana', lastName: 'Admin' }));
});
afterAll(() => t.close());

const ticketIn = (status: TicketStatus, assigneeId: string | null = null) => buildTicket(t.database.db, a.tenant, { status, requesterId: as.requester.id, assigneeId });
const act = (id: string, action: TicketTransition, who: SignedIn, payload: object = action === 'decline' ? { note: 'No' } : action === 'propose' ? { date: '2099-01-01', budget: 10 } : {}) =>
  t.app.inject({ method: 'POST', url: `/api/tickets/${id}/${action}`, headers: who.headers, payload });
const surveysOf = (ticketId: string) => t.database.db.select().from(ticketSurveys).where(eq(ticketSurveys.ticketId, ticketId));
const publicGet = (token: string) => t.app.inject({ url: `/api/satisfaction/${encodeURIComponent(token)}` });
const publicPost = (token: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/satisfaction/${encodeURIComponent(token)}`, payload });
const inApp = (id: string, who: SignedIn, payload: object) => t.app.inject({ method: 'POST', url: `/api/tickets/${id}/satisfaction`, headers: who.headers, payload });

let seen = 0;
async function newMail() {
  await t.app.worker.drain();
  const fresh = smtp.messages.slice(seen);
  seen = smtp.messages.length;
  return fresh;
}

/** Marks a ticket done and answers the survey link's token read from the requester's email. */
async function doneWithToken(assigneeId: string | null = null) {
  const ticket = await ticketIn('Confirmed', assigneeId);
  await newMail();
  const res = await act(ticket.id, 'done', as.admin);
  expect(res.statusCode, res.body).toBe(200);
  const mail = (await newMail()).filter((m) => m.envelope.to.some((to) => to.toLowerCase() === as.requester.email.toLowerCase()));
  expect(mail).toHaveLength(1);
  const links = [...mail[0]!.text!.matchAll(/https?:\/\/\S*\/satisfaction\/([A-Za-z0-9_-]+)\?rating=(\d)/g)];
  return { ticket, mail: mail[0]!, links, token: links[0]![1]! };
}

describe('the survey of a done request', () => {
  it('is created when staff mark the request Done, for the assignee, or else the staff user who marked it', async () => {
    const assigned = await ticketIn('Confirmed', as.backoffice.id);
    const before = Date.now();
    expect((await act(assigned.id, 'done', as.admin)).statusCode).toBe(200);
    const [survey] = await surveysOf(assigned.id);
    expect(survey).toMatchObject({ companyId: a.company.id, requesterId: as.requester.id, agentId: as.backoffice.id, rating: null, answeredAt: null });
    const days = (survey!.expiresAt.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    expect(survey!.tokenHash).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const unassigned = await ticketIn('Confirmed');
    await act(unassigned.id, 'done', as.admin);
    expect((await surveysOf(unassigned.id))[0]!.agentId).toBe(as.admin.id);
    console.log('survey on Done: 1 row per ticket, expires after 30 days; agent = assignee, else the staff user who marked it done');
  });

  it('is not created by any other transition', async () => {
    const cases: [TicketStatus, TicketTransition, SignedIn][] = [
      ['Pending', 'propose', as.admin],
      ['Pending', 'decline', as.admin],
      ['Confirming', 'confirm', as.requester],
      ['Confirming', 'refuse', as.requester],
      ['Pending', 'cancel', as.requester],
    ];
    for (const [from, action, who] of cases) {
      const ticket = await ticketIn(from);
      expect((await act(ticket.id, action, who)).statusCode, `${from} → ${action}`).toBe(200);
      expect(await surveysOf(ticket.id), action).toEqual([]);
    }
    expect(Object.keys(TICKET_TRANSITIONS).filter((k) => k !== 'done')).toHaveLength(cases.length);
  });

  it('emails the requester five one-click links with the token, in their language; the email log and the bell keep no token', async () => {
    const { ticket, mail, links, token } = await doneWithToken();
    expect(mail.subject).toBe(`Customer Hub: ¿qué tal hemos gestionado la solicitud ${ticket.ticketNo}?`);
    expect(links.map((l) => Number(l[2]))).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(links.map((l) => l[1])).size).toBe(1);
    expect(hashToken(token)).toBe((await surveysOf(ticket.id))[0]!.tokenHash);
    for (const words of ['Muy malo', 'Malo', 'Aceptable', 'Bueno', 'Excelente']) expect(mail.text).toContain(words);
    expect(String(mail.html)).toContain(`/satisfaction/${token}?rating=5`);

    const [logged] = await t.database.db.select().from(emailOutbox).where(and(eq(emailOutbox.templateKey, 'notification_ticket_survey'), eq(emailOutbox.to, as.requester.email)));
    expect(logged).toBeDefined();
    const stored = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.templateKey, 'notification_ticket_survey'));
    for (const row of stored) expect(JSON.stringify(row)).not.toContain(token);
    const bell = await t.database.db.select().from(notifications).where(and(eq(notifications.refId, ticket.id), eq(notifications.kind, 'TicketSurvey')));
    expect(bell.map((n) => n.recipientId)).toEqual([as.requester.id]);
    expect(JSON.stringify(bell)).not.toContain(token);
    console.log(`survey email: ${links.length} links /satisfaction/<token>?rating=1..5, token in no log or bell row`);
  });
});

describe('the emailed link', () => {
  it('GET shows the survey and records nothing; POST records, then changes the answer; audited', async () => {
    const { ticket, token } = await doneWithToken();
    const got = await publicGet(token);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json()).toMatchObject({ ticketNo: ticket.ticketNo, title: ticket.title, language: 'es-ES', rating: null, comment: null, answeredAt: null });
    await publicGet(token);
    expect((await surveysOf(ticket.id))[0]).toMatchObject({ rating: null, answeredAt: null });

    const first = await publicPost(token, { rating: 2 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ rating: 2, comment: null });
    const second = await publicPost(token, { rating: 4, comment: '  Quick and tidy  ' });
    expect(second.json()).toMatchObject({ rating: 4, comment: 'Quick and tidy' });
    // A rating given again without a comment keeps the comment.
    const third = await publicPost(token, { rating: 5 });
    expect(third.json()).toMatchObject({ rating: 5, comment: 'Quick and tidy' });
    expect((await surveysOf(ticket.id))[0]).toMatchObject({ rating: 5, comment: 'Quick and tidy', answeredAt: expect.any(Date) });
    const audit = await auditRowsOf(t.database.db, 'tickets', ticket.id);
    expect(audit.filter((r) => r.shortMessage.includes('Satisfaction survey'))).toHaveLength(3);
    expect((await publicPost(token, { rating: 6 })).statusCode).toBe(400);
    expect((await publicPost(token, { rating: 0 })).statusCode).toBe(400);
  });

  it('answers 404 alike for an unknown and an expired token', async () => {
    const { ticket, token } = await doneWithToken();
    const unknown = await publicGet('x'.repeat(43));
    await t.database.db.update(ticketSurveys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(ticketSurveys.ticketId, ticket.id));
    const expired = await publicGet(token);
    expect(unknown.statusCode).toBe(404);
    expect(expired.statusCode).toBe(404);
    const strip = (body: string) => ({ ...JSON.parse(body), instance: undefined, requestId: undefined, traceId: undefined });
    expect(strip(expired.body)).toEqual(strip(unknown.body));
    expect((await publicPost(token, { rating: 5 })).statusCode).toBe(404);
    expect((await surveysOf(ticket.id))[0]!.rating).toBeNull();
  });
});

describe('in the app', () => {
  it('only the requester answers, until it expires; the ticket shows the survey to the requester and to staff', async () => {
    const ticket = await ticketIn('Confirmed', as.backoffice.id);
    await act(ticket.id, 'done', as.backoffice);

    const mine = await t.app.inject({ url: `/api/tickets/${ticket.id}`, headers: as.requester.headers });
    expect(mine.json().satisfaction).toMatchObject({ rating: null, open: true });
    const colleagues = await t.app.inject({ url: `/api/tickets/${ticket.id}`, headers: as.colleague.headers });
    expect(colleagues.statusCode).toBe(200);
    expect(colleagues.json().satisfaction).toBeUndefined();

    expect((await inApp(ticket.id, as.colleague, { rating: 1 })).statusCode).toBe(404);
    expect((await inApp(ticket.id, as.admin, { rating: 1 })).statusCode).toBe(403);
    const answered = await inApp(ticket.id, as.requester, { rating: 3, comment: 'Fine' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ rating: 3, comment: 'Fine', open: true, agent: { id: as.backoffice.id, name: 'Bruno Staff' } });
    const changed = await inApp(ticket.id, as.requester, { rating: 4, comment: '' });
    expect(changed.json()).toMatchObject({ rating: 4, comment: null });

    const staffView = await t.app.inject({ url: `/api/tickets/${ticket.id}`, headers: as.admin.headers });
    expect(staffView.json().satisfaction).toMatchObject({ rating: 4, open: false, agent: { name: 'Bruno Staff' } });
    const queue = await t.app.inject({ url: `/api/tickets?status=Done&pageSize=100`, headers: as.admin.headers });
    expect(queue.json().items.find((i: { id: string }) => i.id === ticket.id).rating).toBe(4);
    const list = await t.app.inject({ url: `/api/tickets?status=Done&pageSize=100`, headers: as.requester.headers });
    expect(list.json().items.find((i: { id: string }) => i.id === ticket.id).rating).toBeUndefined();

    await t.database.db.update(ticketSurveys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(ticketSurveys.ticketId, ticket.id));
    expect((await inApp(ticket.id, as.requester, { rating: 1 })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/tickets/${ticket.id}`, headers: as.requester.headers })).json().satisfaction).toMatchObject({ rating: 4, open: false });
    expect((await auditRowsOf(t.database.db, 'tickets', ticket.id)).filter((r) => r.shortMessage.includes('in the app'))).toHaveLength(2);
  });

  it('answers 404 for a ticket without a survey', async () => {
    const ticket = await ticketIn('Confirmed');
    expect((await inApp(ticket.id, as.requester, { rating: 5 })).statusCode).toBe(404);
  });
});
