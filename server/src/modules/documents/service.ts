import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { Db } from '@/db/client.ts';
import { AppError, conflict, forbidden, invalidField, notFound } from '@/lib/errors.ts';
import { BlobNotFoundError, type BlobStore } from '@/lib/storage/storage.ts';
import { toIso } from '@/lib/lists.ts';
import { mapPage } from '@/db/paged-query.ts';
import { scopeOf } from '@/db/scope.ts';
import type { Principal } from '@/plugins/policy.ts';
import type { Permission } from '@customer-hub/contract/permissions';
import { isStaff } from '@customer-hub/contract/roles';
import {
  DOCUMENT_DOWNLOAD_LINK,
  DOCUMENT_SECTIONS,
  sectionAllowed,
  type CreateDocumentTypeRequest,
  type DocumentSection,
  type DocumentSectionsResponse,
  type DocumentSummary,
  type DocumentType,
  type FindDocumentsRequest,
  type FindDocumentsResponse,
  type SaveDocumentTypeRequest,
  type UploadDocumentFields,
} from '@customer-hub/contract/documents';
import { safeFileName } from '@/lib/file-names.ts';
import { invalidReference, type FileReferences } from './file-reference.ts';
import type { ServiceContext } from '@/service-context.ts';
import * as repo from './repository.ts';
import { emitWebhookEvent } from '@/modules/webhooks/service.ts';

type TypeRow = Awaited<ReturnType<typeof repo.findTypes>>[number];

/** The name of a type in a language (English when the language has none). */
export const typeName = (t: Pick<TypeRow, 'names'>, language: string) => t.names[language as keyof TypeRow['names']] ?? t.names['en-US'];

/**
 * What a caller may reach: staff every type; a contact the visible types of the sections their
 * permissions open (DOCUMENT_SECTIONS / SECTION_PERMISSION).
 */
export async function reachableTypes(db: Db, principal: Principal): Promise<TypeRow[]> {
  const types = await repo.findTypes(db);
  if (isStaff(principal.roles)) return types;
  return types.filter((t) => t.visible && sectionAllowed(principal.permissions, t.section));
}

function sectionOpen(principal: Principal, section: DocumentSection) {
  return isStaff(principal.roles) || sectionAllowed(principal.permissions, section);
}

export async function sections({ db, principal }: ServiceContext): Promise<DocumentSectionsResponse> {
  const types = await reachableTypes(db, principal);
  return DOCUMENT_SECTIONS.filter((s) => sectionOpen(principal, s)).map((section) => ({
    section,
    types: types.filter((t) => t.section === section).map((t) => ({ code: t.code, name: typeName(t, principal.language) })),
  }));
}

function present(row: repo.DocumentRow, types: Map<string, TypeRow>, language: string): DocumentSummary {
  const type = types.get(row.typeCode);
  return {
    id: row.id,
    documentNo: row.documentNo,
    title: row.title,
    description: row.description,
    typeCode: row.typeCode,
    typeName: type ? typeName(type, language) : row.typeCode,
    section: type?.section ?? 'Budgets',
    documentDate: row.documentDate,
    createdAt: toIso(row.createdAt),
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    businessPartnerId: row.businessPartnerId,
    businessPartnerName: row.businessPartnerName,
    siteId: row.siteId,
    siteName: row.siteName,
    downloadLink: DOCUMENT_DOWNLOAD_LINK,
  };
}

/** A page of one section; 403 when the caller's permissions close it. */
export async function findDocuments({ db, principal }: ServiceContext, q: FindDocumentsRequest): Promise<FindDocumentsResponse> {
  if (!sectionOpen(principal, q.section)) throw forbidden();
  const types = (await reachableTypes(db, principal)).filter((t) => t.section === q.section);
  const codes = types.map((t) => t.code).filter((c) => !q.type || c === q.type);
  const byCode = new Map(types.map((t) => [t.code, t]));
  return mapPage(await repo.findDocuments(db, await scopeOf(db, principal), codes, q), (r) => present(r, byCode, principal.language));
}

/** The documents the caller may download among `ids`; 404 unless every one is reachable. */
async function reachableDocuments(db: Db, principal: Principal, ids: string[]) {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const staff = isStaff(principal.roles);
  const codes = staff ? 'all' : (await reachableTypes(db, principal)).map((t) => t.code);
  const rows = codes.length === 0 ? [] : await repo.findByIds(db, await scopeOf(db, principal), codes, unique);
  if (rows.length !== unique.length) throw notFound('Document');
  const order = new Map(unique.map((id, i) => [id, i]));
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/** Which of `ids` the caller may download now (scope, permissions, visible types); unknown ids are left out. */
export async function reachableDocumentIds(db: Db, principal: Principal, ids: string[]): Promise<Set<string>> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (unique.length === 0) return new Set();
  const codes = isStaff(principal.roles) ? 'all' : (await reachableTypes(db, principal)).map((t) => t.code);
  const rows = codes.length === 0 ? [] : await repo.findByIds(db, await scopeOf(db, principal), codes, unique);
  return new Set(rows.map((r) => r.id));
}

/** `GET {downloadLink}{id}`: a short-lived reference to one document for this user. */
export async function downloadLink(db: Db, refs: FileReferences, principal: Principal, id: string): Promise<string> {
  const [doc] = await reachableDocuments(db, principal, [id]);
  return refs.issue({ kind: 'document', userId: principal.userId, documentIds: [doc!.id] }, doc!.fileName);
}

/** A short-lived reference to a ZIP of several documents. */
export async function zipLink(db: Db, refs: FileReferences, principal: Principal, ids: string[], now = new Date()): Promise<string> {
  const docs = await reachableDocuments(db, principal, ids);
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return refs.issue({ kind: 'zip', userId: principal.userId, documentIds: docs.map((d) => d.id) }, `documents-${stamp}.zip`);
}

export interface Download {
  fileName: string;
  contentType: string;
  size?: number;
  body: Readable;
}

/** Names inside a ZIP, unique: a repeated name gets " (2)", " (3)"… before its extension. */
export function uniqueNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) {
      const dot = name.lastIndexOf('.');
      candidate = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
    }
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * `/api/Common/DownloadFile?FilePath=`: the bytes a reference names, after checking it again
 * against the caller's scope and permissions now (they may have changed since it was issued).
 */
export async function download(db: Db, refs: FileReferences, storage: BlobStore, principal: Principal, filePath: string): Promise<Download> {
  const claims = refs.verify(filePath, principal.userId);
  let docs;
  try {
    docs = await reachableDocuments(db, principal, claims.documentIds);
  } catch (e) {
    if (e instanceof AppError && e.status === 404) throw invalidReference();
    throw e;
  }
  if (claims.kind === 'document') {
    const doc = docs[0]!;
    try {
      return { fileName: doc.fileName, contentType: doc.contentType, size: doc.size, body: await storage.get(doc.storageKey) };
    } catch (e) {
      if (e instanceof BlobNotFoundError) throw notFound('Document file');
      throw e;
    }
  }
  // Every file must be there before the archive starts: a missing one cannot be reported mid-stream.
  const present = await Promise.all(docs.map((d) => storage.exists(d.storageKey)));
  if (present.includes(false)) throw notFound('Document file');
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const names = uniqueNames(docs.map((d) => d.fileName));
  // Blobs are opened one after another as the archive is written, not all at once. If the
  // client goes away the archive is destroyed: the file being read is closed and the rest skipped.
  const gone = new Promise<never>((_, reject) => {
    zip.once('close', () => reject(new Error('archive closed')));
    zip.once('error', reject);
  });
  gone.catch(() => undefined);
  void (async () => {
    let body: Readable | undefined;
    try {
      for (const [i, doc] of docs.entries()) {
        body = await storage.get(doc.storageKey);
        const read = new Promise<void>((resolve, reject) => {
          body!.once('end', resolve);
          body!.once('error', reject);
        });
        zip.append(body, { name: names[i]!, date: new Date(`${doc.documentDate}T12:00:00Z`) });
        await Promise.race([read, gone]);
      }
      await zip.finalize();
    } catch (e) {
      body?.destroy();
      if (!zip.destroyed) zip.destroy(e instanceof Error ? e : new Error(String(e)));
    }
  })();
  return { fileName: claims.fileName, contentType: 'application/zip', body: zip };
}

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
  contentType: string;
}

/** Stores a staff upload and its record; the record names the blob only once the blob is stored. */
export async function upload(ctx: ServiceContext, storage: BlobStore, fields: UploadDocumentFields, file: UploadedFile): Promise<DocumentSummary> {
  const { db, principal } = ctx;
  const types = await repo.findTypes(db);
  const type = types.find((t) => t.code === fields.typeCode);
  if (!type) throw invalidField('typeCode', 'Unknown document type');
  const placement = await repo.placementOf(db, fields.businessPartnerId, fields.siteId);
  if (!placement) throw invalidField('businessPartnerId', 'Unknown business partner');
  if (!placement.siteOk) throw invalidField('siteId', 'The site is not one of the business partner');
  const ledgerEntryId = fields.ledgerDocumentNo ? await repo.ledgerEntryOf(db, fields.businessPartnerId, fields.ledgerDocumentNo) : undefined;
  if (fields.ledgerDocumentNo && !ledgerEntryId) throw invalidField('ledgerDocumentNo', 'No entry with this number in the business partner’s current account');
  const storageKey = `documents/${placement.companyId}/${randomUUID()}`;
  await storage.put(storageKey, file.bytes, file.contentType);
  let id: string;
  try {
    id = await ctx.transaction(async (t) => {
      const created = await repo.insertDocument(t.db, {
        companyId: placement.companyId,
        businessPartnerId: fields.businessPartnerId,
        siteId: fields.siteId ?? null,
        typeCode: type.code,
        ledgerEntryId: ledgerEntryId ?? null,
        documentNo: fields.documentNo,
        title: fields.title,
        description: fields.description,
        documentDate: fields.documentDate,
        fileName: safeFileName(file.fileName),
        contentType: file.contentType,
        sizeBytes: file.bytes.length,
        storageKey,
        uploadedBy: principal.userId,
      });
      if (type.visible) {
        // The contacts who will find it: in its place's scope, with its section open.
        const place = { companyId: placement.companyId, businessPartnerId: fields.businessPartnerId, siteId: fields.siteId ?? null };
        const readers = (await repo.activeContactsAt(t.db, place)).filter((c) => sectionAllowed(c.permissions as Permission[], type.section));
        await t.notify(
          readers.map((c) => c.id),
          { kind: 'DocumentAdded', refId: created, params: { documentNo: fields.documentNo, title: fields.title, section: type.section } },
        );
        await emitWebhookEvent(t.db, placement.companyId, 'document.published', {
          documentId: created,
          documentNo: fields.documentNo,
          section: type.section,
          typeCode: type.code,
          businessPartnerId: fields.businessPartnerId,
          siteId: fields.siteId ?? null,
          documentDate: fields.documentDate,
          at: new Date().toISOString(),
        });
      }
      await t.audit('documents', `Document ${fields.documentNo} uploaded (${created})`);
      return created;
    });
  } catch (e) {
    await storage.delete(storageKey).catch(() => undefined);
    throw e;
  }
  const [row] = await repo.findByIds(db, { kind: 'all' }, 'all', [id]);
  return present(row!, new Map(types.map((t) => [t.code, t])), principal.language);
}

/** Deletes a record, then its blob (a blob left behind by a crash is unreachable, never a dangling record). */
export async function remove(ctx: ServiceContext, storage: BlobStore, id: string) {
  const row = await ctx.transaction(async (t) => {
    const deleted = await repo.deleteDocument(t.db, id);
    if (!deleted) throw notFound('Document');
    await t.audit('documents', `Document ${deleted.documentNo} deleted (${id})`);
    return deleted;
  });
  await storage.delete(row.storageKey);
  return row;
}

/** The document configuration, in the sections' order (DOCUMENT_SECTIONS), then by code. */
export async function listTypes(db: Db): Promise<DocumentType[]> {
  const [types, counts] = await Promise.all([repo.findTypes(db), repo.typeCounts(db)]);
  const rank = (t: TypeRow) => DOCUMENT_SECTIONS.indexOf(t.section);
  types.sort((a, b) => rank(a) - rank(b) || a.code.localeCompare(b.code));
  return types.map((t) => ({ code: t.code, names: t.names, section: t.section, visible: t.visible, documentCount: counts.get(t.code) ?? 0 }));
}

export async function createType(ctx: ServiceContext, t: CreateDocumentTypeRequest): Promise<DocumentType> {
  await ctx.transaction(async (c) => {
    if (!(await repo.insertType(c.db, t))) throw conflict('A document type with this code exists');
    await c.audit('documents', `Document type ${t.code} added (${t.section})`);
  });
  return { ...t, documentCount: 0 };
}

export async function saveType(ctx: ServiceContext, code: string, t: SaveDocumentTypeRequest): Promise<DocumentType> {
  await ctx.transaction(async (c) => {
    if (!(await repo.updateType(c.db, code, t))) throw notFound('Document type');
    await c.audit('documents', `Document type ${code} set to ${t.section}, ${t.visible ? 'visible' : 'hidden'}`);
  });
  return (await listTypes(ctx.db)).find((x) => x.code === code)!;
}

/**
 * For each ledger entry, the PDF of the Invoices section linked to it (the newest when several);
 * hidden types only for staff. None for a caller the section is closed to: an invoice is prices,
 * so a contact without PricesColumn gets no document id to ask for. For the current account's pages.
 */
export async function pdfsOfEntries(db: Db, principal: Principal, entryIds: string[]): Promise<Map<string, string>> {
  if (!sectionOpen(principal, 'Invoices')) return new Map();
  return repo.pdfsOfEntries(db, entryIds, isStaff(principal.roles));
}
