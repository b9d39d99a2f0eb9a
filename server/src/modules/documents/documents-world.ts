// The documents API's shared world: two companies, their contacts with various permissions and
// scopes, staff, and documents of every kind. Each test file that uses it gets its own app.
import { afterAll, beforeAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Permission } from '@customer-hub/contract/permissions';
import { buildContact, buildDocument, buildLedgerEntry, buildStaff, buildTenant } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';

export type Auth = { authorization: string };

export let t: TestApp;
export let a: Awaited<ReturnType<typeof buildTenant>>;
export let b: Awaited<ReturnType<typeof buildTenant>>;
export const as = {} as Record<'all' | 'noFolders' | 'site' | 'other' | 'staff' | 'backoffice' | 'noSearch' | 'noPrices', Auth>;
export const ids = {} as Record<'budget' | 'folder' | 'otherSite' | 'otherCompany' | 'invoicePdf' | 'hidden', string>;
export let invoiceEntry: string;
export const PDF = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\n%%EOF\n`);
// A 1×1 PNG.
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const ALL: Permission[] = ['SearchDocuments', 'Folders', 'IncidenceReports', 'Orders', 'ServiceReports', 'OtherLegalDocuments', 'CurrentAccounts', 'PricesColumn'];

/** Builds the world before the file's tests and closes the app after them. */
export function useDocumentsWorld(): void {
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const storage = t.app.storage;
    a = await buildTenant(db);
    b = await buildTenant(db);
    const contact = async (permissions: Permission[], over: Record<string, unknown> = {}) =>
      sessionFor(db, (await buildContact(db, { companyId: a.company.id, permissions, language: 'es-ES', ...over })).id);
    as.all = await contact(ALL);
    as.noFolders = await contact(ALL.filter((p) => p !== 'Folders'));
    as.noSearch = await contact(['CurrentAccounts', 'PricesColumn']);
    // Like the demo's customer.limited: the current account without its amounts.
    as.noPrices = await contact(ALL.filter((p) => p !== 'PricesColumn'));
    as.site = await contact(ALL, { treeNodeKind: 'site', treeNodeId: a.site.id });
    as.other = await sessionFor(db, (await buildContact(db, { companyId: b.company.id, permissions: ALL })).id);
    as.staff = await sessionFor(db, (await buildStaff(db, 'Admin', { userName: 'doc.admin' })).id);
    as.backoffice = await sessionFor(db, (await buildStaff(db, 'Backoffice')).id);

    ids.budget = (await buildDocument(db, storage, a.tenant, { documentNo: 'ORC-2026-001', title: 'Orçamento de limpeza', fileName: 'Orçamento 2026.pdf', bytes: PDF('budget') })).id;
    ids.folder = (await buildDocument(db, storage, a.tenant, { typeCode: 'Folder', documentNo: 'DOS-7', title: 'Dossier técnico', documentDate: '2026-02-01' })).id;
    ids.otherSite = (await buildDocument(db, storage, { ...a.tenant, siteId: null }, { documentNo: 'ORC-2026-002', title: 'Company-wide budget', documentDate: '2026-01-10' })).id;
    ids.otherCompany = (await buildDocument(db, storage, b.tenant, { documentNo: 'ORC-B-1', title: 'Budget of B' })).id;
    invoiceEntry = (await buildLedgerEntry(db, a.company.id, a.partner.id, { documentNo: 'FT 2026/555' })).id;
    ids.invoicePdf = (await buildDocument(db, storage, a.tenant, { typeCode: 'InvoicePdf', documentNo: 'FT 2026/555', title: 'Invoice', ledgerEntryId: invoiceEntry })).id;
    await db.execute(sql`insert into document_types (code, names, section, visible) values ('Internal', '{"en-US":"Internal","es-ES":"Interno","pt-PT":"Interno"}', 'Budgets', false)`);
    ids.hidden = (await buildDocument(db, storage, a.tenant, { typeCode: 'Internal', documentNo: 'INT-1', title: 'Internal note' })).id;
  });
  afterAll(() => t.close());
}

export const get = (url: string, auth: Auth) => t.app.inject({ url, headers: auth });
export const listIds = async (query: string, auth: Auth) => {
  const res = await get(`/api/documents?${query}`, auth);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { id: string }[]).map((d) => d.id);
};
export const referenceFor = async (id: string, auth: Auth) => {
  const res = await get(`/api/documents/download-link/${id}`, auth);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json() as string;
};
export const downloadFile = (reference: string, auth: Auth) => get(`/api/Common/DownloadFile?FilePath=${encodeURIComponent(reference)}`, auth);

