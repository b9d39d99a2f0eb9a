import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetReportResponse } from '@customer-hub/contract/reports';
import { withSession, type SignedIn } from '../../../test/audit.ts';
import { buildContact, buildStaff, buildTenant, buildTicket } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

/** The built-in "Service levels" report: figures per month, staff only, its files. */
let t: TestApp;
let a: Awaited<ReturnType<typeof buildTenant>>;
let staff: SignedIn;
let contact: SignedIn;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  a = await buildTenant(db);
  staff = await withSession(db, buildStaff(db, 'Backoffice'));
  contact = await withSession(db, buildContact(db, { companyId: a.company.id, permissions: ['Reports', 'Requests'] }));
  const base = { slaFirstResponseMinutes: 120, slaResolutionMinutes: 480 };
  // January: on time; late on both; cancelled before its first response was due (neither counts, resolution left out).
  await buildTicket(db, a.tenant, {
    ...base,
    status: 'Done',
    createdAt: at('2026-01-12T09:00:00Z'),
    firstResponseDueAt: at('2026-01-12T11:00:00Z'),
    resolutionDueAt: at('2026-01-12T17:00:00Z'),
    firstRespondedAt: at('2026-01-12T10:00:00Z'),
    resolvedAt: at('2026-01-12T15:00:00Z'),
  });
  await buildTicket(db, a.tenant, {
    ...base,
    status: 'Done',
    createdAt: at('2026-01-13T09:00:00Z'),
    firstResponseDueAt: at('2026-01-13T11:00:00Z'),
    resolutionDueAt: at('2026-01-13T17:00:00Z'),
    firstRespondedAt: at('2026-01-13T12:00:00Z'),
    resolvedAt: at('2026-01-14T10:00:00Z'),
  });
  await buildTicket(db, a.tenant, {
    ...base,
    status: 'Canceled',
    createdAt: at('2026-01-14T09:00:00Z'),
    firstResponseDueAt: at('2026-01-14T11:00:00Z'),
    resolutionDueAt: at('2026-01-14T17:00:00Z'),
    slaStoppedAt: at('2026-01-14T09:30:00Z'),
  });
  // February: never answered, long overdue.
  await buildTicket(db, a.tenant, { ...base, createdAt: at('2026-02-02T09:00:00Z'), firstResponseDueAt: at('2026-02-02T11:00:00Z'), resolutionDueAt: at('2026-02-02T17:00:00Z') });
  // Raised before service levels existed: left out.
  await buildTicket(db, a.tenant, { createdAt: at('2026-02-03T09:00:00Z') });
});
afterAll(() => t.close());

const query = () => ({ from: '2026-01-01', to: '2026-02-28', businessPartnerId: a.partner.id, pageSize: '200' });

describe('the Service levels report', () => {
  it('answers per month the requests, the shares met and the median first response', async () => {
    const res = await t.app.inject({ url: '/api/reports/service-levels', headers: staff.headers, query: query() });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as GetReportResponse;
    const rows = r.rows.map(({ id: _id, ...rest }) => rest);
    expect(rows).toEqual([
      { month: '2026-01', tickets: 3, firstResponseMet: 0.5, firstResponseMissed: 1, resolutionMet: 0.5, resolutionMissed: 1, medianFirstResponseHours: 2 },
      { month: '2026-02', tickets: 1, firstResponseMet: 0, firstResponseMissed: 1, resolutionMet: 0, resolutionMissed: 1, medianFirstResponseHours: null },
    ]);
    expect(r.totals[0]).toMatchObject({ tickets: 4, firstResponseMet: 0.3333, resolutionMet: 0.3333, medianFirstResponseHours: 2 });
    console.log(`SLA report: January ${rows[0]!.tickets} requests, first response met ${(rows[0]!.firstResponseMet as number) * 100}%, resolution met ${(rows[0]!.resolutionMet as number) * 100}%, median first response ${rows[0]!.medianFirstResponseHours} business hours`);
  });

  it('is staff only: a contact with Reports and Requests neither sees it listed nor opens it', async () => {
    const listed = async (who: SignedIn) => ((await t.app.inject({ url: '/api/reports', headers: who.headers })).json().items as { id: string }[]).map((i) => i.id);
    expect(await listed(staff)).toContain('service-levels');
    expect(await listed(contact)).not.toContain('service-levels');
    expect((await t.app.inject({ url: '/api/reports/service-levels', headers: contact.headers })).statusCode).toBe(403);
  });

  it('exports the same figures as PDF and XLSX', async () => {
    const pdf = await t.app.inject({ url: '/api/reports/service-levels/export', headers: staff.headers, query: { ...query(), format: 'pdf', language: 'en-US' } });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await t.app.inject({ url: '/api/reports/service-levels/export', headers: staff.headers, query: { ...query(), format: 'xlsx', language: 'pt-PT' } });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const header = rows.find((r) => r.includes('Primeira resposta no prazo'));
    expect(header).toBeDefined();
    expect(rows.some((r) => r.includes(3) && r.includes(0.5))).toBe(true);
  });
});
