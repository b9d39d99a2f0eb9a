import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CURRENT_ACCOUNT_COUNT_CAP, CURRENT_ACCOUNT_SORTS, type CurrentAccountEntry } from '@customer-hub/contract/current-account';
import { buildBusinessPartner, buildCompany, buildContact } from '../../../test/factories.ts';
import { sessionFor, type TestApp } from '../../../test/helpers.ts';
import { A_ENTRIES, buildLedgerApp, daysFromToday, type LedgerFixture } from '../../../test/ledger-fixture.ts';

let t: TestApp;
let f: LedgerFixture;
beforeAll(async () => ({ t, f } = await buildLedgerApp()));
afterAll(() => t.close());

type Query = Record<string, string | string[]>;
const list = (auth: { authorization: string }, query: Query = {}) => t.app.inject({ url: '/api/current-account', headers: auth, query });
const ok = async (auth: { authorization: string }, query: Query = {}) => {
  const res = await list(auth, { pageSize: '100', ...query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: CurrentAccountEntry[]; total: number; page: number; pageSize: number; totals: Record<string, unknown> };
};
const nos = (items: CurrentAccountEntry[]) => items.map((i) => i.documentNo).sort();
const ALL_A = A_ENTRIES.map((e) => e.no).sort();

describe('GET /api/current-account — paging and sorting', () => {
  it('answers the first page newest first by default, with the total of the whole set', async () => {
    const body = (await list(f.auth.companyA)).json();

    expect(body.total).toBe(11);
    expect(body.totalExact).toBe(true);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(25);
    expect(body.items[0]).toMatchObject({ documentNo: 'A-INV-5', documentType: 'Invoice', amount: 80, remainingAmount: 80, currency: 'EUR', businessPartnerName: 'Alpha South', siteName: null });
    const dates = body.items.map((i: CurrentAccountEntry) => i.postDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('walks the pages without repeating or losing an entry', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const body = await ok(f.auth.companyA, { page: String(page), pageSize: '3' });
      expect(body.items.length).toBe(page < 4 ? 3 : 2);
      expect(body.total).toBe(11);
      seen.push(...body.items.map((i) => i.documentNo));
    }
    expect(seen.sort()).toEqual(ALL_A);
    expect((await ok(f.auth.companyA, { page: '5', pageSize: '3' })).items).toEqual([]);
  });

  for (const sort of CURRENT_ACCOUNT_SORTS) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`sorts by ${sort} ${direction}, nulls last, ties by id`, async () => {
        const { items } = await ok(f.auth.companyA, { sort, direction });

        const sign = direction === 'asc' ? 1 : -1;
        const cmp = (x: CurrentAccountEntry, y: CurrentAccountEntry) => {
          const a = x[sort];
          const b = y[sort];
          if (a !== b) {
            if (a === null) return 1;
            if (b === null) return -1;
            return (a! < b! ? -1 : 1) * sign;
          }
          return (x.id < y.id ? -1 : 1) * sign;
        };
        expect(items.map((i) => i.documentNo)).toEqual([...items].sort(cmp).map((i) => i.documentNo));
        expect(items).toHaveLength(11);
      });
    }
  }

  it('refuses a page size over 100, an unknown sort and a range that ends before it starts', async () => {
    expect((await list(f.auth.companyA, { pageSize: '101' })).statusCode).toBe(400);
    expect((await list(f.auth.companyA, { sort: 'description' })).statusCode).toBe(400);
    expect((await list(f.auth.companyA, { documentType: 'Receipt' })).statusCode).toBe(400);
    const res = await list(f.auth.companyA, { from: '2026-05-01', to: '2026-04-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/current-account — filters, states and totals', () => {
  it('filters by a due-date range, both ends included, leaving out entries without a due date', async () => {
    const { items } = await ok(f.auth.companyA, { dueFrom: daysFromToday(-30), dueTo: daysFromToday(-1) });
    expect(nos(items)).toEqual(['A-INV-1', 'A-INV-2', 'A-REM-1']);

    const overdueSince = await ok(f.auth.companyA, { state: 'overdue', dueTo: daysFromToday(-31) });
    expect(nos(overdueSince.items)).toEqual(['A-INV-4']);
    expect(overdueSince.totals).toMatchObject({ currency: 'EUR', balance: 120, overdue: 120 });
    expect((await list(f.auth.companyA, { dueFrom: daysFromToday(0), dueTo: daysFromToday(-1) })).statusCode).toBe(400);
  });

  it('derives paid, overdue and open from the remaining amount and the due date (due today is open)', async () => {
    const { items } = await ok(f.auth.companyA);
    const state = Object.fromEntries(items.map((i) => [i.documentNo, i.state]));

    expect(state).toEqual({
      'A-INV-1': 'paid', 'A-PAY-1': 'paid', 'A-REF-1': 'paid',
      'A-INV-2': 'overdue', 'A-REM-1': 'overdue', 'A-INV-4': 'overdue',
      'A-INV-3': 'open', 'A-CM-1': 'open', 'A-FCM-1': 'open', 'A-INV-5': 'open', 'A-INV-6': 'open',
    });
  });

  it('filters by one state or several', async () => {
    expect(nos((await ok(f.auth.companyA, { state: 'paid' })).items)).toEqual(['A-INV-1', 'A-PAY-1', 'A-REF-1']);
    expect(nos((await ok(f.auth.companyA, { state: 'overdue' })).items)).toEqual(['A-INV-2', 'A-INV-4', 'A-REM-1']);
    expect(nos((await ok(f.auth.companyA, { state: 'open' })).items)).toEqual(['A-CM-1', 'A-FCM-1', 'A-INV-3', 'A-INV-5', 'A-INV-6']);
    expect((await ok(f.auth.companyA, { state: 'open,overdue' })).total).toBe(8);
    expect((await ok(f.auth.companyA, { state: ['paid', 'overdue'] })).total).toBe(6);
    expect((await ok(f.auth.companyA, { state: ['paid', 'open', 'overdue'] })).total).toBe(11);
  });

  it('filters by document type, repeated or as a comma list', async () => {
    expect(nos((await ok(f.auth.companyA, { documentType: 'Credit Memo' })).items)).toEqual(['A-CM-1']);
    expect((await ok(f.auth.companyA, { documentType: 'Invoice' })).total).toBe(6);
    expect(nos((await ok(f.auth.companyA, { documentType: ['Payment', 'Refund'] })).items)).toEqual(['A-PAY-1', 'A-REF-1']);
    expect(nos((await ok(f.auth.companyA, { documentType: 'Reminder,Finance Charge Memo' })).items)).toEqual(['A-FCM-1', 'A-REM-1']);
  });

  it('filters by post date range, both ends included', async () => {
    const body = await ok(f.auth.companyA, { from: daysFromToday(-40), to: daysFromToday(-5) });
    expect(nos(body.items)).toEqual(['A-INV-2', 'A-INV-3', 'A-INV-6', 'A-PAY-1', 'A-REF-1', 'A-REM-1']);
    expect(nos((await ok(f.auth.companyA, { from: daysFromToday(-2) })).items)).toEqual(['A-FCM-1', 'A-INV-5']);
    expect((await ok(f.auth.companyA, { to: daysFromToday(-60) })).total).toBe(2);
  });

  it('searches by document number prefix, ignoring case, with wildcards taken literally', async () => {
    expect((await ok(f.auth.companyA, { search: 'a-inv' })).total).toBe(6);
    expect(nos((await ok(f.auth.companyA, { search: 'A-INV-4' })).items)).toEqual(['A-INV-4']);
    expect((await ok(f.auth.companyA, { search: 'INV' })).total).toBe(0);
    expect((await ok(f.auth.companyA, { search: 'A-%' })).total).toBe(0);
  });

  it('combines filters: open invoices of a period', async () => {
    const body = await ok(f.auth.companyA, { documentType: 'Invoice', state: 'open', from: daysFromToday(-10), to: daysFromToday(0) });
    expect(nos(body.items)).toEqual(['A-INV-3', 'A-INV-5', 'A-INV-6']);
  });

  it('totals balance and overdue over the whole filtered set, not the page, per currency', async () => {
    const body = await ok(f.auth.companyA, { pageSize: '2' });

    expect(body.items).toHaveLength(2);
    // EUR remaining: 500 + 250.50 - 50 + 12.34 + 5 + 120 + 80; overdue: 500 + 5 + 120.
    expect(body.totals).toEqual({ currency: 'EUR', balance: 917.84, overdue: 625, otherCurrencies: [{ currency: 'USD', balance: 40, overdue: 0 }] });
    const filtered = await ok(f.auth.companyA, { documentType: 'Invoice', state: 'overdue' });
    expect(filtered.totals).toEqual({ currency: 'EUR', balance: 620, overdue: 620 });
    const none = await ok(f.auth.companyA, { search: 'nothing' });
    expect(none).toMatchObject({ total: 0, items: [], totals: { currency: 'EUR', balance: 0, overdue: 0 } });
  });
});

describe('GET /api/current-account — scope and permissions', () => {
  it('never shows a contact of company B anything of company A, even asked by A’s ids', async () => {
    expect(nos((await ok(f.auth.companyB)).items)).toEqual(['B-INV-1']);
    expect((await ok(f.auth.companyB, { businessPartnerId: f.partners.P1.id })).total).toBe(0);
    expect((await ok(f.auth.companyB, { siteId: f.sites.S1.id })).total).toBe(0);
    expect((await ok(f.auth.companyA)).items.map((i) => i.documentNo)).not.toContain('B-INV-1');
  });

  it('shows a business-partner contact that partner only, and narrowing never widens', async () => {
    const own = await ok(f.auth.partnerP1);
    expect(nos(own.items)).toEqual(['A-CM-1', 'A-FCM-1', 'A-INV-1', 'A-INV-2', 'A-INV-3', 'A-PAY-1']);
    expect((await ok(f.auth.partnerP1, { businessPartnerId: f.partners.P2.id })).total).toBe(0);
  });

  it('shows a site contact only its site’s entries', async () => {
    const body = await ok(f.auth.siteS1);
    expect(nos(body.items)).toEqual(['A-INV-1', 'A-INV-2', 'A-PAY-1']);
    expect(body.items.every((i) => i.siteName === 'North Depot')).toBe(true);
    expect((await ok(f.auth.siteS1, { siteId: f.sites.S2.id })).total).toBe(0);
  });

  it('lets a company contact and staff narrow to a partner or a site', async () => {
    expect((await ok(f.auth.companyA, { businessPartnerId: f.partners.P2.id })).total).toBe(5);
    expect(nos((await ok(f.auth.companyA, { siteId: f.sites.S2.id })).items)).toEqual(['A-CM-1', 'A-INV-3']);
    expect((await ok(f.auth.backoffice, { businessPartnerId: f.partners.P1.id })).total).toBe(6);
    expect(nos((await ok(f.auth.backoffice, { businessPartnerId: f.partners.B.id })).items)).toEqual(['B-INV-1']);
  });

  it('shows staff every company', async () => {
    const body = await ok(f.auth.backoffice, { search: 'B-INV' });
    expect(nos(body.items)).toEqual(['B-INV-1']);
    expect((await ok(f.auth.backoffice, { search: 'A-' })).total).toBe(11);
  });

  it('names each entry’s company, lets staff narrow to one, and never adds two companies’ accounts together', async () => {
    const every = await ok(f.auth.backoffice);
    expect(new Set(every.items.map((i) => i.companyName))).toEqual(new Set(['Alpha Facilities', 'Beta Logistics']));
    expect(every.totals).toEqual({ currency: 'EUR', otherCurrencies: [{ currency: 'USD' }], severalCompanies: true });
    const alpha = await ok(f.auth.backoffice, { companyId: f.companyA.id });
    expect(nos(alpha.items)).toEqual(ALL_A);
    expect(alpha.totals).toEqual((await ok(f.auth.companyA)).totals);
    const beta = await ok(f.auth.backoffice, { companyId: f.companyB.id });
    expect([nos(beta.items), beta.totals]).toEqual([['B-INV-1'], { currency: 'EUR', balance: 999, overdue: 999 }]);
    // Filtered down to one company's entries, the sums are that company's.
    expect((await ok(f.auth.backoffice, { search: 'B-' })).totals).toEqual(beta.totals);
    // A contact's scope is only ever narrowed: another company's id finds nothing.
    expect((await ok(f.auth.companyB, { companyId: f.companyA.id })).total).toBe(0);
  });

  it('refuses a contact without CurrentAccounts (403) and an anonymous caller (401)', async () => {
    expect((await list(f.auth.noCurrentAccounts)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/current-account' })).statusCode).toBe(401);
  });

  it('leaves every amount out of the payload without PricesColumn: absent, not null', async () => {
    const res = await list(f.auth.companyANoPrices, { pageSize: '100' });

    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/"(amount|remainingAmount|balance|overdue)":/);
    const body = res.json();
    expect(body.total).toBe(11);
    expect(body.totals).toEqual({ currency: 'EUR', otherCurrencies: [{ currency: 'USD' }] });
    expect(Object.keys(body.items[0]).sort()).toEqual(['businessPartnerName', 'companyName', 'currency', 'description', 'documentNo', 'documentType', 'dueDate', 'id', 'pdfDocumentId', 'postDate', 'siteName', 'state']);
  });
});

describe('GET /api/current-account — a very large account', () => {
  it('counts up to the cap (totalExact false past it) and keeps the balance exact over every entry', async () => {
    const db = t.database.db;
    const company = await buildCompany(db);
    const partner = await buildBusinessPartner(db, company.id);
    const n = CURRENT_ACCOUNT_COUNT_CAP + 50;
    // Every 10th entry keeps 1.00 open: 1,005 open entries.
    await db.execute(sql`
      insert into ledger_entries (company_id, business_partner_id, document_no, document_type, post_date, due_date, amount, remaining_amount)
      select ${company.id}, ${partner.id}, 'BIG-' || g, 'Invoice', date '2026-01-01' + (g % 300), date '2020-01-01', 10, case when g % 10 = 0 then 1 else 0 end
      from generate_series(1, ${n}) g`);
    const auth = await sessionFor(db, (await buildContact(db, { companyId: company.id, permissions: ['CurrentAccounts', 'PricesColumn'] })).id);

    const body = await ok(auth, { page: '100', pageSize: '100' });

    expect(body).toMatchObject({ total: CURRENT_ACCOUNT_COUNT_CAP, totalExact: false, totals: { currency: 'EUR', balance: 1005, overdue: 1005 } });
    expect(body.items).toHaveLength(100);
    expect((await ok(auth, { page: '101', pageSize: '100' })).items).toHaveLength(50);
    expect(await ok(auth, { state: 'overdue' })).toMatchObject({ total: 1005, totalExact: true });
  });
});
