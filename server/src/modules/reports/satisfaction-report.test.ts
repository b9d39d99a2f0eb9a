import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketSurveys } from '@/db/schema/satisfaction.ts';
import type { GetReportResponse } from '@customer-hub/contract/reports';
import { withSession, type SignedIn } from '../../../test/audit.ts';
import { buildContact, buildStaff, buildTenant, buildTicket } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { pdfText } from '../../../test/ledger-fixture.ts';

/** The staff's Satisfaction report (per month and agent) and the dashboard's card, against seeded answers. */
let t: TestApp;
let staff: SignedIn;
let contact: SignedIn;
let companyId: string;
let otherCompanyId: string;
const agents = {} as Record<'alma' | 'beto', { id: string }>;

type Seed = [createdAt: string | Date, agent: 'alma' | 'beto', rating: number | null];
async function seed(tenant: Awaited<ReturnType<typeof buildTenant>>, seeds: Seed[]) {
  const db = t.database.db;
  for (const [createdAt, agent, rating] of seeds) {
    const ticket = await buildTicket(db, tenant.tenant, { status: 'Done' });
    const at = new Date(createdAt);
    await db.insert(ticketSurveys).values({
      companyId: tenant.company.id,
      ticketId: ticket.id,
      agentId: agents[agent].id,
      tokenHash: `hash-${ticket.id}`,
      rating,
      answeredAt: rating === null ? null : at,
      createdAt: at,
      expiresAt: new Date(at.getTime() + 30 * 86_400_000),
    });
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const a = await buildTenant(db);
  const b = await buildTenant(db);
  companyId = a.company.id;
  otherCompanyId = b.company.id;
  staff = await withSession(db, buildStaff(db, 'Backoffice'));
  contact = await withSession(db, buildContact(db, { companyId, mainContact: true, permissions: ['Reports', 'Requests', 'Dashboard'] }));
  agents.alma = await buildStaff(db, 'Backoffice', { firstName: 'Alma', lastName: 'Aguilar' });
  agents.beto = await buildStaff(db, 'Admin', { firstName: 'Beto', lastName: 'Bravo' });
  await seed(a, [
    ['2026-01-05T10:00:00Z', 'alma', 5],
    ['2026-01-12T10:00:00Z', 'alma', 4],
    ['2026-01-20T10:00:00Z', 'alma', 2],
    ['2026-01-31T23:30:00Z', 'alma', null],
    ['2026-01-15T10:00:00Z', 'beto', 3],
    ['2026-02-01T00:30:00Z', 'alma', 5],
    ['2026-02-10T10:00:00Z', 'alma', 5],
    ['2026-02-11T10:00:00Z', 'alma', null],
    ['2026-02-12T10:00:00Z', 'alma', null],
    // Outside the period asked for.
    ['2026-04-02T10:00:00Z', 'beto', 1],
  ]);
  // This month's, of company A (the dashboard's card) and of company B (not on A's card).
  const now = Date.now();
  await seed(a, [
    [new Date(now - 1000), 'alma', 5],
    [new Date(now - 2000), 'beto', 3],
    [new Date(now - 3000), 'beto', null],
  ]);
  await seed(b, [[new Date(now - 1000), 'alma', 1]]);
});
afterAll(() => t.close());

const report = (who: SignedIn, query: Record<string, string> = {}) => t.app.inject({ url: '/api/reports/satisfaction', headers: who.headers, query: { pageSize: '200', ...query } });
const PERIOD = { from: '2026-01-01', to: '2026-03-31' };

describe('the Satisfaction report', () => {
  it('answers per month and agent: surveys, answers, average, CSAT (4–5) and response rate, and the totals', async () => {
    const res = await report(staff, PERIOD);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as GetReportResponse;
    expect(r.columns.map((c) => c.key)).toEqual(['month', 'agent', 'surveys', 'answers', 'averageRating', 'csat', 'responseRate']);
    const rows = r.rows.map(({ id: _id, ...row }) => row);
    expect(rows).toEqual([
      { month: '2026-01', agent: 'Alma Aguilar', surveys: 4, answers: 3, averageRating: 3.67, csat: 0.6667, responseRate: 0.75 },
      { month: '2026-01', agent: 'Beto Bravo', surveys: 1, answers: 1, averageRating: 3, csat: 0, responseRate: 1 },
      { month: '2026-02', agent: 'Alma Aguilar', surveys: 4, answers: 2, averageRating: 5, csat: 1, responseRate: 0.5 },
    ]);
    expect(r.totals).toEqual([{ id: 'total', surveys: 9, answers: 6, averageRating: 4, csat: 0.6667, responseRate: 0.6667 }]);
    expect(r.summary).toEqual([
      { key: 'surveys', kind: 'integer', value: 9 },
      { key: 'answers', kind: 'integer', value: 6 },
      { key: 'averageRating', kind: 'decimal', value: 4 },
      { key: 'csat', kind: 'percent', value: 0.6667 },
      { key: 'responseRate', kind: 'percent', value: 0.6667 },
    ]);
    expect(r.filters.available).toEqual(['from', 'to']);
    console.log(`satisfaction report ${PERIOD.from}..${PERIOD.to}: ${rows.length} month×agent rows, 9 surveys, 6 answers, average 4, CSAT 66.67 %, response rate 66.67 %`);
  });

  it('is staff’s only: a contact does not see it listed and hears 403', async () => {
    expect((await report(contact)).statusCode).toBe(403);
    const list = await t.app.inject({ url: '/api/reports', headers: contact.headers });
    expect(list.json().items.map((i: { id: string }) => i.id)).not.toContain('satisfaction');
    const staffList = await t.app.inject({ url: '/api/reports?language=pt-PT', headers: staff.headers });
    expect(staffList.json().items).toContainEqual(expect.objectContaining({ id: 'satisfaction', title: 'Satisfação do cliente' }));
  });

  it('exports the same rows as XLSX and PDF', async () => {
    const xlsx = await t.app.inject({ url: '/api/reports/satisfaction/export', headers: staff.headers, query: { format: 'xlsx', language: 'en-US', ...PERIOD } });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('customer-satisfaction-');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Month', 'Agent', 'Surveys sent', 'Answers', 'Average rating', 'CSAT (4–5)', 'Response rate']);
    expect(rows).toHaveLength(1 + 3 + 1);

    const pdf = await t.app.inject({ url: '/api/reports/satisfaction/export', headers: staff.headers, query: { format: 'pdf', language: 'es-ES', ...PERIOD } });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Satisfacción del cliente');
    expect(text).toContain('Beto Bravo');
  });
});

describe('the dashboard’s satisfaction card', () => {
  it('shows staff this month’s answers, average and CSAT of the company chosen; contacts get no card', async () => {
    const res = await t.app.inject({ url: '/api/dashboard', headers: staff.headers, query: { companyId } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().satisfaction).toEqual({ month: new Date().toISOString().slice(0, 7), surveys: 3, answers: 2, averageRating: 4, csat: 0.5 });
    const other = await t.app.inject({ url: '/api/dashboard', headers: staff.headers, query: { companyId: otherCompanyId } });
    expect(other.json().satisfaction).toMatchObject({ surveys: 1, answers: 1, averageRating: 1, csat: 0 });
    const mine = await t.app.inject({ url: '/api/dashboard', headers: contact.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().satisfaction).toBeUndefined();
    console.log('dashboard card (this month, company A): 3 surveys, 2 answers, average 4, CSAT 50 %');
  });
});
