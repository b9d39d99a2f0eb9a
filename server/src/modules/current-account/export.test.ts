import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '@/context.ts';
import type { Principal } from '@/plugins/policy.ts';
import { type TestApp } from '../../../test/helpers.ts';
import { buildLedgerApp, daysFromToday, type LedgerFixture } from '../../../test/ledger-fixture.ts';
import { exportCurrentAccount } from './service.ts';

let t: TestApp;
let f: LedgerFixture;
beforeAll(async () => ({ t, f } = await buildLedgerApp()));
afterAll(() => t.close());

const exportOf = (auth: { authorization: string }, query: Record<string, string | string[]>) =>
  t.app.inject({ url: '/api/current-account/export', headers: auth, query });

/** A CSV body split into rows of fields (quoted fields may hold the separator and quotes). */
function parseCsv(text: string, sep: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === sep) {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  return rows;
}

async function readXlsx(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

describe('GET /api/current-account/export — CSV', () => {
  it('writes the filtered list as UTF-8 CSV with a BOM, English headers, commas and quoted fields', async () => {
    const res = await exportOf(f.auth.companyA, { format: 'csv', language: 'en-US', sort: 'documentNo', direction: 'asc' });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="current-account-${daysFromToday(0).replaceAll('-', '')}.csv"`);
    expect(res.headers['x-row-count']).toBe('11');
    expect(res.headers['x-export-truncated']).toBe('false');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(res.rawPayload.toString('utf8').slice(1), ',');
    expect(rows[0]).toEqual(['Document no.', 'Document type', 'Description', 'Post date', 'Due date', 'Amount', 'Remaining amount', 'Currency', 'State', 'Business partner', 'Site']);
    expect(rows).toHaveLength(12);
    const inv2 = rows.find((r) => r[0] === 'A-INV-2')!;
    expect(inv2).toEqual(['A-INV-2', 'Invoice', 'Cleaning; "monthly"', daysFromToday(-40), daysFromToday(-10), '500.00', '500.00', 'EUR', 'Overdue', 'Alpha North', 'North Depot']);
    // A description that looks like a formula is kept as text.
    expect(rows.find((r) => r[0] === 'A-CM-1')![2]).toBe(`'=HYPERLINK("x")`);
    expect(res.rawPayload.toString('utf8')).toContain('"Cleaning; ""monthly"""');
  });

  it('writes Portuguese headers, values, semicolons and decimal commas; filters apply', async () => {
    const res = await exportOf(f.auth.companyA, { format: 'csv', language: 'pt-PT', documentType: 'Invoice', state: 'overdue', sort: 'documentNo', direction: 'asc' });

    const rows = parseCsv(res.rawPayload.toString('utf8').slice(1), ';');
    expect(rows[0]).toEqual(['N.º do documento', 'Tipo de documento', 'Descrição', 'Data de registo', 'Data de vencimento', 'Montante', 'Montante em dívida', 'Moeda', 'Estado', 'Cliente', 'Local']);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[5], r[6], r[8]])).toEqual([
      ['A-INV-2', 'Fatura', '500,00', '500,00', 'Vencido'],
      ['A-INV-4', 'Fatura', '300,00', '120,00', 'Vencido'],
    ]);
  });

  it('uses the user’s language when none is asked, and Spanish when asked', async () => {
    const pt = await exportOf(f.auth.companyAPortuguese, { format: 'csv' });
    expect(pt.rawPayload.toString('utf8')).toContain('N.º do documento;Tipo de documento;Descrição');
    const es = await exportOf(f.auth.companyAPortuguese, { format: 'csv', language: 'es-ES', documentType: 'Credit Memo' });
    const rows = parseCsv(es.rawPayload.toString('utf8').slice(1), ';');
    expect(rows[0]!.slice(0, 7)).toEqual(['N.º de documento', 'Tipo de documento', 'Descripción', 'Fecha de registro', 'Fecha de vencimiento', 'Importe', 'Importe pendiente']);
    expect(rows[1]!.slice(0, 2)).toEqual(['A-CM-1', 'Nota de crédito']);
  });

  it('leaves the amount columns out without PricesColumn', async () => {
    const res = await exportOf(f.auth.companyANoPrices, { format: 'csv', language: 'en-US' });

    const rows = parseCsv(res.rawPayload.toString('utf8').slice(1), ',');
    expect(rows[0]).toEqual(['Document no.', 'Document type', 'Description', 'Post date', 'Due date', 'Currency', 'State', 'Business partner', 'Site']);
    expect(res.rawPayload.toString('utf8')).not.toMatch(/1000|500\.00|250\.50/);
  });

  it('keeps to the caller’s scope: a site contact exports its site, another company nothing of A', async () => {
    const site = parseCsv((await exportOf(f.auth.siteS1, { format: 'csv', language: 'en-US' })).rawPayload.toString('utf8').slice(1), ',');
    expect(site.slice(1).map((r) => r[0]).sort()).toEqual(['A-INV-1', 'A-INV-2', 'A-PAY-1']);
    const other = await exportOf(f.auth.companyB, { format: 'csv', language: 'en-US', businessPartnerId: f.partners.P1.id });
    expect(parseCsv(other.rawPayload.toString('utf8').slice(1), ',')).toHaveLength(1);
    expect(other.headers['x-row-count']).toBe('0');
  });

  it('stops at the row cap and says so', async () => {
    const staff = { roles: ['Backoffice'], permissions: [], language: 'en-US' } as unknown as Principal;
    const query = { format: 'csv' as const, sort: 'documentNo' as const, direction: 'asc' as const, search: 'A-' };

    const file = await exportCurrentAccount(systemContext(t.database.db, staff, t.app), query, daysFromToday(0), 5);

    expect(file).toMatchObject({ rows: 5, truncated: true });
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(Buffer.from(chunk));
    const rows = parseCsv(Buffer.concat(chunks).toString('utf8').slice(1), ',');
    // Staff's list spans every company: each row names its own first.
    expect(rows[0]!.slice(0, 2)).toEqual(['Company', 'Document no.']);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['A-CM-1', 'A-FCM-1', 'A-INV-1', 'A-INV-2', 'A-INV-3']);
    expect(new Set(rows.slice(1).map((r) => r[0]))).toEqual(new Set(['Alpha Facilities']));
  });

  it('refuses a contact without CurrentAccounts and an unknown format', async () => {
    expect((await exportOf(f.auth.noCurrentAccounts, { format: 'csv' })).statusCode).toBe(403);
    expect((await exportOf(f.auth.companyA, { format: 'pdf' })).statusCode).toBe(400);
  });
});

describe('GET /api/current-account/export — XLSX', () => {
  it('writes a workbook exceljs reads back, with translated headers, numbers and dates', async () => {
    const res = await exportOf(f.auth.companyA, { format: 'xlsx', language: 'es-ES', sort: 'postDate', direction: 'asc' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="current-account-\d{8}\.xlsx"$/);
    const { name, rows } = await readXlsx(res.rawPayload);
    expect(name).toBe('Cuenta corriente');
    expect(rows[0]).toEqual(['N.º de documento', 'Tipo de documento', 'Descripción', 'Fecha de registro', 'Fecha de vencimiento', 'Importe', 'Importe pendiente', 'Divisa', 'Estado', 'Cliente', 'Sede']);
    expect(rows).toHaveLength(12);
    expect(rows[1]!.slice(0, 9)).toEqual(['A-INV-4', 'Factura', 'Invoice', new Date(`${daysFromToday(-100)}T00:00:00Z`), new Date(`${daysFromToday(-70)}T00:00:00Z`), 300, 120, 'EUR', 'Vencido']);
  });

  it('leaves the amount columns out without PricesColumn', async () => {
    const res = await exportOf(f.auth.companyANoPrices, { format: 'xlsx', language: 'en-US', documentType: 'Payment' });

    const { rows } = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['Document no.', 'Document type', 'Description', 'Post date', 'Due date', 'Currency', 'State', 'Business partner', 'Site']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['A-PAY-1']);
  });
});
