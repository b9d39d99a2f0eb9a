import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetReportResponse } from '@customer-hub/contract/reports';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { daysFromToday, pdfText } from '../../../test/ledger-fixture.ts';
import { buildReportsFixture, type ReportsFixture } from '../../../test/reports-fixture.ts';

let t: TestApp;
let f: ReportsFixture;
beforeAll(async () => {
  t = await buildTestApp();
  f = await buildReportsFixture(t.database.db);
});
afterAll(() => t.close());

type Auth = { authorization: string };
const report = (auth: Auth, id: string, query: Record<string, string> = {}) => t.app.inject({ url: `/api/reports/${id}`, headers: auth, query: { pageSize: '200', ...query } });
const body = (res: { json: () => unknown }) => res.json() as GetReportResponse;
const today = () => daysFromToday(0);

const exportOf = (auth: Auth, id: string, query: Record<string, string>) => t.app.inject({ url: `/api/reports/${id}/export`, headers: auth, query });

async function readXlsx(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheets = workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: sheet.name, rows };
  });
  return sheets;
}

const en = (n: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

describe('GET /api/reports/:id/export — the file holds the screen’s rows and totals', () => {
  it('aging as XLSX: English headers, every row, the totals rows and the key figures, as numbers', async () => {
    const json = body(await report(f.auth.company, 'aging-by-partner'));
    const res = await exportOf(f.auth.company, 'aging-by-partner', { format: 'xlsx', language: 'en-US' });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain(`filename="aging-by-business-partner-${today().replaceAll('-', '')}.xlsx"`);
    expect(res.headers['x-row-count']).toBe(String(json.total));
    const [table, summary] = await readXlsx(res.rawPayload);
    expect(table!.name).toBe('Aging by business partner');
    expect(table!.rows[0]).toEqual(['Business partner', 'Customer number', 'Currency', 'Current', '1–30 days', '31–60 days', '61–90 days', 'Over 90 days', 'Total']);
    expect(table!.rows.slice(1, 1 + json.total).map((r) => r[0])).toEqual(json.rows.map((r) => r.businessPartner));
    const totals = table!.rows.slice(1 + json.total);
    expect(totals).toEqual(json.totals.map((t) => ['Total', undefined, t.currency, t.current, t.days1to30, t.days31to60, t.days61to90, t.over90, t.total]));
    expect(summary!.rows).toContainEqual(['Open balance', json.summary[0]!.value, json.summary[0]!.currency]);
  });

  it('aging as PDF: the title, the filters and the same totals as the screen', async () => {
    const json = body(await report(f.auth.company, 'aging-by-partner'));
    const res = await exportOf(f.auth.company, 'aging-by-partner', { format: 'pdf', language: 'en-US' });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Aging by business partner');
    expect(text).toContain('Alpha North');
    expect(text).not.toContain('Beta Main');
    const eur = json.totals.find((x) => x.currency === 'EUR')!;
    expect(text).toContain(['Total', 'EUR', en(eur.current as number), en(eur.days1to30 as number), en(eur.days31to60 as number), en(eur.days61to90 as number), en(eur.over90 as number), en(eur.total as number)].join('\n'));
    expect(text).toContain('Page 1 of 1');
  });

  it('translates the file and its name (Spanish), statuses included', async () => {
    const res = await exportOf(f.auth.spanish, 'ticket-history', { format: 'xlsx' });

    expect(res.headers['content-disposition']).toContain(`filename="historial-de-solicitudes-${today().replaceAll('-', '')}.xlsx"`);
    const [table] = await readXlsx(res.rawPayload);
    expect(table!.rows[0]).toEqual(['N.º solicitud', 'Creada', 'Título', 'Tipo', 'Prioridad', 'Estado', 'Cliente', 'Sede', 'Cerrada', 'Días hasta el cierre', 'Presupuesto', 'Divisa']);
    expect(table!.rows.find((r) => r[0] === 'TK-A-3')!.slice(3, 6)).toEqual(['Avería', 'Normal', 'Cancelado']);
    const pdf = pdfText((await exportOf(f.auth.spanish, 'ticket-history', { format: 'pdf', status: 'Done' })).rawPayload);
    expect(pdf).toContain('Historial de solicitudes de servicio');
    expect(pdf).toContain('Estado: \nFinalizado');
    expect(pdf).toContain('TK-A-1');
    expect(pdf).not.toContain('TK-A-3');
  });

  it('trips as PDF: punctuality and delay in the totals', async () => {
    const res = await exportOf(f.auth.company, 'trips-by-month', { format: 'pdf', language: 'en-US' });
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Trips by month with punctuality');
    expect(text).toContain(['Total', '5', '3', '1', '1', '2', '33.3%', '82.5'].join('\n'));
  });

  it('leaves the amounts out of the files without PricesColumn', async () => {
    const [aging] = await readXlsx((await exportOf(f.auth.companyNoPrices, 'aging-by-partner', { format: 'xlsx', language: 'en-US' })).rawPayload);
    expect(aging!.rows[0]).toEqual(['Business partner', 'Customer number', 'Current', '1–30 days', '31–60 days', '61–90 days', 'Over 90 days', 'Total']);
    const json = body(await report(f.auth.companyNoPrices, 'aging-by-partner'));
    expect(aging!.rows.at(-1)).toEqual(['Total', undefined, ...['current', 'days1to30', 'days31to60', 'days61to90', 'over90', 'total'].map((k) => json.totals[0]![k])]);
    for (const row of aging!.rows.slice(1)) for (const cell of row.slice(2)) expect(Number.isInteger(cell)).toBe(true);

    const [orders, ordersSummary] = await readXlsx((await exportOf(f.auth.companyNoPrices, 'orders-by-site-month', { format: 'xlsx', language: 'en-US' })).rawPayload);
    expect(orders!.rows[0]).not.toContain('Value');
    expect(orders!.rows[0]).not.toContain('Currency');
    expect(ordersSummary!.rows.map((r) => r[0])).not.toContain('Value');
    const pdf = pdfText((await exportOf(f.auth.companyNoPrices, 'ticket-history', { format: 'pdf', language: 'en-US' })).rawPayload);
    expect(pdf).not.toContain('Budget');
    expect(pdf).not.toContain('120.00');
  });

  it('is refused like the report itself', async () => {
    expect((await exportOf(f.auth.reportsOnly, 'trips-by-month', { format: 'pdf' })).statusCode).toBe(403);
    expect((await exportOf(f.auth.noReports, 'trips-by-month', { format: 'pdf' })).statusCode).toBe(403);
    expect((await exportOf(f.auth.company, 'trips-by-month', { format: 'csv' })).statusCode).toBe(400);
  });
});
