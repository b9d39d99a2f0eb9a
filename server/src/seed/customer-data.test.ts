import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_STATUSES } from '@customer-hub/contract/contracts';
import { ORDER_STATUSES } from '@customer-hub/contract/orders';
import { TRANSPORT_STATUSES } from '@customer-hub/contract/transports';
import { TRIP_STATUSES } from '@customer-hub/contract/trips';
import { LEDGER_DOCUMENT_TYPES } from '@customer-hub/contract/current-account';
import { buildTestApp, signInAccepting, type TestApp } from '../../test/helpers.ts';
import { demoLedger } from './customer-data.ts';
import { seedDemo } from './demo.ts';
import { addDays, DEMO_ANCHOR, DEMO_YEAR } from './demo-random.ts';

let t: TestApp;
let seedMs = 0;
beforeAll(async () => {
  t = await buildTestApp();
  const started = performance.now();
  await seedDemo(t.database.db, 'a-demo-password-1');
  seedMs = performance.now() - started;
});
afterAll(() => t.close());

const rows = async <T,>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('demo customer data', () => {
  it('seeds quickly', () => {
    // Budget 3 s on PGlite; the assertion leaves room for a slow CI machine.
    expect(seedMs).toBeLessThan(6000);
  });

  it('gives every partner a year of every document type, numbers unique, amounts agreeing with what remains', async () => {
    const perPartner = await rows<{ customer_no: string; types: string[]; n: number; amount: string; remaining: string; first: string; last: string; distinct_nos: number }>(sql`
      select bp.customer_no, array_agg(distinct le.document_type) as types, count(*)::int as n,
             sum(le.amount)::text as amount, sum(le.remaining_amount)::text as remaining,
             min(le.post_date)::text as first, max(le.post_date)::text as last, count(distinct le.document_no)::int as distinct_nos
      from ledger_entries le join business_partners bp on bp.id = le.business_partner_id group by bp.customer_no order by 1`);

    expect(perPartner.map((p) => p.customer_no)).toEqual(['C10001', 'C10002', 'C20001']);
    for (const p of perPartner) {
      expect([...p.types].sort()).toEqual([...LEDGER_DOCUMENT_TYPES].sort());
      // A monthly invoice per site with most of them paid, extra works and the dunning: ~40 (fewer
      // early in a month, whose extra works are not invoiced yet).
      expect(p.n).toBeGreaterThan(30);
      expect(p.distinct_nos).toBe(p.n);
      expect(p.amount).toBe(p.remaining);
      expect(p.first >= addDays(DEMO_ANCHOR, -365) && p.last <= DEMO_ANCHOR).toBe(true);
    }
    const total = perPartner.reduce((n, p) => n + p.n, 0);
    expect(total).toBeGreaterThan(150);
    expect(total).toBeLessThan(600);
  });

  it('keeps the invoice the sign-up demo uses, and has paid, overdue and open entries as of the anchor', async () => {
    const [signUp] = await rows<{ document_type: string }>(sql`
      select le.document_type from ledger_entries le join business_partners bp on bp.id = le.business_partner_id
      where bp.customer_no = 'C10001' and le.document_no = ${`FT ${DEMO_YEAR}/10001-1`}`);
    expect(signUp?.document_type).toBe('Invoice');
    const [states] = await rows<{ paid: number; overdue: number; open: number }>(sql`
      select count(*) filter (where remaining_amount = 0)::int as paid,
             count(*) filter (where remaining_amount <> 0 and due_date < ${DEMO_ANCHOR})::int as overdue,
             count(*) filter (where remaining_amount <> 0 and (due_date is null or due_date >= ${DEMO_ANCHOR}))::int as open
      from ledger_entries`);
    expect(states!.paid).toBeGreaterThan(50);
    expect(states!.overdue).toBeGreaterThanOrEqual(6);
    expect(states!.open).toBeGreaterThanOrEqual(6);
  });

  it('is dated up to today: the latest ledger entries and trips fall in the current month', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const [latest] = await rows<{ ledger: string; trip: string; order: string }>(sql`
      select (select max(post_date) from ledger_entries where post_date <= ${DEMO_ANCHOR})::text as ledger,
             (select max(planned_start) from trips where planned_start <= now())::date::text as trip,
             (select max(order_date) from orders where order_date <= ${DEMO_ANCHOR})::text as order`);
    expect([latest!.ledger.slice(0, 7), latest!.trip.slice(0, 7), latest!.order.slice(0, 7)]).toEqual([month, month, month]);
    expect(DEMO_ANCHOR).toBe(new Date().toISOString().slice(0, 10));
  });

  it('is deterministic', () => {
    const partner = { companyId: 'c', businessPartnerId: 'b', customerNo: 'C99999', name: 'X', kind: 'retail' as const, country: 'PT' as const, paymentTermsDays: 30, sites: [{ id: 's', code: 'S', name: 'S', city: 'C', address: 'A' }] };
    expect(demoLedger(partner)).toEqual(demoLedger(partner));
  });

  it('seeds contracts with lines, trips with stops, teams, orders with history, stocks and transports in every status', async () => {
    const statuses = async (table: string) => (await rows<{ status: string }>(sql.raw(`select distinct status from ${table} order by 1`))).map((r) => r.status);
    expect(await statuses('contracts')).toEqual([...CONTRACT_STATUSES].sort());
    expect(await statuses('trips')).toEqual([...TRIP_STATUSES].sort());
    expect(await statuses('orders')).toEqual([...ORDER_STATUSES].sort());
    expect(await statuses('transports')).toEqual([...TRANSPORT_STATUSES].sort());

    const [orphans] = await rows<{ contracts: number; trips: number; orders: number; sites_without_teams: number; sites_without_stock: number; transports_on_trips: number }>(sql`
      select
        (select count(*) from contracts c where not exists (select 1 from contract_lines l where l.contract_id = c.id))::int as contracts,
        (select count(*) from trips tr where not exists (select 1 from trip_stops s where s.trip_id = tr.id))::int as trips,
        (select count(*) from orders o where not exists (select 1 from order_history h where h.order_id = o.id))::int as orders,
        (select count(*) from sites s where not exists (select 1 from teams tm where tm.site_id = s.id))::int as sites_without_teams,
        (select count(*) from sites s where not exists (select 1 from stocks st where st.site_id = s.id))::int as sites_without_stock,
        (select count(*) from transports where trip_id is not null)::int as transports_on_trips`);
    expect(orphans).toMatchObject({ contracts: 0, trips: 0, orders: 0, sites_without_teams: 0, sites_without_stock: 0 });
    expect(orphans!.transports_on_trips).toBeGreaterThan(20);
  });

  it('writes no sentence of its own into order history: what happened is the status change, which the reader sees in their language', async () => {
    const [history] = await rows<{ total: number; with_note: number }>(sql`select count(*)::int as total, count(note)::int as with_note from order_history`);
    expect(history!.total).toBeGreaterThan(0);
    expect(history!.with_note).toBe(0);
  });

  it('gives the Porto Norte contact (customer.limited) its own site’s current account, without prices', async () => {
    const auth = await signInAccepting(t.app, 'customer.limited', 'a-demo-password-1');

    const res = await t.app.inject({ url: '/api/current-account', headers: auth, query: { pageSize: '100' } });

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThan(20);
    expect(new Set(body.items.map((i: { siteName: string }) => i.siteName))).toEqual(new Set(['Porto Norte']));
    expect(res.body).not.toMatch(/"(amount|remainingAmount|balance)":/);
    const [siteRows] = await rows<{ n: number }>(sql`
      select count(*)::int as n from orders o join sites s on s.id = o.site_id where s.code = 'OPO-NOR'`);
    expect(siteRows!.n).toBeGreaterThan(3);
  });
});
