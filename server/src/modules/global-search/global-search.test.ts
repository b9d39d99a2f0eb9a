import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '@/db/schema/documents.ts';
import { foldedContains } from '@/lib/lists.ts';
import type { Permission } from '@customer-hub/contract/permissions';
import type { GlobalSearchResponse } from '@customer-hub/contract/global-search';
import { buildContact, buildContract, buildContractLine, buildDocument, buildLedgerEntry, buildOrder, buildSite, buildStaff, buildTenant, buildTransport, buildTrip } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
type Auth = { authorization: string };
let a: Awaited<ReturnType<typeof buildTenant>>;
let b: Awaited<ReturnType<typeof buildTenant>>;
const as = {} as Record<'all' | 'pt' | 'noTrips' | 'onlyCurrent' | 'site' | 'other' | 'staff' | 'admin', Auth>;
const ids = {} as Record<string, string>;
const ALL: Permission[] = ['SearchDocuments', 'Folders', 'IncidenceReports', 'Orders', 'ServiceReports', 'OtherLegalDocuments', 'CurrentAccounts', 'PricesColumn', 'Trips', 'ContractLines'];

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  a = await buildTenant(db);
  b = await buildTenant(db);
  const contact = async (permissions: Permission[], over: Record<string, unknown> = {}) =>
    sessionFor(db, (await buildContact(db, { companyId: a.company.id, permissions, language: 'es-ES', ...over })).id);
  as.all = await contact(ALL);
  as.pt = await contact(ALL, { language: 'pt-PT' });
  as.noTrips = await contact(ALL.filter((p) => p !== 'Trips' && p !== 'Folders'));
  as.onlyCurrent = await contact(['CurrentAccounts', 'PricesColumn']);
  as.site = await contact(ALL, { treeNodeKind: 'site', treeNodeId: a.site.id });
  as.other = await sessionFor(db, (await buildContact(db, { companyId: b.company.id, permissions: ALL })).id);
  as.staff = await sessionFor(db, (await buildStaff(db, 'Backoffice')).id);
  as.admin = await sessionFor(db, (await buildStaff(db, 'Admin')).id);
  const s = t.app.storage;
  ids.report = (await buildDocument(db, s, a.tenant, { typeCode: 'IncidenceReport', documentNo: 'INC-100', title: 'Relatório de incidência Porto Norte' })).id;
  ids.shipment = (await buildDocument(db, s, a.tenant, { typeCode: 'ShipmentNote', documentNo: 'ALB-77', title: 'Albarán de envío Valencia' })).id;
  ids.folder = (await buildDocument(db, s, a.tenant, { typeCode: 'Folder', documentNo: 'DOS-1', title: 'Dossier Porto Norte' })).id;
  ids.folderNoSite = (await buildDocument(db, s, { ...a.tenant, siteId: null }, { typeCode: 'Folder', documentNo: 'DOS-2', title: 'Dossier Porto Sul' })).id;
  ids.invoicePdf = (await buildDocument(db, s, a.tenant, { typeCode: 'InvoicePdf', documentNo: 'FT 2026/00777', title: 'Fatura Porto' })).id;
  ids.otherCompanyDoc = (await buildDocument(db, s, b.tenant, { typeCode: 'IncidenceReport', documentNo: 'INC-200', title: 'Relatório Porto Norte B' })).id;
  ids.entry = (await buildLedgerEntry(db, a.company.id, a.partner.id, { documentNo: 'FT 2026/00777', description: 'Limpeza Porto Norte' })).id;
  ids.otherEntry = (await buildLedgerEntry(db, b.company.id, b.partner.id, { documentNo: 'FT 2026/00778', description: 'Limpeza Porto Norte' })).id;
  ids.trip = (await buildTrip(db, a.tenant, { tourNo: 'TR-31415', origin: 'Lisboa', destination: 'Porto Norte' })).id;
  // Orders and shipments by number; shipment numbers still repeat across companies.
  ids.order = (await buildOrder(db, a.tenant, { orderNo: 'OR-2026-000012', formerNumber: 'OR-2026-000003', workLocation: 'Cais 3' })).id;
  const otherSite = await buildSite(db, a.company.id, a.partner.id);
  ids.orderOtherSite = (await buildOrder(db, { ...a.tenant, siteId: otherSite.id }, { orderNo: 'OR-2026-000016', workLocation: 'Cais 4' })).id;
  ids.otherOrder = (await buildOrder(db, b.tenant, { orderNo: 'OR-2026-000017', workLocation: 'Muelle 1' })).id;
  ids.transport = (await buildTransport(db, a.tenant, { shipmentNo: 'EXP-2026-00012', tripId: ids.trip, origin: 'Lisboa', destination: 'Faro' })).id;
  ids.otherTransport = (await buildTransport(db, b.tenant, { shipmentNo: 'EXP-2026-00012', origin: 'Madrid', destination: 'Sevilla' })).id;
  const contract = await buildContract(db, a.tenant, { contractNo: 'CT-9' });
  ids.line = (await buildContractLine(db, contract, { lineNo: 10000, service: 'Limpieza de oficinas Porto' })).id;
});
afterAll(() => t.close());

const search = async (query: string, auth: Auth = as.all) => {
  const res = await t.app.inject({ url: `/api/GlobalSearch/getGlobalInformation?${query}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as GlobalSearchResponse;
};
const docIds = (r: GlobalSearchResponse) => r.searchDocuments.flatMap((g) => g.searchDocInfos.map((d) => d.id));

describe('GET /api/GlobalSearch/getGlobalInformation', () => {
  it('refuses fewer than 5 characters with SEARCH_TOO_SHORT', async () => {
    for (const q of ['', 'port', '  por  ', 'ação']) {
      const res = await t.app.inject({ url: `/api/GlobalSearch/getGlobalInformation?search=${encodeURIComponent(q)}`, headers: as.all });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('SEARCH_TOO_SHORT');
    }
    expect((await search('search=porto')).trips).toHaveLength(1);
  });

  it('refuses everyone with 403 GLOBAL_SEARCH_OFF while the setting is off, not only hides the icon', async () => {
    const turn = async (globalSearchActive: boolean) => {
      const res = await t.app.inject({ method: 'PUT', url: '/api/settings/documents', headers: as.admin, payload: { maxUploadMegabytes: 20, globalSearchActive } });
      expect(res.statusCode, res.body).toBe(200);
    };
    await turn(false);
    try {
      for (const auth of [as.all, as.staff]) {
        const res = await t.app.inject({ url: '/api/GlobalSearch/getGlobalInformation?search=porto', headers: auth });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('GLOBAL_SEARCH_OFF');
      }
    } finally {
      await turn(true);
    }
    expect((await search('search=porto')).trips).toHaveLength(1);
  });

  it('answers the spec’s shape over every context by default, in the caller’s scope', async () => {
    const r = await search('search=porto%20norte');
    expect(r.currentAccounts).toEqual([{ id: ids.entry, description: 'FT 2026/00777 · Limpeza Porto Norte' }]);
    expect(r.trips).toEqual([{ id: ids.trip, description: expect.stringContaining('TR-31415') }]);
    expect(docIds(r).sort()).toEqual([ids.report, ids.folder].sort());
    const group = r.searchDocuments.find((g) => g.name === 'Informe de incidencia');
    expect(group?.searchDocInfos).toEqual([{ id: ids.report, description: 'INC-100 · Relatório de incidência Porto Norte', downloadLink: '/api/documents/download-link/' }]);
  });

  it('names document groups by type in the user’s language, contract lines without a download link', async () => {
    const r = await search('search=porto', as.pt);
    const names = r.searchDocuments.map((g) => g.name);
    expect(names).toEqual(expect.arrayContaining(['Relatório de incidência', 'Pasta', 'Fatura', 'Linhas de contrato']));
    const lines = r.searchDocuments.find((g) => g.name === 'Linhas de contrato')!;
    expect(lines.searchDocInfos).toEqual([{ id: ids.line, description: 'CT-9 · 10000 · Limpieza de oficinas Porto', downloadLink: null }]);
    expect(r.searchDocuments.every((g) => g.searchDocInfos.length > 0)).toBe(true);
  });

  it('is case- and accent-insensitive and matches words in any order', async () => {
    expect(docIds(await search('search=RELATORIO'))).toEqual([ids.report]);
    expect(docIds(await search('search=albaran'))).toEqual([ids.shipment]);
    expect(docIds(await search(`search=${encodeURIComponent('ALBARÁN DE ENVÍO')}`))).toEqual([ids.shipment]);
    expect(docIds(await search('search=norte%20relat'))).toEqual([ids.report]);
    expect((await search('search=00777')).currentAccounts.map((x) => x.id)).toEqual([ids.entry]);
    expect(docIds(await search('search=%25%25%25%25%25'))).toEqual([]);
  });

  it('matches punctuation exactly, and the trigram index looks it up (not only the digits around it)', async () => {
    expect((await search('search=2026%2F00777')).currentAccounts.map((x) => x.id)).toEqual([ids.entry]);
    expect((await search('search=2026-00777')).currentAccounts).toEqual([]);
    expect(docIds(await search('search=inc-100'))).toEqual([ids.report]);
    expect(docIds(await search('search=inc.100'))).toEqual([]);
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await tx.execute(sql`explain select id from documents where ${foldedContains(documents.searchText, '2026/')}`);
      return (rows as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('documents_search_trgm_idx');
    expect(plan).toMatch(/Index Cond: .*%2026W%/);
  });

  it('finds orders by their number, current or former, and shipments by theirs, in scope and with the screens’ permissions', async () => {
    const idsOf = (hits: { id: string }[]) => hits.map((h) => h.id).sort();
    const byNumber = await search('search=OR-2026-000012');
    expect(byNumber.orders).toEqual([{ id: ids.order, description: 'OR-2026-000012 (OR-2026-000003) · Cais 3' }]);
    expect(idsOf((await search('search=OR-2026-000003')).orders)).toEqual([ids.order]);
    expect(idsOf((await search('search=or-2026-0000')).orders)).toEqual([ids.order, ids.orderOtherSite].sort());
    expect((await search('search=EXP-2026-00012')).shipments).toEqual([{ id: ids.transport, description: 'EXP-2026-00012 · Lisboa → Faro' }]);
    // Scope: a site's contact, another company, staff.
    expect(idsOf((await search('search=or-2026-0000', as.site)).orders)).toEqual([ids.order]);
    expect(idsOf((await search('search=or-2026-0000', as.other)).orders)).toEqual([ids.otherOrder]);
    expect(idsOf((await search('search=EXP-2026-00012', as.other)).shipments)).toEqual([ids.otherTransport]);
    expect(idsOf((await search('search=EXP-2026-00012', as.staff)).shipments)).toEqual([ids.transport, ids.otherTransport].sort());
    // Permissions (Orders; Trips, as the Transports screen) and contexts.
    expect((await search('search=OR-2026-000012', as.onlyCurrent)).orders).toEqual([]);
    expect((await search('search=EXP-2026-00012', as.noTrips)).shipments).toEqual([]);
    const tripsOnly = await search('Contexts=CTrips&search=OR-2026-000012');
    expect([tripsOnly.orders, tripsOnly.shipments]).toEqual([[], []]);
    expect(idsOf((await search('Contexts=COrders&search=OR-2026-000012')).orders)).toEqual([ids.order]);
    expect(idsOf((await search('Contexts=CShipment&search=EXP-2026-00012')).shipments)).toEqual([ids.transport]);
  });

  it('searches only the contexts asked', async () => {
    const trips = await search('Contexts=CTrips&search=porto');
    expect(trips.trips).toHaveLength(1);
    expect(trips.currentAccounts).toEqual([]);
    expect(trips.searchDocuments).toEqual([]);
    const invoices = await search('Contexts=CInvoices&Contexts=CShipment&search=porto');
    expect(docIds(invoices)).toEqual([ids.invoicePdf]);
    const others = await search('Contexts=COtherDocuments&search=porto');
    expect(docIds(others).sort()).toEqual([ids.report, ids.folder, ids.folderNoSite].sort());
    const lines = await search('Contexts=CContractLines&search=porto');
    expect(lines.searchDocuments.map((g) => g.searchDocInfos[0]!.id)).toEqual([ids.line]);
    expect((await t.app.inject({ url: '/api/GlobalSearch/getGlobalInformation?Contexts=CNope&search=porto', headers: as.all })).statusCode).toBe(400);
  });

  it('leaves out what the caller’s permissions close, even when asked', async () => {
    const r = await search('search=porto', as.noTrips);
    expect(r.trips).toEqual([]);
    expect(docIds(r)).not.toContain(ids.folder);
    expect(docIds(r)).toContain(ids.report);
    const only = await search('search=porto', as.onlyCurrent);
    expect(only.trips).toEqual([]);
    expect(docIds(only)).toEqual([ids.invoicePdf]);
    expect(only.currentAccounts).toHaveLength(1);
  });

  it('keeps to the caller’s scope; staff search everything', async () => {
    const site = await search('search=porto', as.site);
    expect(docIds(site)).not.toContain(ids.folderNoSite);
    expect(docIds(site)).toContain(ids.folder);
    const other = await search('search=porto%20norte', as.other);
    expect(docIds(other)).toEqual([ids.otherCompanyDoc]);
    expect(other.currentAccounts.map((x) => x.id)).toEqual([ids.otherEntry]);
    expect(other.trips).toEqual([]);
    const staff = await search('search=porto%20norte', as.staff);
    expect(docIds(staff)).toEqual(expect.arrayContaining([ids.report, ids.otherCompanyDoc]));
    expect(staff.currentAccounts).toHaveLength(2);
  });

  it('a reference from a search result downloads the document', async () => {
    const r = await search('search=albaran');
    const hit = r.searchDocuments[0]!.searchDocInfos[0]!;
    const link = await t.app.inject({ url: `${hit.downloadLink}${hit.id}`, headers: as.all });
    const file = await t.app.inject({ url: `/api/Common/DownloadFile?FilePath=${encodeURIComponent(link.json())}`, headers: as.all });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
