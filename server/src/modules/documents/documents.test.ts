import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import JSZip from 'jszip';
import { inArray, sql } from 'drizzle-orm';
import { homeItems } from '@/db/schema/home-content.ts';
import type { Permission } from '@customer-hub/contract/permissions';
import { FILE_REFERENCE_TTL_SECONDS } from '@customer-hub/contract/documents';
import { buildContact, buildDocument, buildLedgerEntry, buildStaff, buildTenant } from '../../../test/factories.ts';
import { buildTestApp, rowsOf, sessionFor, type TestApp } from '../../../test/helpers.ts';
import { multipart } from '../../../test/multipart.ts';

let t: TestApp;
type Auth = { authorization: string };
let a: Awaited<ReturnType<typeof buildTenant>>;
let b: Awaited<ReturnType<typeof buildTenant>>;
const as = {} as Record<'all' | 'noFolders' | 'site' | 'other' | 'staff' | 'backoffice' | 'noSearch', Auth>;
const ids = {} as Record<'budget' | 'folder' | 'otherSite' | 'otherCompany' | 'invoicePdf' | 'hidden', string>;
let invoiceEntry: string;
const PDF = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\n%%EOF\n`);
// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const ALL: Permission[] = ['SearchDocuments', 'Folders', 'IncidenceReports', 'Orders', 'ServiceReports', 'OtherLegalDocuments', 'CurrentAccounts'];

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
  as.noSearch = await contact(['CurrentAccounts']);
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

const get = (url: string, auth: Auth) => t.app.inject({ url, headers: auth });
const listIds = async (query: string, auth: Auth) => {
  const res = await get(`/api/documents?${query}`, auth);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { id: string }[]).map((d) => d.id);
};
const referenceFor = async (id: string, auth: Auth) => {
  const res = await get(`/api/documents/download-link/${id}`, auth);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json() as string;
};
const downloadFile = (reference: string, auth: Auth) => get(`/api/Common/DownloadFile?FilePath=${encodeURIComponent(reference)}`, auth);

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
});

describe('downloads (DESIGN.md §7)', () => {
  it('GET {downloadLink}{id} answers a signed reference; DownloadFile streams the bytes under the name after the last backslash', async () => {
    const reference = await referenceFor(ids.budget, as.all);
    expect(reference).toMatch(/^hub\\[A-Za-z0-9_.-]+\\Orçamento 2026\.pdf$/);
    expect(reference.slice(reference.lastIndexOf('\\') + 1)).toBe('Orçamento 2026.pdf');
    const res = await downloadFile(reference, as.all);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF('budget'))).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Orcamento 2026.pdf"; filename*=UTF-8''Or%C3%A7amento%202026.pdf`);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('issues references only for documents in reach', async () => {
    expect((await get(`/api/documents/download-link/${ids.otherCompany}`, as.all)).statusCode).toBe(404);
    expect((await get(`/api/documents/download-link/${ids.otherSite}`, as.site)).statusCode).toBe(404);
    expect((await get(`/api/documents/download-link/${ids.folder}`, as.noFolders)).statusCode).toBe(404);
    expect((await get(`/api/documents/download-link/${ids.hidden}`, as.all)).statusCode).toBe(404);
    expect((await get(`/api/documents/download-link/${ids.hidden}`, as.staff)).statusCode).toBe(200);
    expect((await get('/api/documents/download-link/..%2F..%2Fetc%2Fpasswd', as.all)).statusCode).toBe(400);
  });

  it('refuses traversal, absolute, encoded, backslash, NUL and altered references without touching the store', async () => {
    const good = await referenceFor(ids.budget, as.all);
    const [, token, name] = good.split('\\') as [string, string, string];
    const spy = vi.spyOn(t.app.storage, 'get');
    const attempts = [
      '..\\..\\etc\\passwd',
      '../../etc/passwd',
      '/etc/passwd',
      'C:\\Windows\\win.ini',
      `documents/${a.company.id}/x`,
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      `hub\\${token}\\..\\..\\etc\\passwd`,
      `hub\\${token}\\../secret.pdf`,
      `hub\\${token}\\${name}\u0000.exe`,
      `hub\\${token}\\${name}\\extra`,
      `hub\\${token}\\other name.pdf`,
      `hub\\${token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}\\${name}`,
      `hub\\${token.split('.')[0]}.${'A'.repeat(43)}\\${name}`,
      `\\\\server\\share\\${name}`,
      `hub\\${token}\\${name}`.replace('hub', 'HUB'),
      '',
    ];
    for (const attempt of attempts) {
      const res = await downloadFile(attempt, as.all);
      expect(res.statusCode, attempt).toBe(400);
      expect(res.json().code, attempt).toMatch(/FILE_REFERENCE_INVALID|VALIDATION_FAILED/);
    }
    // A double-encoded reference is not decoded twice.
    expect((await get(`/api/Common/DownloadFile?FilePath=${encodeURIComponent(encodeURIComponent(good))}`, as.all)).statusCode).toBe(400);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('refuses another user’s reference, an expired one, and one whose document went out of reach', async () => {
    const reference = await referenceFor(ids.budget, as.all);
    const res = await downloadFile(reference, as.noFolders);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('FILE_REFERENCE_INVALID');
    expect((await downloadFile(reference, as.staff)).statusCode).toBe(400);

    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + (FILE_REFERENCE_TTL_SECONDS + 1) * 1000);
    const expired = await downloadFile(reference, as.all);
    clock.mockRestore();
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('FILE_REFERENCE_EXPIRED');

    const folderRef = await referenceFor(ids.folder, as.all);
    await t.database.db.execute(sql`update document_types set visible = false where code = 'Folder'`);
    try {
      expect((await downloadFile(folderRef, as.all)).statusCode).toBe(400);
    } finally {
      await t.database.db.execute(sql`update document_types set visible = true where code = 'Folder'`);
    }
    expect((await downloadFile(folderRef, as.all)).statusCode).toBe(200);
  });

  it('zips several documents into one download', async () => {
    const link = await t.app.inject({ method: 'POST', url: '/api/documents/zip-link', headers: as.all, payload: { ids: [ids.budget, ids.folder, ids.otherSite] } });
    expect(link.statusCode, link.body).toBe(200);
    const reference = link.json() as string;
    expect(reference).toMatch(/\\documents-\d{8}-\d{4}\.zip$/);
    const res = await downloadFile(reference, as.all);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(['Orçamento 2026.pdf', 'test document (2).pdf', 'test document.pdf']);
    expect((await zip.file('Orçamento 2026.pdf')!.async('nodebuffer')).equals(PDF('budget'))).toBe(true);
  });

  it('answers 404 when a document’s file is missing from the store, for one file and for a ZIP', async () => {
    const doc = await buildDocument(t.database.db, t.app.storage, a.tenant, { documentNo: 'LOST-1' });
    await t.app.storage.delete(doc.storageKey);
    const single = await downloadFile(await referenceFor(doc.id, as.all), as.all);
    expect(single.statusCode).toBe(404);
    const link = await t.app.inject({ method: 'POST', url: '/api/documents/zip-link', headers: as.all, payload: { ids: [ids.budget, doc.id] } });
    expect((await downloadFile(link.json(), as.all)).statusCode).toBe(404);
    await t.database.db.execute(sql`delete from documents where id = ${doc.id}`);
  });

  it('closes every file it opened when the client goes away in the middle of a ZIP', async () => {
    const big = await Promise.all(
      [1, 2, 3].map((n) => buildDocument(t.database.db, t.app.storage, a.tenant, { documentNo: `BIG-${n}`, bytes: Buffer.concat([PDF(`big ${n}`), randomBytes(6 * 1024 * 1024)]) })),
    );
    const link = await t.app.inject({ method: 'POST', url: '/api/documents/zip-link', headers: as.all, payload: { ids: big.map((d) => d.id) } });
    const opened: Readable[] = [];
    const get = t.app.storage.get.bind(t.app.storage);
    const spy = vi.spyOn(t.app.storage, 'get').mockImplementation(async (key) => {
      const stream = await get(key);
      opened.push(stream);
      return stream;
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      await new Promise<void>((resolve, reject) => {
        const req = http.get(`${address}/api/Common/DownloadFile?FilePath=${encodeURIComponent(link.json())}`, { headers: as.all }, (res) => {
          expect(res.statusCode).toBe(200);
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', () => undefined);
        setTimeout(() => reject(new Error('no data')), 5000);
      });
      await vi.waitFor(() => expect(opened.length > 0 && opened.every((s) => s.destroyed || s.readableEnded)).toBe(true), { timeout: 3000 });
      // The archive stopped: not every file was even opened.
      expect(opened.length).toBeLessThan(3);
    } finally {
      spy.mockRestore();
      await t.database.db.execute(sql`delete from documents where document_no like 'BIG-%'`);
    }
  });

  it('refuses a ZIP with any document out of reach', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/documents/zip-link', headers: as.all, payload: { ids: [ids.budget, ids.otherCompany] } });
    expect(res.statusCode).toBe(404);
    const tooMany = await t.app.inject({ method: 'POST', url: '/api/documents/zip-link', headers: as.all, payload: { ids: Array.from({ length: 101 }, () => ids.budget) } });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('staff upload and delete', () => {
  const fields = () => ({ businessPartnerId: a.partner.id, siteId: a.site.id, typeCode: 'IncidenceReport', documentNo: 'INC-42', title: 'Fuga de água', description: 'Piso 2', documentDate: '2026-06-01' });
  const upload = (auth: Auth, f: Record<string, string>, file?: Parameters<typeof multipart>[1]) => {
    const body = multipart(f, file);
    return t.app.inject({ method: 'POST', url: '/api/documents', headers: { ...auth, ...body.headers }, payload: body.payload });
  };

  it('stores an upload with the content type its bytes prove, and logs it', async () => {
    const res = await upload(as.backoffice, fields(), { name: 'photo.pdf', bytes: PNG, contentType: 'application/pdf' });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ documentNo: 'INC-42', contentType: 'image/png', fileName: 'photo.png', size: PNG.length, section: 'IncidenceReports', siteId: a.site.id });
    const downloaded = await downloadFile(await referenceFor(doc.id, as.all), as.all);
    expect(downloaded.rawPayload.equals(PNG)).toBe(true);
    expect(await listIds('section=IncidenceReports&search=fuga de agua', as.all)).toEqual([doc.id]);
    const logs = await rowsOf(t.database.db, sql`select short_message from system_logs where context = 'documents' and short_message like ${`%${doc.id}%`}`);
    expect(logs).toHaveLength(1);
  });

  it('links an uploaded invoice PDF to its current-account entry by document number', async () => {
    const entry = await buildLedgerEntry(t.database.db, a.company.id, a.partner.id, { documentNo: 'FT 2026/901' });
    const invoice = { ...fields(), typeCode: 'InvoicePdf', documentNo: 'FT 2026/901', title: 'Fatura 901', ledgerDocumentNo: 'FT 2026/901' };
    const res = await upload(as.staff, invoice, { name: 'FT 2026-901.pdf', bytes: PDF('901') });
    expect(res.statusCode, res.body).toBe(201);
    const row = (await get('/api/current-account?pageSize=100', as.all)).json().items.find((r: { id: string }) => r.id === entry.id);
    expect(row.pdfDocumentId).toBe(res.json().id);
    // Another partner's number, or one that does not exist, is refused.
    const other = await buildLedgerEntry(t.database.db, b.company.id, b.partner.id, { documentNo: 'FT 2026/902' });
    for (const ledgerDocumentNo of [other.documentNo, 'FT 2026/000']) {
      const refused = await upload(as.staff, { ...invoice, ledgerDocumentNo }, { name: 'x.pdf', bytes: PDF('x') });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].path).toBe('ledgerDocumentNo');
    }
  });

  it('refuses bytes that are not an allowed type, whatever the name says (415)', async () => {
    const res = await upload(as.staff, fields(), { name: 'invoice.pdf', bytes: Buffer.from('#!/bin/sh\nrm -rf /\n'), contentType: 'application/pdf' });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
    const html = await upload(as.staff, fields(), { name: 'x.pdf', bytes: Buffer.from('<html><script>alert(1)</script></html>') });
    expect(html.statusCode).toBe(415);
  });

  it('takes a file larger than the API’s 1 MB JSON body limit when the settings allow it', async () => {
    const bytes = Buffer.concat([PDF('three megabytes'), Buffer.alloc(3 * 1024 * 1024)]);
    const res = await upload(as.staff, fields(), { name: 'plan.pdf', bytes });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().size).toBe(bytes.length);
  });

  it('refuses a file over the limit from the settings (413)', async () => {
    const put = await t.app.inject({ method: 'PUT', url: '/api/settings/documents', headers: as.staff, payload: { maxUploadMegabytes: 1, globalSearchActive: true } });
    expect(put.statusCode).toBe(200);
    const big = Buffer.concat([PDF('big'), Buffer.alloc(1024 * 1024 + 10)]);
    const res = await upload(as.staff, fields(), { name: 'big.pdf', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('FILE_TOO_LARGE');
    const ok = await upload(as.staff, fields(), { name: 'small.pdf', bytes: PDF('small') });
    expect(ok.statusCode).toBe(201);
  });

  it('validates the fields and the placement', async () => {
    const missing = await upload(as.staff, { ...fields(), title: '' }, { name: 'a.pdf', bytes: PDF('a') });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].path).toBe('title');
    const noFile = await upload(as.staff, fields());
    expect(noFile.statusCode).toBe(400);
    const wrongSite = await upload(as.staff, { ...fields(), siteId: b.site.id }, { name: 'a.pdf', bytes: PDF('a') });
    expect(wrongSite.statusCode).toBe(400);
    const badType = await upload(as.staff, { ...fields(), typeCode: 'Nope' }, { name: 'a.pdf', bytes: PDF('a') });
    expect(badType.statusCode).toBe(400);
    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/documents', headers: as.staff, payload: { a: 1 } });
    expect(notMultipart.statusCode).toBe(415);
  });

  it('customers can neither upload nor delete', async () => {
    expect((await upload(as.all, fields(), { name: 'a.pdf', bytes: PDF('a') })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/documents/${ids.budget}`, headers: as.all })).statusCode).toBe(403);
  });

  it('deletes the record and its file', async () => {
    const doc = await buildDocument(t.database.db, t.app.storage, a.tenant, { documentNo: 'DEL-1' });
    expect(await t.app.storage.exists(doc.storageKey)).toBe(true);
    const reference = await referenceFor(doc.id, as.all);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/documents/${doc.id}`, headers: as.backoffice });
    expect(res.statusCode).toBe(204);
    expect(await t.app.storage.exists(doc.storageKey)).toBe(false);
    expect((await downloadFile(reference, as.all)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/documents/${doc.id}`, headers: as.backoffice })).statusCode).toBe(404);
  });

  it('deletes the Home items featuring the document, and only those', async () => {
    const db = t.database.db;
    const [doc, kept] = [await buildDocument(db, t.app.storage, a.tenant, { documentNo: 'DEL-2' }), await buildDocument(db, t.app.storage, a.tenant, { documentNo: 'DEL-3' })];
    const [featuring, other] = await db
      .insert(homeItems)
      .values([doc, kept].map((d) => ({ kind: 'document' as const, groupId: d.id, language: 'en-US', documentId: d.id })))
      .returning({ id: homeItems.id });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/documents/${doc.id}`, headers: as.backoffice })).statusCode).toBe(204);
    const left = await db.select({ id: homeItems.id }).from(homeItems).where(inArray(homeItems.id, [featuring!.id, other!.id]));
    expect(left).toEqual([{ id: other!.id }]);
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
