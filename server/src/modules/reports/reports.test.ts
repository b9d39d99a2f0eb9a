import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetReportResponse, ReportRow } from '@customer-hub/contract/reports';
import { buildTestApp, rowsOf, type TestApp } from '../../../test/helpers.ts';
import { daysFromToday } from '../../../test/ledger-fixture.ts';
import { buildReportsFixture, type ReportsFixture } from '../../../test/reports-fixture.ts';

let t: TestApp;
let f: ReportsFixture;
beforeAll(async () => {
  t = await buildTestApp();
  f = await buildReportsFixture(t.database.db);
});
afterAll(() => t.close());

type Auth = { authorization: string };
const list = (auth: Auth) => t.app.inject({ url: '/api/reports', headers: auth });
const report = (auth: Auth, id: string, query: Record<string, string> = {}) => t.app.inject({ url: `/api/reports/${id}`, headers: auth, query: { pageSize: '200', ...query } });
const body = (res: { json: () => unknown }) => res.json() as GetReportResponse;
const today = () => daysFromToday(0);
const db = () => t.database.db;

/** The three kinds of contact of company A and, independently of the scope module, the rows each sees. */
const KINDS = ['company', 'partner', 'site'] as const;
type Kind = (typeof KINDS)[number];
function seenBy(kind: Kind, table: string): SQL {
  const a = f.companyA.id;
  const t = sql.raw(table);
  if (kind === 'company') return sql`${t}.company_id = ${a}`;
  if (kind === 'partner') return sql`${t}.company_id = ${a} and ${t}.business_partner_id = ${f.partners.P1.id}`;
  return sql`${t}.company_id = ${a} and ${t}.site_id = ${f.sites.S1.id}`;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const byId = (rows: ReportRow[]) => new Map(rows.map((r) => [r.id as string, r]));

describe('GET /api/reports', () => {
  it('lists the built-in reports the caller’s permissions open, in the caller’s language', async () => {
    const all = await list(f.auth.company);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().items.map((i: { id: string }) => i.id)).toEqual(['statement-of-account', 'aging-by-partner', 'ticket-history', 'orders-by-site-month', 'trips-by-month']);
    expect(all.json().items[1]).toEqual({
      id: 'aging-by-partner',
      kind: 'builtIn',
      title: 'Aging by business partner',
      description: expect.stringContaining('over 90 days'),
    });
    // A statement is all prices.
    expect((await list(f.auth.companyNoPrices)).json().items.map((i: { id: string }) => i.id)).not.toContain('statement-of-account');
    expect((await list(f.auth.reportsOnly)).json().items).toEqual([]);
    expect((await list(f.auth.spanish)).json().items[0].title).toBe('Extracto de cuenta');
    expect((await list(f.auth.noReports)).statusCode).toBe(403);
  });

  describe('BI entries from the reporting settings', () => {
    const settings = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/settings/reports', headers: f.auth.admin, payload });
    const bi = async () => (await list(f.auth.reportsOnly)).json().items;
    const POWER_BI = {
      reportsProvider: 'powerBi',
      powerBiTenantId: 'contoso.onmicrosoft.com',
      powerBiClientId: '1b4f6a2e-8c3d-4e5f-9a0b-1c2d3e4f5a6b',
      powerBiClientSecret: 'a-client-secret',
      powerBiWorkspaceId: '2c5a7b3f-9d4e-4f60-8b1c-2d3e4f5a6b7c',
      powerBiReportId: '3d6b8c4a-0e5f-4071-9c2d-3e4f5a6b7c8d',
    };
    afterAll(async () => void (await settings({ reportsProvider: 'builtIn', powerBiClientSecret: '' })));

    it('adds Power BI only when every value of the embed is set', async () => {
      expect((await settings(POWER_BI)).statusCode).toBe(200);
      expect(await bi()).toEqual([{ id: 'power-bi', kind: 'bi', provider: 'powerBi', title: 'Power BI report', description: expect.any(String) }]);
      // A company's report (row-level security on it): staff, who have no company, are not offered it.
      expect((await list(f.auth.admin)).json().items.map((r: { id: string }) => r.id)).not.toContain('power-bi');
      // A save that would leave a value out is refused, and the entry stays.
      expect((await settings({ ...POWER_BI, powerBiClientSecret: '' })).statusCode).toBe(400);
      expect((await settings({ ...POWER_BI, powerBiReportId: '' })).statusCode).toBe(400);
      expect((await bi()).map((r: { id: string }) => r.id)).toEqual(['power-bi']);
      // No report of the settings' own, and none of the company's.
      expect((await settings({ ...POWER_BI, powerBiWorkspaceId: '', powerBiReportId: '' })).statusCode).toBe(200);
      expect(await bi()).toEqual([]);
    });

    it('adds Qlik Sense’s reports and dashboard when the ticket URL, the user directory and each one’s URL are set', async () => {
      const qlik = { reportsProvider: 'qlik', qlikUserDirectory: 'CUSTOMERS', qlikTicketUrl: 'https://qlik.example.test:4243/qps', qlikReportsUrl: 'https://qlik.example.test/reports', qlikDashboardUrl: 'https://qlik.example.test/dashboard' };
      await settings(qlik);
      expect((await bi()).map((r: { id: string; provider: string }) => `${r.id}:${r.provider}`)).toEqual(['qlik-reports:qlik', 'qlik-dashboard:qlik']);
      await settings({ ...qlik, qlikDashboardUrl: '' });
      expect((await bi()).map((r: { id: string }) => r.id)).toEqual(['qlik-reports']);
      for (const missing of [{ qlikTicketUrl: '' }, { qlikUserDirectory: '' }, { qlikReportsUrl: '', qlikDashboardUrl: '' }]) {
        expect((await settings({ ...qlik, ...missing })).statusCode, JSON.stringify(missing)).toBe(400);
      }
      expect((await bi()).map((r: { id: string }) => r.id)).toEqual(['qlik-reports']);
      // The provider decides: Qlik values set while Power BI is chosen add nothing.
      await settings({ ...qlik, reportsProvider: 'builtIn' });
      expect(await bi()).toEqual([]);
    });

    it('answers 404 for a BI entry’s rows and file (they are served by their own endpoints)', async () => {
      await settings(POWER_BI);
      expect((await bi()).map((r: { id: string }) => r.id)).toEqual(['power-bi']);
      for (const id of ['power-bi', 'qlik-reports', 'qlik-dashboard', 'no-such-report']) {
        expect((await report(f.auth.company, id)).statusCode).toBe(404);
        expect((await t.app.inject({ url: `/api/reports/${id}/export?format=pdf`, headers: f.auth.company })).statusCode).toBe(404);
      }
    });
  });
});

describe('GET /api/reports/:id — permissions and filters', () => {
  it('needs Reports and the permission of the data behind the report', async () => {
    for (const id of ['aging-by-partner', 'ticket-history', 'orders-by-site-month', 'trips-by-month', 'statement-of-account']) {
      expect((await report(f.auth.reportsOnly, id)).statusCode, id).toBe(403);
      expect((await report(f.auth.noReports, id)).statusCode, id).toBe(403);
      expect((await report(f.auth.company, id)).statusCode, id).toBe(200);
      // Staff read a statement of one company at a time: its balances never add two companies together.
      const query: Record<string, string> = id === 'statement-of-account' ? { businessPartnerId: f.partners.B.id } : {};
      expect((await report(f.auth.admin, id, query)).statusCode, id).toBe(200);
    }
    expect((await report(f.auth.admin, 'statement-of-account')).json()).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'SEVERAL_COMPANIES' });
    expect((await report(f.auth.companyNoPrices, 'statement-of-account')).statusCode).toBe(403);
  });

  it('refuses a status the report does not know, and a period that ends before it starts', async () => {
    const wrong = await report(f.auth.company, 'ticket-history', { status: 'Shipped' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ path: 'querystring.status', message: expect.any(String) }]);
    expect((await report(f.auth.company, 'trips-by-month', { from: '2026-05-01', to: '2026-04-01' })).statusCode).toBe(400);
  });

  it('pages the rows while totals and figures stay those of every row', async () => {
    const whole = body(await report(f.auth.company, 'ticket-history'));
    const page2 = body(await report(f.auth.company, 'ticket-history', { page: '2', pageSize: '1' }));
    expect(page2.total).toBe(whole.total);
    expect(page2.rows).toEqual([whole.rows[1]]);
    expect(page2.totals).toEqual(whole.totals);
    expect(page2.summary).toEqual(whole.summary);
  });

  it('offers the business partners and sites of the caller’s scope only', async () => {
    const names = (r: GetReportResponse) => [r.options.businessPartners.map((p) => p.name).sort(), r.options.sites.map((s) => s.name).sort()];
    expect(names(body(await report(f.auth.company, 'trips-by-month')))).toEqual([['Alpha North', 'Alpha South'], ['North Depot', 'North Store']]);
    expect(names(body(await report(f.auth.partner, 'trips-by-month')))).toEqual([['Alpha North'], ['North Depot', 'North Store']]);
    expect(names(body(await report(f.auth.site, 'trips-by-month')))).toEqual([['Alpha North'], ['North Depot']]);
    expect(names(body(await report(f.auth.companyB, 'trips-by-month')))).toEqual([['Beta Main'], ['Beta Hub']]);
  });

  it('lets a partner or site filter narrow the scope, never widen it', async () => {
    const site2 = body(await report(f.auth.company, 'orders-by-site-month', { siteId: f.sites.S2.id }));
    expect(site2.rows.map((r) => r.site)).toEqual(['North Store']);
    // Another company's partner, or a site outside the contact's scope, gives nothing.
    expect(body(await report(f.auth.company, 'orders-by-site-month', { businessPartnerId: f.partners.B.id })).rows).toEqual([]);
    expect(body(await report(f.auth.site, 'orders-by-site-month', { siteId: f.sites.S2.id })).rows).toEqual([]);
  });
});

describe('each report equals an independent SQL computation, per kind of contact', () => {
  it.each(KINDS)('aging by business partner (%s contact)', async (kind) => {
    const res = await report(f.auth[kind], 'aging-by-partner');
    expect(res.statusCode, res.body).toBe(200);
    const r = body(res);
    const d = today();
    const expected = await rowsOf<Record<string, string>>(
      db(),
      sql`select business_partner_id || ':' || currency as id,
            sum(case when due_date is null or due_date >= ${d}::date then remaining_amount else 0 end) as "current",
            sum(case when due_date < ${d}::date and due_date >= ${d}::date - 30 then remaining_amount else 0 end) as "days1to30",
            sum(case when due_date < ${d}::date - 30 and due_date >= ${d}::date - 60 then remaining_amount else 0 end) as "days31to60",
            sum(case when due_date < ${d}::date - 60 and due_date >= ${d}::date - 90 then remaining_amount else 0 end) as "days61to90",
            sum(case when due_date < ${d}::date - 90 then remaining_amount else 0 end) as "over90",
            sum(remaining_amount) as total
          from ledger_entries le where ${seenBy(kind, 'le')} and remaining_amount <> 0 group by business_partner_id, currency`,
    );
    expect(r.rows.length).toBe(expected.length);
    const got = byId(r.rows);
    for (const e of expected) {
      for (const k of ['current', 'days1to30', 'days31to60', 'days61to90', 'over90', 'total']) expect(got.get(e.id!)?.[k], `${e.id} ${k}`).toBe(num(e[k]));
    }
    const totals = await rowsOf<{ currency: string; total: string }>(
      db(),
      sql`select currency, sum(remaining_amount) as total from ledger_entries le where ${seenBy(kind, 'le')} and remaining_amount <> 0 group by currency`,
    );
    expect(Object.fromEntries(r.totals.map((x) => [x.currency, x.total]))).toEqual(Object.fromEntries(totals.map((x) => [x.currency, num(x.total)])));
    // Company B's amounts are 999: no number of the answer may be one (ids and customer numbers
    // are strings, and random ones may hold the digits).
    const numbers = JSON.stringify(r).match(/(?<=:)-?\d+(\.\d+)?(?=[,}\]])/g) ?? [];
    expect(numbers.length).toBeGreaterThan(10);
    expect(numbers).not.toContain('999');
  });

  it('aging by business partner (company B never sees company A’s entries, nor A B’s)', async () => {
    const b = body(await report(f.auth.companyB, 'aging-by-partner'));
    expect(b.rows.map((r) => r.businessPartner)).toEqual(['Beta Main']);
    expect(b.totals).toEqual([{ id: 'total-EUR', currency: 'EUR', current: 0, days1to30: 999, days31to60: 0, days61to90: 0, over90: 0, total: 999 }]);
  });

  it.each(KINDS)('statement of account (%s contact)', async (kind) => {
    const from = daysFromToday(-50);
    const to = today();
    const r = body(await report(f.auth[kind], 'statement-of-account', { from, to }));
    const expected = await rowsOf<{ currency: string; n: number; debit: string; credit: string; closing: string }>(
      db(),
      sql`select currency,
            (count(*) filter (where post_date >= ${from}::date))::int as n,
            coalesce(sum(amount) filter (where post_date >= ${from}::date and amount >= 0), 0) as debit,
            coalesce(-sum(amount) filter (where post_date >= ${from}::date and amount < 0), 0) as credit,
            sum(amount) as closing
          from ledger_entries le where ${seenBy(kind, 'le')} and post_date <= ${to}::date group by currency`,
    );
    expect(r.total).toBe(expected.reduce((s, e) => s + e.n, 0));
    for (const e of expected) {
      expect(r.totals.find((x) => x.currency === e.currency)).toEqual({ id: `total-${e.currency}`, currency: e.currency, debit: num(e.debit), credit: num(e.credit), balance: num(e.closing) });
      expect(r.summary.find((s) => s.key === 'closingBalance' && s.currency === e.currency)?.value).toBe(num(e.closing));
    }
    // The last row's running balance is the closing balance of its currency.
    const lastEur = r.rows.filter((x) => x.currency === 'EUR').at(-1);
    if (lastEur) expect(lastEur.balance).toBe(num(expected.find((e) => e.currency === 'EUR')!.closing));
  });

  it.each(KINDS)('service request history (%s contact)', async (kind) => {
    const r = body(await report(f.auth[kind], 'ticket-history'));
    const from = r.filters.applied.from!;
    const start = new Date(`${today().slice(0, 7)}-01T00:00:00Z`);
    start.setUTCMonth(start.getUTCMonth() - 11);
    expect(from).toBe(start.toISOString().slice(0, 10));
    const expected = await rowsOf<{ id: string; days: string | null }>(
      db(),
      sql`select tk.id, (select extract(epoch from max(h.at) - tk.created_at) / 86400 from ticket_history h where h.ticket_id = tk.id and h.to_status = tk.status
                          and tk.status in ('Done', 'Refused', 'Declined', 'Canceled')) as days
          from tickets tk where ${seenBy(kind, 'tk')} and tk.created_at >= ${from}::date and tk.created_at < ${today()}::date + 1
          order by tk.created_at desc`,
    );
    expect(r.rows.map((x) => x.id)).toEqual(expected.map((e) => e.id));
    const days = expected.map((e) => num(e.days)).filter((d): d is number => d !== null);
    const average = days.length ? Math.round((days.reduce((s, d) => s + d, 0) / days.length) * 10) / 10 : null;
    expect(r.summary).toEqual([
      { key: 'tickets', kind: 'integer', value: expected.length },
      { key: 'open', kind: 'integer', value: expected.length - days.length },
      { key: 'closed', kind: 'integer', value: days.length },
      { key: 'averageDaysToClose', kind: 'decimal', value: average },
    ]);
    const budgets = await rowsOf<{ currency: string; budget: string }>(
      db(),
      sql`select currency, coalesce(sum(proposed_budget), 0) as budget from tickets tk
          where ${seenBy(kind, 'tk')} and tk.created_at >= ${from}::date group by currency`,
    );
    expect(Object.fromEntries(r.totals.map((x) => [x.currency, x.budget]))).toEqual(Object.fromEntries(budgets.map((b) => [b.currency, num(b.budget)])));
  });

  it('service request history filtered by status', async () => {
    const r = body(await report(f.auth.company, 'ticket-history', { status: 'Done,Canceled' }));
    expect(r.rows.map((x) => x.ticketNo).sort()).toEqual(['TK-A-1', 'TK-A-3']);
    expect(r.rows.find((x) => x.ticketNo === 'TK-A-1')).toMatchObject({ daysToClose: 10, status: 'Done', priority: 'High', site: 'North Depot', budget: 120 });
    expect(r.filters.applied.status).toEqual(['Done', 'Canceled']);
  });

  it.each(KINDS)('orders by site and month (%s contact)', async (kind) => {
    const r = body(await report(f.auth[kind], 'orders-by-site-month'));
    const from = r.filters.applied.from!;
    const expected = await rowsOf<{ id: string; orders: number; cancelled: number; value: string }>(
      db(),
      sql`select o.business_partner_id || ':' || coalesce(o.site_id::text, '-') || ':' || to_char(o.order_date, 'YYYY-MM') || ':' || o.currency as id,
            count(*)::int as orders, sum(case when o.status = 'Cancelled' then 1 else 0 end)::int as cancelled,
            coalesce(sum(case when o.status = 'Cancelled' then 0 else o.quantity * coalesce(o.unit_price, 0) end), 0) as value
          from orders o where ${seenBy(kind, 'o')} and o.order_date between ${from}::date and ${today()}::date
          group by 1`,
    );
    expect(r.rows.length).toBe(expected.length);
    const got = byId(r.rows);
    for (const e of expected) expect(got.get(e.id), e.id).toMatchObject({ orders: e.orders, cancelled: e.cancelled, value: num(e.value) });
    const all = expected.reduce((s, e) => s + e.orders, 0);
    expect(r.summary.find((s) => s.key === 'orders')?.value).toBe(all);
    expect(r.totals.reduce((s, x) => s + (x.orders as number), 0)).toBe(all);
  });

  it.each(KINDS)('trips by month with punctuality (%s contact)', async (kind) => {
    const r = body(await report(f.auth[kind], 'trips-by-month'));
    const from = r.filters.applied.from!;
    const expected = await rowsOf<{ month: string; trips: number; on_time: number; late: number }>(
      db(),
      sql`select to_char(planned_start at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as trips,
            sum(case when actual_end is not null and actual_end <= planned_end + interval '15 minutes' then 1 else 0 end)::int as on_time,
            sum(case when actual_end > planned_end + interval '15 minutes' then 1 else 0 end)::int as late
          from trips tr where ${seenBy(kind, 'tr')} and planned_start >= ${from}::date group by 1 order by 1`,
    );
    expect(r.rows.map((x) => [x.month, x.trips, x.onTime, x.late])).toEqual(expected.map((e) => [e.month, e.trips, e.on_time, e.late]));
    const onTime = expected.reduce((s, e) => s + e.on_time, 0);
    const late = expected.reduce((s, e) => s + e.late, 0);
    expect(r.totals[0]).toMatchObject({ trips: expected.reduce((s, e) => s + e.trips, 0), onTime, late, punctuality: onTime + late ? Math.round((onTime / (onTime + late)) * 10_000) / 10_000 : null });
  });

  it('trips by month: the late ones’ average delay, and another company’s trip never counts', async () => {
    const a = body(await report(f.auth.company, 'trips-by-month'));
    // Late: 45 and 120 minutes past the planned end; the 10-minute one is on time.
    expect(a.totals[0]).toMatchObject({ trips: 5, completed: 3, cancelled: 1, onTime: 1, late: 2, punctuality: 0.3333, averageDelayMinutes: 82.5 });
    expect(body(await report(f.auth.companyB, 'trips-by-month')).totals[0]).toMatchObject({ trips: 1, late: 1, averageDelayMinutes: 300 });
  });
});

describe('amounts only with PricesColumn', () => {
  it('aging without PricesColumn counts open documents and holds no amount', async () => {
    const res = await report(f.auth.companyNoPrices, 'aging-by-partner');
    const r = body(res);
    expect(r.prices).toBe(false);
    expect(r.columns.some((c) => c.kind === 'money')).toBe(false);
    expect(r.columns.map((c) => c.key)).not.toContain('currency');
    const counts = await rowsOf<{ n: number }>(db(), sql`select count(*)::int as n from ledger_entries le where ${seenBy('company', 'le')} and remaining_amount <> 0`);
    expect(r.totals[0]!.total).toBe(counts[0]!.n);
    // Raw JSON: none of the amounts of company A's open items.
    for (const amount of ['500', '250.5', '12.34', '120', '80', '1172.84', '962.84']) expect(res.body).not.toMatch(new RegExp(`[:,\\[]${amount.replace('.', '\\.')}[,}\\]]`));
  });

  it.each(['ticket-history', 'orders-by-site-month'])('%s without PricesColumn has no budget, value or currency', async (id) => {
    const res = await report(f.auth.companyNoPrices, id);
    const r = body(res);
    expect(r.prices).toBe(false);
    expect(r.columns.map((c) => c.key)).not.toEqual(expect.arrayContaining(['budget']));
    expect(r.columns.map((c) => c.key)).not.toContain('value');
    expect(r.columns.map((c) => c.key)).not.toContain('currency');
    for (const key of ['"budget"', '"currency"', '"key":"value"']) expect(res.body).not.toContain(key);
    for (const row of [...r.rows, ...r.totals]) expect(Object.keys(row)).not.toEqual(expect.arrayContaining(['value']));
    expect(res.body).not.toContain('35.5');
  });
});
