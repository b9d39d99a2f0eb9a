import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { documentTypes } from '@/db/schema/documents.ts';
import { ticketHistory } from '@/db/schema/tickets.ts';
import { AGING_BUCKETS, agingFilter, weekOf, type DashboardResponse } from '@customer-hub/contract/dashboard';
import { PERMISSIONS, type Permission } from '@customer-hub/contract/permissions';
import {
  buildBusinessPartner,
  buildCompany,
  buildContact,
  buildContract,
  buildDocument,
  buildLedgerEntry,
  buildOrder,
  buildSite,
  buildStaff,
  buildTicket,
  buildTrip,
  type Tenant,
} from '../../../test/factories.ts';
import { buildTestApp, rowsOf, sessionFor, viewAsSessionFor, type TestApp } from '../../../test/helpers.ts';

// Every figure of GET /api/dashboard against an independent SQL computation on the same rows,
// for a company-wide, a business-partner and a site-scoped contact; another company's rows are
// seeded alongside and must never count.

let t: TestApp;
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const at = (days: number, hour = 10) => new Date(`${day(days)}T${String(hour).padStart(2, '0')}:00:00Z`);

const ALL: Permission[] = [...PERMISSIONS];
const NO_PRICES = ALL.filter((p) => p !== 'PricesColumn');

interface Fixture {
  a: string;
  b: string;
  p1: string;
  p2: string;
  s1: string;
  s2: string;
  auth: Record<string, { authorization: string }>;
}
let f: Fixture;

async function seedCompany(companyId: string, p1: string, p2: string, s1: string | null, s2: string | null) {
  const db = t.database.db;
  const storage = t.app.storage;
  const places: Tenant[] = [
    { companyId, businessPartnerId: p1, siteId: s1 },
    { companyId, businessPartnerId: p1, siteId: s2 },
    { companyId, businessPartnerId: p2, siteId: null },
  ];
  let n = 0;
  const no = (prefix: string) => `${prefix}-${companyId.slice(0, 4)}-${++n}`;
  for (const [i, place] of places.entries()) {
    const ledger = (over: Parameters<typeof buildLedgerEntry>[3]) => buildLedgerEntry(db, companyId, place.businessPartnerId, { siteId: place.siteId ?? null, documentNo: no('LE'), ...over });
    // Open items in every bucket, a paid one, a credit memo, one in USD.
    for (const due of [null, 5, 0, -1, -30, -31, -45, -60, -61, -90, -91, -400]) {
      await ledger({ postDate: day(-100), dueDate: due === null ? null : day(due), amount: `${100 + i * 10 + (due ?? 7)}.25`, remainingAmount: `${50 + i + Math.abs(due ?? 3)}.10` });
    }
    await ledger({ postDate: day(-20), dueDate: day(-5), amount: '300.00', remainingAmount: '0.00' });
    await ledger({ documentType: 'Credit Memo', postDate: day(-3), dueDate: null, amount: '-40.00', remainingAmount: '-40.00' });
    await ledger({ postDate: day(-10), dueDate: day(-35), amount: '70.00', remainingAmount: '70.00', currency: 'USD' });
    // Payments this month, earlier this year and long ago.
    for (const [post, amount, currency] of [[0, '-120.00', 'EUR'], [-1, '-80.50', 'EUR'], [-45, '-300.00', 'EUR'], [-200, '-999.00', 'EUR'], [-400, '-5.00', 'EUR'], [-2, '-15.00', 'USD']] as const) {
      await ledger({ documentType: 'Payment', postDate: day(post), dueDate: null, amount, remainingAmount: '0.00', currency });
    }
    // Tickets: open in each open status, closed ones (with their closing history) at different ages.
    for (const status of ['Pending', 'Pending', 'Confirming', 'Confirmed'] as const) await buildTicket(db, place, { status, ticketNo: no('TK') });
    for (const [status, created, closed] of [['Done', -10, -2], ['Canceled', -5, -1], ['Done', -400, -380], ['Declined', -3, 0]] as const) {
      const ticket = await buildTicket(db, place, { status, ticketNo: no('TK'), createdAt: at(created, 8) });
      await db.insert(ticketHistory).values([
        { companyId, ticketId: ticket.id, fromStatus: null, toStatus: 'Pending', at: at(created, 8) },
        { companyId, ticketId: ticket.id, fromStatus: 'Pending', toStatus: status, at: at(closed, 14 + i) },
      ]);
    }
    // Orders this month and last year.
    for (const [status, date] of [['Confirming', 0], ['Confirmed', 0], ['Confirmed', -1], ['Cancelled', 0], ['Confirmed', -300]] as const) {
      await buildOrder(db, place, { status, orderDate: day(date), orderNo: no('OR') });
    }
    // Trips of this week (on time, late, not done yet, cancelled) and of other weeks.
    const week = weekOf(day(0));
    const start = (d: number, h: number) => new Date(`${week.from}T00:00:00Z`).getTime() + d * 86_400_000 + h * 3_600_000;
    const trip = (d: number, status: 'Planned' | 'InProgress' | 'Completed' | 'Cancelled', lateBy: number | null) =>
      buildTrip(db, place, {
        tourNo: no('TR'),
        status,
        plannedStart: new Date(start(d, 8)),
        plannedEnd: new Date(start(d, 12)),
        ...(lateBy === null ? {} : { actualStart: new Date(start(d, 8)), actualEnd: new Date(start(d, 12 + lateBy)) }),
      });
    await trip(0, 'Completed', -1);
    await trip(1, 'Completed', 2);
    await trip(2, 'Completed', 10 / 60); // within the 15 minutes' tolerance: on time
    await trip(0, 'Planned', null);
    await trip(6, 'Planned', null);
    await trip(2, 'InProgress', null);
    await trip(3, 'Cancelled', null);
    await trip(-3, 'Completed', 5);
    await trip(8, 'Planned', null);
    // Documents of every section, recent and old, and one of a hidden type.
    for (const [typeCode, date] of [['Budget', -1], ['Folder', 0], ['Folder', -29], ['Folder', -30], ['IncidenceReport', -3], ['OrderList', -4], ['ServiceReport', -5], ['ShipmentNote', -6], ['WasteCertificate', -7], ['InvoicePdf', -1], ['HiddenType', -1]] as const) {
      await buildDocument(db, storage, place, { typeCode, documentDate: day(date), documentNo: no('DOC') });
    }
    // Contracts awaiting approval and approved.
    for (const status of ['Pending', 'Pending', 'Approved'] as const) await buildContract(db, place, { status, contractNo: no('CT') });
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  await db.insert(documentTypes).values({ code: 'HiddenType', names: { 'en-US': 'Hidden', 'es-ES': 'Oculto', 'pt-PT': 'Oculto' }, section: 'Folders', visible: false });
  const a = await buildCompany(db);
  const b = await buildCompany(db);
  const p1 = await buildBusinessPartner(db, a.id);
  const p2 = await buildBusinessPartner(db, a.id);
  const s1 = await buildSite(db, a.id, p1.id, { name: 'Alpha Depot' });
  const s2 = await buildSite(db, a.id, p1.id, { name: 'Beta Store' });
  const bp1 = await buildBusinessPartner(db, b.id);
  const bp2 = await buildBusinessPartner(db, b.id);
  const bs = await buildSite(db, b.id, bp1.id);
  await seedCompany(a.id, p1.id, p2.id, s1.id, s2.id);
  await seedCompany(b.id, bp1.id, bp2.id, bs.id, null);

  const contact = async (over: Parameters<typeof buildContact>[1]) => sessionFor(db, (await buildContact(db, over)).id);
  const companyWide = await buildContact(db, { companyId: a.id, permissions: ALL });
  const admin = await buildStaff(db, 'Admin');
  f = {
    a: a.id,
    b: b.id,
    p1: p1.id,
    p2: p2.id,
    s1: s1.id,
    s2: s2.id,
    auth: {
      company: await sessionFor(db, companyWide.id),
      partner: await contact({ companyId: a.id, treeNodeKind: 'business_partner', treeNodeId: p1.id, permissions: ALL }),
      site: await contact({ companyId: a.id, treeNodeKind: 'site', treeNodeId: s1.id, permissions: ALL }),
      noPrices: await contact({ companyId: a.id, permissions: NO_PRICES }),
      dashboardOnly: await contact({ companyId: a.id, permissions: ['Dashboard'] }),
      someDocuments: await contact({ companyId: a.id, permissions: ['Dashboard', 'SearchDocuments', 'Folders'] }),
      noDashboard: await contact({ companyId: a.id, permissions: ALL.filter((p) => p !== 'Dashboard') }),
      companyB: await contact({ companyId: b.id, permissions: ALL }),
      backoffice: await sessionFor(db, (await buildStaff(db, 'Backoffice')).id),
      admin: await sessionFor(db, admin.id),
      viewAs: await viewAsSessionFor(db, companyWide.id, admin.id),
    },
  };
}, 120_000);
afterAll(() => t.close());

const get = (who: keyof Fixture['auth'], query: Record<string, string> = {}) => t.app.inject({ url: '/api/dashboard', headers: f.auth[who], query });
async function ok(who: keyof Fixture['auth'], query: Record<string, string> = {}) {
  const res = await get(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json() as DashboardResponse, raw: res.body };
}

/** The rows of a raw query. */
const rows = <T>(query: SQL) => rowsOf<T>(t.database.db, query);
const num = (v: unknown) => Math.round(Number(v) * 100) / 100;

/** What each figure must be, computed here by plain SQL on the rows within `place` (a WHERE fragment of the contact's scope). */
async function expected(place: SQL, today: string, from: string, to: string, sections: string[]) {
  const aging = await rows<Record<string, string>>(sql`
    select currency, bucket, count(*)::int as n, sum(remaining_amount) as amount from (
      select currency, remaining_amount, case
        when due_date is null or due_date >= ${today}::date then 'current'
        when ${today}::date - due_date <= 30 then '1-30'
        when ${today}::date - due_date <= 60 then '31-60'
        when ${today}::date - due_date <= 90 then '61-90'
        else '90+' end as bucket
      from ledger_entries where ${place} and remaining_amount <> 0) x
    group by currency, bucket`);
  const currencies = [...new Set(aging.map((r) => r.currency!))];
  const ledger = currencies
    .map((currency) => {
      const of = (bucket: string) => aging.find((r) => r.currency === currency && r.bucket === bucket);
      const buckets = AGING_BUCKETS.map((bucket) => ({ bucket, count: Number(of(bucket)?.n ?? 0), amount: num(of(bucket)?.amount ?? 0) }));
      const overdue = buckets.filter((x) => x.bucket !== 'current');
      return {
        currency,
        openCount: buckets.reduce((s, x) => s + x.count, 0),
        overdueCount: overdue.reduce((s, x) => s + x.count, 0),
        balance: num(buckets.reduce((s, x) => s + x.amount, 0)),
        overdue: num(overdue.reduce((s, x) => s + x.amount, 0)),
        aging: buckets,
      };
    })
    .sort((x, y) => y.openCount - x.openCount || x.currency.localeCompare(y.currency));
  const payments = await rows<{ month: string; currency: string; n: number; amount: string }>(sql`
    select to_char(post_date, 'YYYY-MM') as month, currency, count(*)::int as n, sum(-amount) as amount from ledger_entries
    where ${place} and document_type = 'Payment' and post_date between ${from}::date and ${to}::date group by 1, 2`);
  const openTickets = await rows<{ status: string; n: number }>(sql`
    select status, count(*)::int as n from tickets where ${place} and status in ('Pending', 'Confirming', 'Confirmed') group by status`);
  const [closed] = await rows<{ n: number; hours: string | null }>(sql`
    select count(*)::int as n, avg(extract(epoch from closed_at - created_at) / 3600) as hours from (
      select t.created_at, (select max(h.at) from ticket_history h where h.ticket_id = t.id and h.to_status in ('Done', 'Refused', 'Declined', 'Canceled')) as closed_at
      from tickets t where ${place} and t.status in ('Done', 'Refused', 'Declined', 'Canceled')) x
    where closed_at::date between ${from}::date and ${to}::date`);
  const orders = await rows<{ status: string; n: number }>(sql`
    select status, count(*)::int as n from orders where ${place} and order_date between ${from}::date and ${to}::date group by status`);
  const week = weekOf(today);
  const [trips] = await rows<{ planned: number; done: number; late: number; total: number }>(sql`
    select count(*)::int as total, count(*) filter (where status <> 'Cancelled')::int as planned, count(*) filter (where status = 'Completed')::int as done,
      count(*) filter (where (status = 'Completed' and actual_end > planned_end + interval '15 minutes') or (status in ('Planned', 'InProgress') and planned_end + interval '15 minutes' < now()))::int as late
    from trips where ${place} and (planned_start at time zone 'UTC')::date between ${week.from}::date and ${week.to}::date`);
  const documents = await rows<{ section: string; n: number }>(sql`
    select dt.section, count(*)::int as n from documents d join document_types dt on dt.code = d.type_code
    where ${place} and dt.visible and d.document_date between (${today}::date - 29) and ${today}::date group by dt.section`);
  const [contracts] = await rows<{ n: number }>(sql`select count(*)::int as n from contracts where ${place} and status = 'Pending'`);
  return {
    ledger,
    payments: (currency: string, month: string) => payments.find((p) => p.currency === currency && p.month === month),
    openTickets: Object.fromEntries(openTickets.map((r) => [r.status, r.n])),
    closed: { n: closed!.n, hours: closed!.hours === null ? null : Math.round(Number(closed!.hours) * 10) / 10 },
    orders: Object.fromEntries(orders.map((r) => [r.status, r.n])),
    trips: trips!,
    documents: Object.fromEntries(sections.map((s) => [s, documents.find((d) => d.section === s)?.n ?? 0])),
    contracts: contracts!.n,
  };
}

const SEARCH_SECTIONS = ['Budgets', 'Folders', 'IncidenceReports', 'ListOrders', 'ServiceReports', 'LegalTechnician'];

function check(body: DashboardResponse, e: Awaited<ReturnType<typeof expected>>) {
  expect(body.currentAccount!.currencies).toEqual(e.ledger);
  for (const series of body.currentAccount!.payments) {
    for (const m of series.months) {
      const row = e.payments(series.currency, m.month);
      expect(m, `${series.currency} ${m.month}`).toEqual({ month: m.month, count: row?.n ?? 0, amount: num(row?.amount ?? 0) });
    }
  }
  expect(body.tickets).toEqual({
    open: ['Pending', 'Confirming', 'Confirmed'].map((status) => ({ status, count: e.openTickets[status] ?? 0 })),
    openTotal: Object.values(e.openTickets).reduce((s, n) => s + n, 0),
    closedInPeriod: e.closed.n,
    averageHoursToClose: e.closed.hours,
  });
  expect(Object.fromEntries(body.orders!.byStatus.filter((s) => s.count).map((s) => [s.status, s.count]))).toEqual(e.orders);
  expect(body.trips).toMatchObject({ planned: e.trips.planned, done: e.trips.done, late: e.trips.late });
  expect(body.trips!.byStatus.reduce((s, x) => s + x.count, 0)).toBe(e.trips.total);
  expect(Object.fromEntries(body.documents!.bySection.map((s) => [s.section, s.count]))).toEqual(e.documents);
  expect(body.contracts).toEqual({ awaitingApproval: e.contracts });
}

describe('GET /api/dashboard — every figure equals SQL on the seeded rows', () => {
  const scopes = {
    company: () => sql`company_id = ${f.a}`,
    partner: () => sql`company_id = ${f.a} and business_partner_id = ${f.p1}`,
    site: () => sql`company_id = ${f.a} and site_id = ${f.s1}`,
  };

  for (const [who, place] of Object.entries(scopes) as [keyof typeof scopes, () => SQL][]) {
    for (const period of ['month', '3m', '12m'] as const) {
      it(`for a ${who}-scoped contact, period ${period}`, async () => {
        const { body } = await ok(who, { period });

        expect(body.period.period).toBe(period);
        const e = await expected(place(), body.today, body.period.from, body.period.to, SEARCH_SECTIONS);
        check(body, e);
        // The seed puts rows in every figure, so none of these checks compares zeros only.
        expect(body.currentAccount!.currencies[0]!.aging.every((b) => b.count > 0)).toBe(true);
        expect(body.trips!.late).toBeGreaterThan(0);
      });
    }
  }

  it('narrows every figure to the chosen site, for a company-wide contact', async () => {
    const { body } = await ok('company', { period: '12m', siteId: f.s2 });

    expect(body.siteId).toBe(f.s2);
    check(body, await expected(sql`company_id = ${f.a} and site_id = ${f.s2}`, body.today, body.period.from, body.period.to, SEARCH_SECTIONS));
  });

  it('takes a custom period, every month of it in the payments series', async () => {
    const from = day(-70);
    const to = day(-1);
    const { body } = await ok('company', { period: 'custom', from, to });

    expect(body.period).toEqual({ period: 'custom', from, to });
    const months = body.currentAccount!.payments[0]!.months.map((m) => m.month);
    expect(months[0]).toBe(from.slice(0, 7));
    expect(months.at(-1)).toBe(to.slice(0, 7));
    check(body, await expected(scopes.company(), body.today, from, to, SEARCH_SECTIONS));
  });

  it('never counts another company’s rows, and the other company sees only its own', async () => {
    const mine = await ok('company', { period: '12m' });
    const theirs = await ok('companyB', { period: '12m' });

    check(theirs.body, await expected(sql`company_id = ${f.b}`, theirs.body.today, theirs.body.period.from, theirs.body.period.to, SEARCH_SECTIONS));
    const everyone = await expected(sql`company_id in (${f.a}, ${f.b})`, mine.body.today, mine.body.period.from, mine.body.period.to, SEARCH_SECTIONS);
    expect(mine.body.tickets!.openTotal).toBeLessThan(Object.values(everyone.openTickets).reduce((s, n) => s + n, 0));
    expect(mine.body.contracts!.awaitingApproval).toBeLessThan(everyone.contracts);
  });

  it('offers the site filter to a company-wide contact, not to a site-scoped one', async () => {
    expect((await ok('company')).body.sites).toEqual([
      { id: f.s1, name: 'Alpha Depot' },
      { id: f.s2, name: 'Beta Store' },
    ]);
    expect((await ok('site')).body.sites).toBeUndefined();
  });
});

describe('GET /api/dashboard — the lists behind the figures', () => {
  it('lists exactly an aging bucket’s entries in the current account filtered by its state and due dates', async () => {
    const { body } = await ok('partner');
    for (const bucket of AGING_BUCKETS) {
      const filter = agingFilter(bucket, body.today);
      const res = await t.app.inject({ url: '/api/current-account', headers: f.auth.partner, query: { ...filter, pageSize: '100' } });
      const list = res.json() as { total: number; totals: { currency: string; balance: number; otherCurrencies?: { currency: string; balance: number }[] } };
      const figures = body.currentAccount!.currencies.map((c) => ({ currency: c.currency, ...c.aging.find((b) => b.bucket === bucket)! }));

      expect(list.total, bucket).toBe(figures.reduce((sum, c) => sum + c.count, 0));
      const balances = [list.totals, ...(list.totals.otherCurrencies ?? [])].map((c) => [c.currency, c.balance]);
      expect(Object.fromEntries(balances), bucket).toEqual(Object.fromEntries(figures.filter((c) => c.count > 0).map((c) => [c.currency, c.amount])));
    }
  });
});

describe('GET /api/dashboard — amounts and permissions', () => {
  it('leaves every amount out without PricesColumn, keys and all, keeping the counts', async () => {
    const priced = await ok('company', { period: '12m' });
    const { body, raw } = await ok('noPrices', { period: '12m' });

    for (const key of ['"amount"', '"balance"', '"overdue"']) {
      expect(raw).not.toContain(key);
      expect(JSON.stringify(priced.body)).toContain(key);
    }
    expect(body.currentAccount!.currencies.map((c) => c.aging.map((b) => b.count))).toEqual(priced.body.currentAccount!.currencies.map((c) => c.aging.map((b) => b.count)));
    expect(body.currentAccount!.payments[0]!.months.map((m) => m.count)).toEqual(priced.body.currentAccount!.payments[0]!.months.map((m) => m.count));
  });

  it('answers only the sections whose lists the contact may open', async () => {
    const { body } = await ok('dashboardOnly');
    expect(Object.keys(body).sort()).toEqual(['period', 'siteId', 'sites', 'today']);

    const some = (await ok('someDocuments')).body;
    expect(Object.keys(some).sort()).toEqual(['documents', 'period', 'siteId', 'sites', 'today']);
    // Budgets needs SearchDocuments only; Folders its data tab too; hidden types never count.
    expect(some.documents!.bySection).toEqual([
      { section: 'Budgets', count: 3 },
      { section: 'Folders', count: 6 },
    ]);
  });

  it('shows staff the figures of the company they choose, whole, and asks them to choose one', async () => {
    const { documents: contactDocuments, ...contact } = (await ok('company', { period: '3m' })).body;
    const { documents: staffDocuments, satisfaction, ...staff } = (await ok('backoffice', { period: '3m', companyId: f.a })).body;
    expect(staff).toEqual(contact);
    // Staff alone have the satisfaction card (satisfaction-report.test.ts has its figures).
    expect(contact.satisfaction).toBeUndefined();
    expect(satisfaction).toMatchObject({ surveys: 0, answers: 0 });
    // Staff also count the documents of types hidden from customers.
    expect(staffDocuments!.total).toBeGreaterThan(contactDocuments!.total);
    expect((await ok('admin', { companyId: f.b })).body.currentAccount).toEqual((await ok('companyB')).body.currentAccount);
    const unchosen = await get('admin');
    expect([unchosen.statusCode, unchosen.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await get('admin', { companyId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    // A contact's company is their own: another one's id is not found.
    expect((await get('companyB', { companyId: f.a })).statusCode).toBe(404);
    expect((await get('company', { companyId: f.a })).statusCode).toBe(200);
  });

  it('refuses a contact without Dashboard, and lets a view-as session read', async () => {
    expect((await get('noDashboard')).statusCode).toBe(403);
    const viewing = await ok('viewAs', { period: '3m' });
    expect(viewing.body).toEqual((await ok('company', { period: '3m' })).body);
  });

  it('refuses a site outside the scope with 404 and a bad period with 400', async () => {
    expect((await get('site', { siteId: f.s2 })).statusCode).toBe(404);
    expect((await get('company', { siteId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const bad: Record<string, string>[] = [{ period: 'week' }, { period: 'custom' }, { period: 'custom', from: day(-1), to: day(-2) }, { period: 'custom', from: day(-800), to: day(0) }, { period: 'month', from: day(-3) }, { siteId: 'x' }];
    for (const query of bad) {
      const res = await get('company', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
