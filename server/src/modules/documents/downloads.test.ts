import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import JSZip from 'jszip';
import { sql } from 'drizzle-orm';
import { FILE_REFERENCE_TTL_SECONDS } from '@customer-hub/contract/documents';
import { buildContact, buildDocument } from '../../../test/factories.ts';
import { sessionFor } from '../../../test/helpers.ts';
import { a, ALL, as, downloadFile, get, ids, PDF, referenceFor, t, useDocumentsWorld } from './documents-world.ts';

useDocumentsWorld();

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

  it('gives a contact without PricesColumn no invoice or memo: no reference, no ZIP, and a reference from before is void', async () => {
    expect((await get(`/api/documents/download-link/${ids.invoicePdf}`, as.noPrices)).statusCode).toBe(404);
    const zip = await t.app.inject({ method: 'POST', url: '/api/documents/zip-link', headers: as.noPrices, payload: { ids: [ids.budget, ids.invoicePdf] } });
    expect(zip.statusCode).toBe(404);
    expect((await get(`/api/documents/download-link/${ids.budget}`, as.noPrices)).statusCode).toBe(200);

    // The permission taken away after the reference was issued: the download is refused.
    const contact = await buildContact(t.database.db, { companyId: a.company.id, permissions: ALL });
    const auth = await sessionFor(t.database.db, contact.id);
    const reference = await referenceFor(ids.invoicePdf, auth);
    await t.database.db.execute(sql`update users set permissions = array_remove(permissions, 'PricesColumn') where id = ${contact.id}`);
    await t.app.sessions.userChanged(contact.id);
    const refused = await downloadFile(reference, auth);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('FILE_REFERENCE_INVALID');
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
