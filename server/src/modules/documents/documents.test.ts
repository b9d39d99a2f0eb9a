import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../test/helpers.ts';
import { as, get, ids, invoiceEntry, listIds, t, useDocumentsWorld } from './documents-world.ts';

useDocumentsWorld();

describe('sections and lists', () => {
  it('answers the sections the permissions open, with visible types named in the user’s language', async () => {
    const res = await get('/api/documents/sections', as.noFolders);
    const sections = res.json() as { section: string; types: { code: string; name: string }[] }[];
    expect(sections.map((s) => s.section)).toEqual(['Budgets', 'IncidenceReports', 'ListOrders', 'ServiceReports', 'LegalTechnician', 'Invoices']);
    expect(sections[0]!.types).toEqual([{ code: 'Budget', name: 'Presupuesto' }]);
    expect((await get('/api/documents/sections', as.noSearch)).json().map((s: { section: string }) => s.section)).toEqual(['Invoices']);
    const staff = (await get('/api/documents/sections', as.staff)).json() as { section: string; types: { code: string }[] }[];
    expect(staff).toHaveLength(7);
    expect(staff[0]!.types.map((x) => x.code)).toContain('Internal');
  });

  it('lists a section in the caller’s scope, hiding hidden types from customers', async () => {
    expect(await listIds('section=Budgets&sort=documentDate&direction=desc', as.all)).toEqual([ids.budget, ids.otherSite]);
    expect(await listIds('section=Budgets', as.site)).toEqual([ids.budget]);
    expect(await listIds('section=Budgets', as.other)).toEqual([ids.otherCompany]);
    expect(await listIds('section=Budgets', as.staff)).toEqual(expect.arrayContaining([ids.budget, ids.otherSite, ids.otherCompany, ids.hidden]));
    expect(await listIds('section=Folders', as.all)).toEqual([ids.folder]);
  });

  it('refuses a section whose data tab is off (403), and everything without SearchDocuments', async () => {
    expect((await get('/api/documents?section=Folders', as.noFolders)).statusCode).toBe(403);
    expect((await get('/api/documents?section=Budgets', as.noSearch)).statusCode).toBe(403);
    expect((await get('/api/documents?section=Invoices', as.noSearch)).statusCode).toBe(200);
  });

  it('searches number, title and description ignoring case and accents; filters type and dates', async () => {
    expect(await listIds('section=Budgets&search=ORCAMENTO', as.all)).toEqual([ids.budget]);
    expect(await listIds('section=Budgets&search=orc-2026', as.all)).toHaveLength(2);
    expect(await listIds('section=Budgets&from=2026-03-01', as.all)).toEqual([ids.budget]);
    expect(await listIds('section=Budgets&to=2026-01-31', as.all)).toEqual([ids.otherSite]);
    expect(await listIds('section=Budgets&type=Folder', as.all)).toEqual([]);
    expect(await listIds('section=Budgets&search=%25', as.all)).toEqual([]);
  });

  it('pages', async () => {
    const first = await listIds('section=Budgets&pageSize=1&page=1&sort=documentNo&direction=asc', as.all);
    const second = await listIds('section=Budgets&pageSize=1&page=2&sort=documentNo&direction=asc', as.all);
    expect([...first, ...second]).toEqual([ids.budget, ids.otherSite]);
    expect((await get('/api/documents?section=Budgets&pageSize=1', as.all)).json().total).toBe(2);
  });

  it('links invoice PDFs from current-account rows', async () => {
    const res = await get('/api/current-account', as.all);
    const row = (res.json().items as { id: string; pdfDocumentId: string | null }[]).find((r) => r.id === invoiceEntry);
    expect(row?.pdfDocumentId).toBe(ids.invoicePdf);
  });

  it('withholds invoices and memos, which are prices, from a contact without PricesColumn', async () => {
    const res = await get('/api/current-account', as.noPrices);
    expect(res.statusCode, res.body).toBe(200);
    const row = (res.json().items as Record<string, unknown>[]).find((r) => r.id === invoiceEntry);
    expect(row).toMatchObject({ documentNo: 'FT 2026/555', pdfDocumentId: null });
    expect(row).not.toHaveProperty('amount');
    expect((await get('/api/documents/sections', as.noPrices)).json().map((s: { section: string }) => s.section)).not.toContain('Invoices');
    expect((await get('/api/documents?section=Invoices', as.noPrices)).statusCode).toBe(403);
    // The other sections stay open.
    expect(await listIds('section=Budgets', as.noPrices)).toEqual(expect.arrayContaining([ids.budget]));
    const search = (auth: typeof as.all) => get(`/api/GlobalSearch/getGlobalInformation?Contexts=CInvoices&search=${encodeURIComponent('FT 2026/555')}`, auth);
    expect((await search(as.all)).body).toContain(ids.invoicePdf);
    expect((await search(as.noPrices)).body).not.toContain(ids.invoicePdf);
  });
});


describe('document configuration', () => {
  it('lists types with counts; adds one (409 on a repeated code); moves and hides one', async () => {
    const list = await get('/api/document-types', as.backoffice);
    expect(list.statusCode).toBe(200);
    expect(list.json().find((x: { code: string }) => x.code === 'Folder')).toMatchObject({ section: 'Folders', visible: true, documentCount: 1 });
    expect(list.json().map((x: { code: string }) => x.code).slice(0, 4)).toEqual(['Budget', 'Internal', 'Folder', 'IncidenceReport']);
    const names = { 'en-US': 'Site plan', 'es-ES': 'Plano', 'pt-PT': 'Planta' };
    const created = await t.app.inject({ method: 'POST', url: '/api/document-types', headers: as.backoffice, payload: { code: 'SitePlan', names, section: 'Folders', visible: true } });
    expect(created.statusCode, created.body).toBe(201);
    const again = await t.app.inject({ method: 'POST', url: '/api/document-types', headers: as.backoffice, payload: { code: 'SitePlan', names, section: 'Folders', visible: true } });
    expect(again.statusCode).toBe(409);

    // Folder documents move to Budgets: customers find them there, not under Folders.
    const moved = await t.app.inject({ method: 'PUT', url: '/api/document-types/Folder', headers: as.staff, payload: { names: { 'en-US': 'Folder', 'es-ES': 'Carpeta', 'pt-PT': 'Pasta' }, section: 'Budgets', visible: true } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await listIds('section=Folders', as.all)).toEqual([]);
    expect(await listIds('section=Budgets', as.all)).toContain(ids.folder);
    const hidden = await t.app.inject({ method: 'PUT', url: '/api/document-types/Folder', headers: as.staff, payload: { names: { 'en-US': 'Folder', 'es-ES': 'Carpeta', 'pt-PT': 'Pasta' }, section: 'Folders', visible: false } });
    expect(hidden.json()).toMatchObject({ section: 'Folders', visible: false });
    expect(await listIds('section=Folders', as.all)).toEqual([]);
    expect(await listIds('section=Folders', as.staff)).toContain(ids.folder);
    await t.app.inject({ method: 'PUT', url: '/api/document-types/Folder', headers: as.staff, payload: { names: { 'en-US': 'Folder', 'es-ES': 'Carpeta', 'pt-PT': 'Pasta' }, section: 'Folders', visible: true } });
    expect((await t.app.inject({ method: 'PUT', url: '/api/document-types/Nope', headers: as.staff, payload: { names, section: 'Folders', visible: true } })).statusCode).toBe(404);
    expect((await get('/api/document-types', as.all)).statusCode).toBe(403);
  });
});


describe('settings', () => {
  it('GlobalSearchActive follows the document settings', async () => {
    const read = async () => (await get('/api/Backoffice/Settings/GlobalSearchActive', as.all)).json();
    const put = (globalSearchActive: boolean) => t.app.inject({ method: 'PUT', url: '/api/settings/documents', headers: as.staff, payload: { maxUploadMegabytes: 20, globalSearchActive } });
    expect((await put(false)).statusCode).toBe(200);
    expect(await read()).toBe(false);
    await put(true);
    expect(await read()).toBe(true);
    const logged = await rowsOf<{ short_message: string }>(t.database.db, sql`select short_message from system_logs where context = 'settings' order by created_at`);
    expect(logged.at(-1)?.short_message).toBe('Document settings changed: {"maxUploadMegabytes":20,"globalSearchActive":true} (by doc.admin)');
    expect((await t.app.inject({ method: 'PUT', url: '/api/settings/documents', headers: as.backoffice, payload: { maxUploadMegabytes: 20, globalSearchActive: true } })).statusCode).toBe(403);
  });
});
