import { describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { homeItems } from '@/db/schema/home-content.ts';
import { multipart } from '../../../test/multipart.ts';
import { rowsOf } from '../../../test/helpers.ts';
import { buildDocument, buildLedgerEntry } from '../../../test/factories.ts';
import { a, as, b, downloadFile, get, ids, listIds, PDF, PNG, referenceFor, t, useDocumentsWorld, type Auth } from './documents-world.ts';

useDocumentsWorld();

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

  it('stores the name without bidi controls, so it reads as what the file is', async () => {
    const res = await upload(as.backoffice, { ...fields(), documentNo: 'INC-43' }, { name: 'inv\u202eexe.pdf', bytes: PDF('rlo') });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().fileName).toBe('invexe.pdf');
    const reference = await referenceFor(res.json().id, as.all);
    expect(reference).toMatch(/\\invexe\.pdf$/);
    expect((await downloadFile(reference, as.all)).headers['content-disposition']).toBe(`attachment; filename="invexe.pdf"; filename*=UTF-8''invexe.pdf`);
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
