import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyAcceptances, privacyPolicies } from '@/db/schema/policies.ts';
import { users } from '@/db/schema/users.ts';
import { t as text } from '@customer-hub/contract/i18n/dictionaries';
import { auditRowsOf } from '../../../test/audit.ts';
import { buildCompany, buildContact, buildStaff } from '../../../test/factories.ts';
import { buildTestApp, rowsOf, sessionFor, type TestApp } from '../../../test/helpers.ts';
import * as repo from './repository.ts';

/**
 * The auditor's view of the privacy-policy decisions: per-version counts and the CSV / XLSX
 * export (who, when in the reader's zone, from where, what), staff only, in the caller's scope.
 */
const BASE = '/api/privacy-policies';
const GATE = '/api/Backoffice/PrivacyPolicy';
const HOUR = 3_600_000;
const BIG = 50_000;

type Headers = { authorization: string };
type Counts = { version: number; languages: string[]; published: boolean; accepted: number; declined: number; undecided: number | null };

let t: TestApp;
let admin: Headers;
let backoffice: Headers;
let mainContact: Headers;
const companyNames = { north: 'Lusitania Retail Group', south: 'Iberia Facilities' };
let ids: { north: string; south: string; staff: string; carla: string; diego: string; old: string };

const get = (url: string, headers: Headers, query: Record<string, string> = {}, cookie?: string) =>
  t.app.inject({ url, headers: { ...headers, ...(cookie ? { cookie } : {}) }, query });
const decide = (headers: Headers, id: string, accepted: boolean, ip: string) =>
  t.app.inject({ method: 'POST', url: `${GATE}/CreateGDPRAcceptance`, headers, payload: { id, accepted }, remoteAddress: ip });

async function workbookOf(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}
const cellsOf = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const [north, south] = [await buildCompany(db, { name: companyNames.north }), await buildCompany(db, { name: companyNames.south })];
  const staff = await buildStaff(db, 'Admin', { firstName: 'Ana', lastName: 'Auditora', userName: 'ana.auditora', language: 'en-US' });
  admin = await sessionFor(db, staff.id);
  backoffice = await sessionFor(db, (await buildStaff(db, 'Backoffice', { language: 'es-ES' })).id);
  const carla = await buildContact(db, { companyId: north.id, firstName: 'Carla', lastName: 'Sousa', userName: 'carla.sousa', email: 'carla@north.test', language: 'pt-PT', permissions: ['Trips'] });
  const diego = await buildContact(db, { companyId: south.id, firstName: 'Diego', lastName: 'Ruiz', userName: 'diego.ruiz', email: '=diego@south.test', language: 'es-ES', permissions: ['Trips'] });
  const old = await buildContact(db, { companyId: south.id, firstName: 'Olga', lastName: 'Velha', userName: 'olga', email: 'olga@south.test' });
  mainContact = await sessionFor(db, (await buildContact(db, { companyId: north.id, mainContact: true, permissions: ['Trips'] })).id);
  ids = { north: north.id, south: south.id, staff: staff.id, carla: carla.id, diego: diego.id, old: old.id };

  const [v1] = await db
    .insert(privacyPolicies)
    .values([
      { version: 1, language: 'pt-PT', title: 'Política', text: '<p>v1</p>', effectiveAt: new Date(Date.now() - HOUR), publishedAt: new Date(Date.now() - HOUR) },
      { version: 1, language: 'es-ES', title: 'Política', text: '<p>v1</p>', effectiveAt: new Date(Date.now() - HOUR), publishedAt: new Date(Date.now() - HOUR) },
      { version: 2, language: 'en-US', title: 'Draft', text: '<p>v2</p>', effectiveAt: new Date(Date.now() - HOUR) },
    ])
    .returning();
  // Through the gate: the company, email and user name are recorded with the decision, with the IP address.
  expect((await decide(await sessionFor(db, carla.id), v1!.id, true, '203.0.113.7')).statusCode).toBe(200);
  expect((await decide(await sessionFor(db, diego.id), v1!.id, false, '198.51.100.4')).statusCode).toBe(200);
  expect((await decide(admin, v1!.id, true, '192.0.2.1')).statusCode).toBe(200);
  // A decision recorded before email and company were kept: the user's current ones stand in.
  await db.insert(policyAcceptances).values({ userId: old.id, userName: 'olga', policyId: v1!.id, policyVersion: 1, language: 'es-ES', accepted: true, ipAddress: '192.0.2.99', at: new Date('2026-01-15T12:30:00Z') });
});
afterAll(() => t.close());

describe('privacy-policy decisions for the auditor', () => {
  it('counts per version the users who accepted, only declined, and have not decided yet', async () => {
    const res = await get(`${BASE}/acceptances/summary`, backoffice);
    expect(res.statusCode, res.body).toBe(200);
    const [counted] = await rowsOf<{ active: number }>(t.database.db, sql`select count(*)::int as active from ${users} where ${users.active}`);
    const active = counted!.active;
    const versions = (res.json() as { versions: Counts[] }).versions;
    expect(versions).toEqual([
      { version: 2, languages: ['en-US'], published: false, accepted: 0, declined: 0, undecided: null },
      { version: 1, languages: ['es-ES', 'pt-PT'], published: true, accepted: 3, declined: 1, undecided: active - 4 },
    ]);
  });

  it('exports every version as CSV: name, user name, email and company as recorded, dates in the reader\'s zone, decisions in their words', async () => {
    const res = await get(`${BASE}/acceptances/export`, admin, { format: 'csv', sort: 'userName', direction: 'asc', timeZone: 'America/New_York' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['x-row-count']).toBe('4');
    expect(res.headers['content-disposition']).toMatch(/privacy-policy-acceptances-all-versions-\d{8}\.csv/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    const heading = (key: string) => text('en-US', `policyAcceptanceFile.${key}` as never, { zone: 'America/New_York' });
    expect(lines[0]).toBe(['dateTime', 'name', 'userName', 'email', 'company', 'decision', 'version', 'language', 'ip'].map(heading).join(','));
    const [ana, carla, diego, olga] = lines.slice(1).map((l) => l.split(','));
    expect(carla!.slice(2)).toEqual(['Carla Sousa', 'carla.sousa', 'carla@north.test', companyNames.north, 'Accepted', '1', 'pt-PT', '203.0.113.7']);
    // A value that a spreadsheet would run as a formula is written as text.
    expect(diego!.slice(2)).toEqual(['Diego Ruiz', 'diego.ruiz', "'=diego@south.test", companyNames.south, 'Declined', '1', 'pt-PT', '198.51.100.4']);
    expect(ana!.slice(2, 7)).toEqual(['Ana Auditora', 'ana.auditora', expect.any(String), text('en-US', 'policyAcceptanceFile.staff'), 'Accepted']);
    // 12:30 UTC is 07:30 in New York in January.
    expect(olga).toEqual(['"01/15/2026', ' 07:30:00"', 'Olga Velha', 'olga', 'olga@south.test', companyNames.south, 'Accepted', '1', 'es-ES', '192.0.2.99']);
  });

  it('exports one version as XLSX in the reader\'s language: translated headers, real dates in their zone (else the browser\'s cookie), audited', async () => {
    const res = await get(`${BASE}/acceptances/export`, backoffice, { format: 'xlsx', version: '1', sort: 'userName', direction: 'asc' }, 'ch_tz=Europe%2FLisbon');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/privacy-policy-acceptances-version-1-\d{8}\.xlsx/);
    const sheet = await workbookOf(res.rawPayload);
    const es = (key: string) => text('es-ES', `policyAcceptanceFile.${key}` as never, { zone: 'Europe/Lisbon' });
    expect(cellsOf(sheet, 1)).toEqual(['dateTime', 'name', 'userName', 'email', 'company', 'decision', 'version', 'language', 'ip'].map(es));
    expect(sheet.rowCount).toBe(5);
    const olga = cellsOf(sheet, 5);
    // Lisbon is at UTC in January: the cell holds the wall-clock time, shown day first.
    expect(olga[0]).toEqual(new Date('2026-01-15T12:30:00Z'));
    expect(sheet.getRow(5).getCell(1).numFmt).toBe('dd/mm/yyyy hh:mm:ss');
    expect(olga.slice(1)).toEqual(['Olga Velha', 'olga', 'olga@south.test', companyNames.south, text('es-ES', 'policyAcceptances.accepted'), 1, 'es-ES', '192.0.2.99']);
    expect(cellsOf(sheet, 4).slice(4, 6)).toEqual([companyNames.south, text('es-ES', 'policyAcceptances.declined')]);

    const audited = await auditRowsOf(t.database.db, 'privacy-policy', 'decisions exported');
    expect(audited.map((r) => r.shortMessage)).toContainEqual(expect.stringMatching(/^Privacy policy decisions exported as XLSX \(version 1, 4 rows\)/));
    expect((await get(`${BASE}/acceptances/export`, admin, { timeZone: 'Mars/Olympus' })).statusCode).toBe(400);
  });

  it('is for staff only, and a narrower scope reads its company\'s decisions only', async () => {
    for (const url of [`${BASE}/acceptances/summary`, `${BASE}/acceptances/export`, `${BASE}/acceptances`]) {
      expect((await get(url, mainContact)).statusCode, url).toBe(403);
    }
    const query = { page: 1, pageSize: 20, direction: 'asc', sort: 'userName' } as const;
    // Staff see every company's decisions and staff's own.
    expect((await repo.findAcceptances(t.database.db, { kind: 'all' }, query)).items).toHaveLength(4);
    const south = await repo.findAcceptances(t.database.db, { kind: 'company', companyId: ids.south }, query);
    expect(south.items.map((i) => i.row.userName).sort()).toEqual(['diego.ruiz', 'olga']);
    expect(south.total).toBe(2);
    const north = await repo.exportBatch(t.database.db, { kind: 'company', companyId: ids.north }, { ...query, format: 'csv' }, Number.MAX_SAFE_INTEGER, 100, 0);
    expect(north.map((r) => r.row.userName)).toEqual(['carla.sousa']);
    const counts = await repo.versionCounts(t.database.db, { kind: 'company', companyId: ids.south });
    expect(counts.find((c) => c.version === 1)).toMatchObject({ accepted: 1, declined: 1, decided_active: 2 });
  });

  it(`exports a version of ${BIG.toLocaleString('en-US')} decisions in batches, as CSV and as XLSX, in reasonable time`, async () => {
    const db = t.database.db;
    await db.execute(sql`insert into ${policyAcceptances} (user_id, user_name, policy_id, policy_version, language, accepted, ip_address, at, email, company_id, company_name)
      select gen_random_uuid(), 'user-' || g, gen_random_uuid(), 3, 'pt-PT', g % 7 <> 0, '10.0.' || (g / 250) || '.' || (g % 250), timestamptz '2026-03-01' + g * interval '1 minute',
             'user-' || g || '@big.test', ${ids.north}::uuid, ${companyNames.north}
      from generate_series(1, ${BIG}) g`);
    const timed = async (format: string) => {
      const started = performance.now();
      const res = await get(`${BASE}/acceptances/export`, admin, { format, version: '3' });
      const ms = performance.now() - started;
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['x-row-count']).toBe(String(BIG));
      return { res, ms };
    };
    const csv = await timed('csv');
    const lines = csv.res.body.trim().split('\r\n');
    expect(lines).toHaveLength(BIG + 1);
    // Newest first: the last minute of the series leads, and no row is written twice.
    expect(lines[1]).toContain(`user-${BIG}@big.test`);
    expect(new Set(lines).size).toBe(BIG + 1);
    const xlsx = await timed('xlsx');
    const sheet = await workbookOf(xlsx.res.rawPayload);
    expect(sheet.rowCount).toBe(BIG + 1);
    expect(cellsOf(sheet, BIG + 1)[2]).toBe('user-1');
    console.log(`policy acceptances export, ${BIG} rows: CSV ${Math.round(csv.ms)} ms (${(csv.res.rawPayload.length / 1e6).toFixed(1)} MB), XLSX ${Math.round(xlsx.ms)} ms (${(xlsx.res.rawPayload.length / 1e6).toFixed(1)} MB)`);
    expect(csv.ms).toBeLessThan(30_000);
    expect(xlsx.ms).toBeLessThan(60_000);
  }, 180_000);
});
