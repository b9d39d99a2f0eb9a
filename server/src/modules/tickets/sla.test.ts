import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemContext } from '@/context.ts';
import { notifications } from '@/db/schema/notifications.ts';
import { sites } from '@/db/schema/org.ts';
import { tickets } from '@/db/schema/tickets.ts';
import type { TicketSummary } from '@customer-hub/contract/tickets';
import { auditRowsOf, withSession, type SignedIn } from '../../../test/audit.ts';
import { buildContact, buildSite, buildStaff, buildTenant, buildTicket } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { startClock, warnOfDueTargets } from './sla.ts';

/** A ticket's service-level clock through its life, the queue's due sort and filters, the warning job, the promise. */
let t: TestApp;
let a: Awaited<ReturnType<typeof buildTenant>>;
let siteEs: { id: string };
const as = {} as Record<'contact' | 'backoffice' | 'admin' | 'otherStaff', SignedIn>;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  a = await buildTenant(db);
  await db.update(sites).set({ country: 'PT' }).where(eq(sites.id, a.site.id));
  siteEs = await buildSite(db, a.company.id, a.partner.id, { country: 'ES' });
  as.contact = await withSession(db, buildContact(db, { companyId: a.company.id, permissions: ['Requests', 'Notifications'] }));
  as.backoffice = await withSession(db, buildStaff(db, 'Backoffice'));
  as.otherStaff = await withSession(db, buildStaff(db, 'Backoffice'));
  as.admin = await withSession(db, buildStaff(db, 'Admin'));
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};
const call = async (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};
const slaOf = async (id: string, who: SignedIn = as.backoffice) => ((await call(who, 'GET', `/api/tickets/${id}`)) as TicketSummary).sla;
const clockOf = async (id: string) => (await t.database.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;

/** Raises a request through the API, its creation moved to `created` (the database's clock is not faked). */
async function raise(created: string, extra: object = {}) {
  const ticket = await call(as.contact, 'POST', '/api/tickets', { type: 'Service', title: 'Door', description: 'Broken', siteId: a.site.id, ...extra });
  await t.database.db.update(tickets).set({ createdAt: new Date(created) }).where(eq(tickets.id, ticket.id));
  await startClock(t.database.db, ticket.id);
  return ticket.id as string;
}

describe('a ticket’s service-level clock', () => {
  it('runs in business hours from creation, stops for the first staff answer, pauses while Confirming and ends when done', async () => {
    // High: 4 business hours to answer, 16 to resolve. Raised on Friday 9 January 2026 at 16:00 in Lisbon.
    const id = await raise('2026-01-09T16:00:00Z', { priority: 'High' });
    let clock = await clockOf(id);
    expect(clock.firstResponseDueAt?.toISOString()).toBe('2026-01-12T11:00:00.000Z'); // Friday 2 h + Monday 2 h
    expect(clock.resolutionDueAt?.toISOString()).toBe('2026-01-13T14:00:00.000Z'); // Friday 2 h + Monday 9 h + Tuesday 5 h
    expect(clock.slaWarnAt?.toISOString()).toBe('2026-01-12T10:00:00.000Z'); // an hour of business time before

    at('2026-01-12T10:00:00Z');
    expect(await slaOf(id)).toMatchObject({ running: 'firstResponse', minutesLeft: 60, breached: false, paused: false });
    // A customer sees no clock: the promise instead.
    expect(await slaOf(id, as.contact)).toBeNull();

    // An internal note is no answer to the customer; a comment they see is.
    await call(as.backoffice, 'POST', `/api/tickets/${id}/comments`, { body: 'Checking stock', internal: true });
    expect((await clockOf(id)).firstRespondedAt).toBeNull();
    at('2026-01-12T10:30:00Z');
    await call(as.backoffice, 'POST', `/api/tickets/${id}/comments`, { body: 'We are on it' });
    clock = await clockOf(id);
    expect(clock.firstRespondedAt?.toISOString()).toBe('2026-01-12T10:30:00.000Z');
    expect(await slaOf(id)).toMatchObject({ running: 'resolution', minutesLeft: 750, breached: false });

    // A proposal waits on the customer: the clock stops.
    at('2026-01-12T12:00:00Z');
    await call(as.backoffice, 'POST', `/api/tickets/${id}/propose`, { date: '2099-01-01', budget: 100 });
    at('2026-01-13T16:00:00Z'); // past the first resolution due instant, but paused
    expect(await slaOf(id)).toMatchObject({ running: null, paused: true, breached: false, minutesLeft: 660 });

    // Confirmed on Wednesday at 12:00: 18 business hours paused push the due instant to Thursday 14:00.
    at('2026-01-14T12:00:00Z');
    await call(as.contact, 'POST', `/api/tickets/${id}/confirm`, {});
    clock = await clockOf(id);
    expect(clock.slaPausedMinutes).toBe(1080);
    expect(clock.resolutionDueAt?.toISOString()).toBe('2026-01-15T14:00:00.000Z');
    expect(await slaOf(id)).toMatchObject({ running: 'resolution', paused: false, minutesLeft: 6 * 60 + 5 * 60 });

    at('2026-01-15T13:00:00Z');
    await call(as.backoffice, 'POST', `/api/tickets/${id}/done`, {});
    clock = await clockOf(id);
    expect(clock.resolvedAt?.toISOString()).toBe('2026-01-15T13:00:00.000Z');
    expect(clock.slaDueAt).toBeNull();
    expect(await slaOf(id)).toMatchObject({ running: null, breached: false, minutesLeft: null });
  });

  it('follows the calendar of the site’s country: 12 October is a holiday in Spain', async () => {
    const ticket = await call(as.contact, 'POST', '/api/tickets', { type: 'Service', title: 'Door', description: 'Broken', siteId: siteEs.id, priority: 'Urgent' });
    await t.database.db.update(tickets).set({ createdAt: new Date('2026-10-09T15:30:00Z') }).where(eq(tickets.id, ticket.id));
    await startClock(t.database.db, ticket.id);
    // Urgent: 1 business hour. Friday 17:30 in Madrid: half an hour, then Tuesday 09:30.
    expect((await clockOf(ticket.id)).firstResponseDueAt?.toISOString()).toBe('2026-10-13T07:30:00.000Z');
  });

  it('counts a late first answer as a breach, and a customer’s cancel ends the clock without one', async () => {
    const late = await raise('2026-01-09T16:00:00Z', { priority: 'Urgent' });
    at('2026-01-12T12:00:00Z');
    expect(await slaOf(late)).toMatchObject({ running: 'firstResponse', breached: true, minutesLeft: -240 });
    await call(as.backoffice, 'POST', `/api/tickets/${late}/decline`, { note: 'Not ours' });
    expect(await slaOf(late)).toMatchObject({ breached: true, running: null });

    const canceled = await raise('2026-01-09T16:00:00Z', { priority: 'Urgent' });
    at('2026-01-09T16:30:00Z');
    await call(as.contact, 'POST', `/api/tickets/${canceled}/cancel`, {});
    at('2026-02-01T12:00:00Z');
    expect(await slaOf(canceled)).toMatchObject({ breached: false, running: null, minutesLeft: null });
  });
});

describe('the staff queue', () => {
  it('sorts by due (breached first, then least time left, none running last) and filters breached and at risk', async () => {
    const db = t.database.db;
    const now = Date.now();
    const hours = (h: number) => new Date(now + h * 3_600_000);
    const make = async (name: string, due: Date | null, warn: Date | null, status: 'Pending' | 'Confirming' = 'Pending') => {
      const row = await buildTicket(db, a.tenant, { title: name, status, slaFirstResponseMinutes: 60, slaResolutionMinutes: 600, firstResponseDueAt: due ?? hours(-10), resolutionDueAt: hours(200) });
      await db.update(tickets).set({ slaDueAt: due, slaWarnAt: warn, ...(due ? {} : { firstRespondedAt: hours(-20), slaPausedSince: hours(-1) }) }).where(eq(tickets.id, row.id));
      return name;
    };
    await make('far', hours(72), hours(71));
    await make('breached', hours(-1), hours(-2));
    await make('paused', null, null, 'Confirming');
    await make('at risk', hours(0.5), hours(-0.25));
    const titles = async (query: string) =>
      ((await call(as.backoffice, 'GET', `/api/tickets?companyId=${a.company.id}&search=&${query}`)).items as TicketSummary[]).map((i) => i.title).filter((x) => ['far', 'breached', 'paused', 'at risk'].includes(x));
    const sorted = await titles('sort=due&direction=asc&pageSize=100');
    console.log(`SLA queue: sorted by due → ${sorted.join(', ')}`);
    expect(sorted).toEqual(['breached', 'at risk', 'far', 'paused']);
    expect(await titles('sla=breached&pageSize=100')).toEqual(['breached']);
    expect(await titles('sla=atRisk&pageSize=100')).toEqual(['at risk']);
  });
});

describe('the warning job', () => {
  it('tells the assignee once before the breach and once at it; nobody assigned: every staff user', async () => {
    const db = t.database.db;
    const ctx = systemContext(db, null, t.app);
    const now = Date.now();
    const row = await buildTicket(db, a.tenant, { assigneeId: as.backoffice.id, slaFirstResponseMinutes: 60, slaResolutionMinutes: 600 });
    await db
      .update(tickets)
      .set({ firstResponseDueAt: new Date(now + 30 * 60_000), resolutionDueAt: new Date(now + 86_400_000), slaDueAt: new Date(now + 30 * 60_000), slaWarnAt: new Date(now - 60_000) })
      .where(eq(tickets.id, row.id));
    const noticesOf = async () =>
      (await db.select().from(notifications).where(and(eq(notifications.refId, row.id), eq(notifications.kind, 'TicketSlaWarning')))).map((n) => `${n.recipientId === as.backoffice.id ? 'assignee' : 'other'}:${n.params.target}:${n.params.stage}`);

    await warnOfDueTargets(ctx);
    await warnOfDueTargets(ctx);
    expect(await noticesOf()).toEqual(['assignee:firstResponse:warning']);

    await warnOfDueTargets(ctx, new Date(now + 31 * 60_000));
    await warnOfDueTargets(ctx, new Date(now + 40 * 60_000));
    const sent = await noticesOf();
    console.log(`SLA warnings: ${sent.length} notices for one ticket after 4 runs (${sent.join(', ')})`);
    expect(sent.sort()).toEqual(['assignee:firstResponse:breach', 'assignee:firstResponse:warning']);

    const unassigned = await buildTicket(db, a.tenant, { slaFirstResponseMinutes: 60, slaResolutionMinutes: 600 });
    await db
      .update(tickets)
      .set({ firstResponseDueAt: new Date(now - 60_000), resolutionDueAt: new Date(now + 86_400_000), slaDueAt: new Date(now - 60_000), slaWarnAt: new Date(now - 120_000) })
      .where(eq(tickets.id, unassigned.id));
    await warnOfDueTargets(ctx);
    const told = await db.select().from(notifications).where(and(eq(notifications.refId, unassigned.id), eq(notifications.kind, 'TicketSlaWarning')));
    // Found already missed: the breach alone, to every staff user.
    expect(new Set(told.map((n) => n.params.stage))).toEqual(new Set(['breach']));
    expect(told.map((n) => n.recipientId)).toEqual(expect.arrayContaining([as.backoffice.id, as.otherStaff.id, as.admin.id]));
  });
});

describe('policies and the promise', () => {
  it('a company’s own service levels replace the settings’ for its new tickets, and its contacts see them promised', async () => {
    const before = await call(as.contact, 'GET', '/api/sla/promise');
    expect(before.targets.find((x: { priority: string }) => x.priority === 'Normal')).toEqual({ priority: 'Normal', firstResponseMinutes: 480, resolutionMinutes: 2400 });

    const saved = await call(as.backoffice, 'PUT', `/api/sla/companies/${a.company.id}`, { overrides: [{ priority: 'Normal', firstResponseMinutes: 120, resolutionMinutes: 960 }] });
    expect(saved.overrides).toHaveLength(1);
    expect(await auditRowsOf(t.database.db, 'sla', a.company.id)).toHaveLength(1);
    const after = await call(as.contact, 'GET', '/api/sla/promise');
    expect(after.targets.find((x: { priority: string }) => x.priority === 'Normal')).toEqual({ priority: 'Normal', firstResponseMinutes: 120, resolutionMinutes: 960 });

    const id = await raise('2026-01-12T09:00:00Z');
    expect((await clockOf(id)).firstResponseDueAt?.toISOString()).toBe('2026-01-12T11:00:00.000Z');

    // The settings' targets and hours (Admin) apply where no override does.
    const settings = await call(as.admin, 'GET', '/api/settings/sla');
    await call(as.admin, 'PUT', '/api/settings/sla', { ...settings, targets: { ...settings.targets, Low: { firstResponseHours: 2.5, resolutionHours: 10 } } });
    const low = await raise('2026-01-12T09:00:00Z', { priority: 'Low' });
    expect((await clockOf(low)).firstResponseDueAt?.toISOString()).toBe('2026-01-12T11:30:00.000Z');
    const bad = await t.app.inject({ method: 'PUT', url: '/api/settings/sla', headers: as.admin.headers, payload: { ...settings, start: '18:00', end: '09:00' } });
    expect(bad.statusCode).toBe(400);
  });
});
