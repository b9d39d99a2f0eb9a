import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '@/db/schema/email.ts';
import { notifications } from '@/db/schema/notifications.ts';
import { withSession, type SignedIn } from '../../../test/audit.ts';
import { buildContact, buildStaff, buildTenant } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { buildTestAppWithSmtp, type TestSmtp } from '../../../test/smtp.ts';

/**
 * A request's life, through the API, with real email: each change whose recipients chose email
 * sends each of them exactly one, in their language, naming the request; a staff note's text
 * reaches no email and no notification.
 */
let t: TestApp;
let smtp: TestSmtp;
type Person = SignedIn & { email: string };
const as = {} as Record<'elena' | 'paulo' | 'bruno' | 'ana', Person>;
let siteId: string;
const NOTE = 'INTERNAL-NOTE-7f3c: the customer owes us two invoices';

beforeAll(async () => {
  ({ t, smtp } = await buildTestAppWithSmtp());
  const db = t.database.db;
  const a = await buildTenant(db);
  const companyId = a.company.id;
  as.elena = await withSession(db, buildContact(db, { companyId, permissions: ['Requests', 'Notifications'], language: 'es-ES', firstName: 'Elena', lastName: 'Español' }));
  as.paulo = await withSession(db, buildContact(db, { companyId, permissions: ['Requests', 'Notifications'], language: 'pt-PT', firstName: 'Paulo', lastName: 'Português' }));
  as.bruno = await withSession(db, buildStaff(db, 'Backoffice', { firstName: 'Bruno', lastName: 'Staff', language: 'en-US' }));
  as.ana = await withSession(db, buildStaff(db, 'Admin', { firstName: 'Ana', lastName: 'Admin', language: 'en-US' }));
  // Paulo and Bruno also want status changes by email; Ana wants comments by email (so a staff note would reach her).
  const prefer = async (who: SignedIn, kind: string) => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: who.headers, payload: { items: [{ kind, inApp: true, email: true }] } });
    expect(res.statusCode, res.body).toBe(200);
  };
  await prefer(as.paulo, 'TicketStatusChanged');
  await prefer(as.bruno, 'TicketStatusChanged');
  await prefer(as.ana, 'TicketComment');
  siteId = a.site.id;
});
afterAll(() => t.close());

let seen = 0;
/** Runs the outbox and answers the messages received since the last call. */
async function newMail() {
  await t.app.worker.drain();
  const fresh = smtp.messages.slice(seen);
  seen = smtp.messages.length;
  return fresh;
}
const recipientsOf = (mail: Awaited<ReturnType<typeof newMail>>) => mail.flatMap((m) => m.envelope.to.map((a) => a.toLowerCase())).sort();
const emailOf = (who: Person) => who.email.toLowerCase();

async function ok(method: 'POST', url: string, who: SignedIn, payload: object, status = 200) {
  const res = await t.app.inject({ method, url, headers: who.headers, payload });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as { id: string; ticketNo: string };
}
const raise = (title: string) => ok('POST', '/api/tickets', as.elena, { type: 'Service', title, description: 'Second floor', siteId, watcherIds: [as.paulo.id] }, 201);

describe('ticket emails', () => {
  it('raise → staff note → propose → confirm: one email per recipient who chose it, in their language', async () => {
    await newMail();
    const ticket = await raise('Leaking tap');
    // TicketCreated goes to staff, who keep the default (the bell only): no email.
    expect(await newMail()).toEqual([]);

    await ok('POST', `/api/tickets/${ticket.id}/comments`, as.bruno, { body: NOTE, internal: true }, 201);
    const noteMail = await newMail();
    // The note tells staff only: Ana chose email for comments; the customers hear nothing.
    expect(recipientsOf(noteMail)).toEqual([emailOf(as.ana)]);
    expect(noteMail[0]!.subject).toBe(`Customer Hub: new comment on request ${ticket.ticketNo}`);

    await ok('POST', `/api/tickets/${ticket.id}/propose`, as.bruno, { date: '2099-05-04', budget: 480, currency: 'EUR', note: 'Crew on Monday' });
    const proposed = await newMail();
    // TicketProposed is by email by default: requester (es-ES) and watcher (pt-PT), once each.
    expect(recipientsOf(proposed)).toEqual([emailOf(as.elena), emailOf(as.paulo)].sort());
    const to = (who: Person) => proposed.find((m) => m.envelope.to.some((a) => a.toLowerCase() === emailOf(who)))!;
    expect(to(as.elena).subject).toBe(`Customer Hub: una propuesta para su solicitud ${ticket.ticketNo}`);
    expect(to(as.elena).text).toContain('Hola, Elena Español:');
    expect(to(as.elena).text).toContain(`/dashboard/MyTickets/${ticket.id}`);
    expect(to(as.paulo).subject).toBe(`Customer Hub: uma proposta para o seu pedido ${ticket.ticketNo}`);

    await ok('POST', `/api/tickets/${ticket.id}/confirm`, as.elena, { note: 'Go ahead' });
    // Confirmed by the customer: the service team hears (nobody is assigned): Bruno by email, in
    // English; Ana in the bell only; Paulo, a customer, is not told of a customer's action.
    const confirmed = await newMail();
    expect(recipientsOf(confirmed)).toEqual([emailOf(as.bruno)]);
    expect(confirmed[0]!.subject).toMatch(new RegExp(`^Customer Hub: request ${ticket.ticketNo} is now `));
    expect(confirmed[0]!.text).toContain('Changed by Elena Español.');
  });

  it('declined by staff: the watcher who chose email gets it in Portuguese; the requester keeps the bell', async () => {
    await newMail();
    const ticket = await raise('Broken window');
    await ok('POST', `/api/tickets/${ticket.id}/comments`, as.ana, { body: NOTE, internal: true }, 201);
    await ok('POST', `/api/tickets/${ticket.id}/decline`, as.bruno, { note: 'Outside the contract' });

    const mail = await newMail();
    // Ana wrote the note (never told of her own action); Bruno keeps comments in the bell and
    // declined it himself; the decline emails Paulo only (Elena keeps the bell for status changes).
    expect(recipientsOf(mail)).toEqual([emailOf(as.paulo)]);
    expect(mail[0]!.subject).toMatch(new RegExp(`^Customer Hub: o pedido ${ticket.ticketNo} tem um novo estado: `));
    expect(mail[0]!.text).toContain('Alteração feita por Bruno Staff.');
    expect(mail[0]!.text).toContain('Nota: Outside the contract');
  });

  it('no staff note’s text in any email or notification', async () => {
    await newMail();
    expect(smtp.messages.length).toBeGreaterThan(0);
    for (const m of smtp.messages) expect(`${m.subject} ${m.text} ${m.html}`).not.toContain('INTERNAL-NOTE');
    const outbox = await t.database.db.select().from(emailOutbox);
    for (const row of outbox) expect(`${row.subject} ${row.fullMessage} ${row.html}`).not.toContain('INTERNAL-NOTE');
    const bell = await t.database.db.select().from(notifications);
    expect(bell.some((n) => n.kind === 'TicketComment')).toBe(true);
    for (const n of bell) expect(JSON.stringify(n.params)).not.toContain('INTERNAL-NOTE');
  });
});
