import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_ACCOUNT_STATEMENT_MAX_ROWS } from '@customer-hub/contract/current-account';
import { buildBusinessPartner, buildCompany, buildContact } from '../../../test/factories.ts';
import { sessionFor, type TestApp } from '../../../test/helpers.ts';
import { buildLedgerApp, daysFromToday, pdfText, type LedgerFixture } from '../../../test/ledger-fixture.ts';

let t: TestApp;
let f: LedgerFixture;
beforeAll(async () => ({ t, f } = await buildLedgerApp()));
afterAll(() => t.close());

const statement = (auth: { authorization: string }, query: Record<string, string>) =>
  t.app.inject({ url: '/api/current-account/statement', headers: auth, query });

describe('GET /api/current-account/statement', () => {
  it('answers a PDF with the opening balance, every entry with its running balance, the closing balance and the overdue total', async () => {
    const from = daysFromToday(-50);
    const res = await statement(f.auth.companyA, { from, to: daysFromToday(0), businessPartnerId: f.partners.P1.id, language: 'en-US' });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="statement-\d{8}-\d{8}\.pdf"$/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Statement of account');
    expect(text).toContain('Alpha Facilities');
    expect(text).toContain('Alpha North');
    expect(text).toContain('PT500000001');
    // A-INV-1 (1,000.00) was posted before the period: it is the opening balance, not a line.
    expect(text).not.toContain('A-INV-1');
    expect(text).toMatch(/Opening balance\n1,000\.00/);
    for (const no of ['A-PAY-1', 'A-INV-2', 'A-INV-3', 'A-CM-1', 'A-FCM-1']) expect(text).toContain(no);
    // Running balance after the payment (-1,000.00) posted after A-INV-2 (+500.00): 1,000 + 500 - 1,000.
    expect(text).toMatch(/A-PAY-1\nPayment\n\n?1,000\.00\n500\.00/);
    expect(text).toMatch(/Closing balance\n762\.84\n1,050\.00\n712\.84/);
    expect(text).toMatch(/Closing balance\n€712\.84/);
    expect(text).toMatch(/Overdue as of [\d/]+\n€500\.00/);
    expect(text).toContain('Page 1 of 1');
  });

  it('translates the statement (Spanish) and keeps one section per currency', async () => {
    const res = await statement(f.auth.companyA, { from: daysFromToday(-365), to: daysFromToday(0), language: 'es-ES' });

    const text = pdfText(res.rawPayload);
    expect(text).toContain('Extracto de cuenta');
    expect(text).toContain('Todos los clientes de su vista');
    expect(text).toContain('Saldo final');
    expect(text).toContain('Divisa: EUR');
    expect(text).toContain('Divisa: USD');
    // EUR: every amount of A; USD: the one invoice.
    expect(text).toMatch(/Saldo final\n1172,84\s€/);
    expect(text).toMatch(/Saldo final\n40,00\sUS\$/);
    expect(text).toContain('Factura');
    expect(text).toContain('Nota de intereses');
  });

  it('shows a site contact only its site, named in the heading', async () => {
    const res = await statement(f.auth.siteS1, { from: daysFromToday(-365), to: daysFromToday(0), language: 'pt-PT' });

    const text = pdfText(res.rawPayload);
    expect(text).toContain('Extrato de conta corrente');
    expect(text).toContain('North Depot');
    expect(text).toContain('Alpha North');
    expect(text).not.toContain('A-INV-3');
    expect(text).toMatch(/Saldo final\n500,00\s€/);
  });

  it('is refused without PricesColumn (a statement is all prices) and without CurrentAccounts', async () => {
    expect((await statement(f.auth.companyANoPrices, {})).statusCode).toBe(403);
    expect((await statement(f.auth.noCurrentAccounts, {})).statusCode).toBe(403);
  });

  it('answers 404 for a partner outside the caller’s scope, and 400 for a range that ends before it starts', async () => {
    expect((await statement(f.auth.companyB, { businessPartnerId: f.partners.P1.id })).statusCode).toBe(404);
    expect((await statement(f.auth.partnerP1, { businessPartnerId: f.partners.P2.id })).statusCode).toBe(404);
    expect((await statement(f.auth.companyA, { from: '2026-05-01', to: '2026-04-01' })).statusCode).toBe(400);
  });

  it('never adds two companies together for staff: 400 SEVERAL_COMPANIES until a company, partner or site is chosen', async () => {
    const period = { from: daysFromToday(-365), to: daysFromToday(0), language: 'en-US' };
    const mixed = await statement(f.auth.backoffice, period);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'SEVERAL_COMPANIES' });

    const b = await statement(f.auth.backoffice, { ...period, companyId: f.companyB.id });
    expect(b.statusCode, b.body).toBe(200);
    const text = pdfText(b.rawPayload);
    expect(text).toContain('Beta Logistics');
    expect(text).toContain('B-INV-1');
    expect(text).not.toContain('A-INV-3');
    expect(text).toMatch(/Closing balance\n999\.00/);

    expect((await statement(f.auth.backoffice, { ...period, businessPartnerId: f.partners.P1.id })).statusCode).toBe(200);
    // A contact naming another company gets nothing of it.
    const other = pdfText((await statement(f.auth.companyA, { ...period, companyId: f.companyB.id })).rawPayload);
    expect(other).not.toContain('B-INV-1');
  });

  it('defaults to this year up to today in the user’s language', async () => {
    const res = await statement(f.auth.companyAPortuguese, {});

    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Extrato de conta corrente');
    expect(text).toContain(`01/01/${daysFromToday(0).slice(0, 4)}`);
  });

  it('refuses a period with more entries than a statement holds (400 PERIOD_TOO_LONG)', async () => {
    const db = t.database.db;
    const company = await buildCompany(db);
    const partner = await buildBusinessPartner(db, company.id);
    await db.execute(sql`
      insert into ledger_entries (company_id, business_partner_id, document_no, document_type, post_date, amount, remaining_amount)
      select ${company.id}, ${partner.id}, 'S-' || g, 'Invoice', date '2026-01-01' + (g % 200), 1, 0
      from generate_series(1, ${CURRENT_ACCOUNT_STATEMENT_MAX_ROWS + 1}) g`);
    const auth = await sessionFor(db, (await buildContact(db, { companyId: company.id, permissions: ['CurrentAccounts', 'PricesColumn'] })).id);

    const res = await statement(auth, { from: '2026-01-01', to: '2026-12-31' });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'PERIOD_TOO_LONG' });
    expect((await statement(auth, { from: '2026-01-01', to: '2026-01-31' })).statusCode).toBe(200);
  });
});
