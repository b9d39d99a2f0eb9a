import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.ts';
import { documents, documentTypes } from '@/db/schema/documents.ts';
import { businessPartners, sites } from '@/db/schema/org.ts';
import { ledgerEntries } from '@/db/schema/ledger.ts';
import { containsPattern } from '@/lib/lists.ts';
import { scopedListQuery } from '@/lib/paged-query.ts';
import { scopeWhere, type Scope } from '@/modules/scope/scope.ts';
import type { DocumentSort, FindDocumentsRequest, SaveDocumentTypeRequest, CreateDocumentTypeRequest } from '@customer-hub/contract/documents';

export const inScope = (scope: Scope) => scopeWhere(scope, { companyId: documents.companyId, businessPartnerId: documents.businessPartnerId, siteId: documents.siteId });

/** A folded search_text column contains the search, ignoring case and accents (trigram index). */
export const foldedContains = (column: PgColumn, search: string) => sql`${column} like ch_fold(${containsPattern(search)})`;

export function findTypes(db: Db) {
  return db.select().from(documentTypes).orderBy(documentTypes.section, documentTypes.code);
}

export async function typeCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ code: documents.typeCode, n: count() }).from(documents).groupBy(documents.typeCode);
  return new Map(rows.map((r) => [r.code, r.n]));
}

export async function insertType(db: Db, t: CreateDocumentTypeRequest): Promise<boolean> {
  const rows = await db.insert(documentTypes).values(t).onConflictDoNothing().returning({ code: documentTypes.code });
  return rows.length === 1;
}

export async function updateType(db: Db, code: string, t: SaveDocumentTypeRequest): Promise<boolean> {
  const rows = await db
    .update(documentTypes)
    .set({ ...t, updatedAt: new Date() })
    .where(eq(documentTypes.code, code))
    .returning({ code: documentTypes.code });
  return rows.length === 1;
}

const columns = {
  id: documents.id,
  companyId: documents.companyId,
  documentNo: documents.documentNo,
  title: documents.title,
  description: documents.description,
  typeCode: documents.typeCode,
  documentDate: documents.documentDate,
  createdAt: documents.createdAt,
  fileName: documents.fileName,
  contentType: documents.contentType,
  size: documents.sizeBytes,
  storageKey: documents.storageKey,
  businessPartnerId: documents.businessPartnerId,
  businessPartnerName: businessPartners.name,
  siteId: documents.siteId,
  siteName: sites.name,
};
export type DocumentRow = Awaited<ReturnType<typeof findByIds>>[number];

const selectDocuments = (db: Db) =>
  db.select(columns).from(documents).innerJoin(businessPartners, eq(businessPartners.id, documents.businessPartnerId)).leftJoin(sites, eq(sites.id, documents.siteId));

const list = scopedListQuery({
  table: documents,
  select: (db: Db) => selectDocuments(db).$dynamic(),
  scope: inScope,
  sorts: {
    documentNo: documents.documentNo,
    title: documents.title,
    documentDate: documents.documentDate,
    type: documents.typeCode,
    size: documents.sizeBytes,
  } satisfies Record<DocumentSort, unknown>,
  tieBreaker: documents.id,
});

/** A page of documents of the given types in the scope. */
export async function findDocuments(db: Db, scope: Scope, typeCodes: string[], q: FindDocumentsRequest) {
  if (typeCodes.length === 0) return { items: [], total: 0, page: q.page, pageSize: q.pageSize };
  return list.page(db, scope, q, [
    inArray(documents.typeCode, typeCodes),
    q.businessPartnerId ? eq(documents.businessPartnerId, q.businessPartnerId) : undefined,
    q.siteId ? eq(documents.siteId, q.siteId) : undefined,
    q.from ? gte(documents.documentDate, q.from) : undefined,
    q.to ? lte(documents.documentDate, q.to) : undefined,
    q.search ? foldedContains(documents.searchText, q.search) : undefined,
  ]);
}

/** The documents among `ids` the scope reaches with one of the given types. */
export function findByIds(db: Db, scope: Scope, typeCodes: string[] | 'all', ids: string[]) {
  return selectDocuments(db).where(and(inArray(documents.id, ids), inScope(scope), typeCodes === 'all' ? undefined : inArray(documents.typeCode, typeCodes)));
}

/**
 * For each ledger entry, the PDF linked to it with a type of the Invoices section (the newest when
 * several); hidden types only for staff. One query: the current account asks on every page.
 */
export async function pdfsOfEntries(db: Db, entryIds: string[], includeHidden: boolean): Promise<Map<string, string>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db
    .select({ entryId: documents.ledgerEntryId, id: documents.id })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.code, documents.typeCode))
    .where(
      and(inArray(documents.ledgerEntryId, entryIds), eq(documentTypes.section, 'Invoices'), includeHidden ? undefined : eq(documentTypes.visible, true)),
    )
    .orderBy(documents.createdAt);
  return new Map(rows.map((r) => [r.entryId!, r.id]));
}

/** The business partner's company, and whether the site (when given) hangs from it. */
export async function placementOf(db: Db, businessPartnerId: string, siteId: string | undefined) {
  const [bp] = await db.select({ companyId: businessPartners.companyId }).from(businessPartners).where(eq(businessPartners.id, businessPartnerId)).limit(1);
  if (!bp) return undefined;
  if (!siteId) return { companyId: bp.companyId, siteOk: true };
  const [site] = await db.select({ id: sites.id }).from(sites).where(and(eq(sites.id, siteId), eq(sites.businessPartnerId, businessPartnerId))).limit(1);
  return { companyId: bp.companyId, siteOk: Boolean(site) };
}

/** The business partner's ledger entry with this document number. */
export async function ledgerEntryOf(db: Db, businessPartnerId: string, documentNo: string): Promise<string | undefined> {
  const [bp] = await db.select({ companyId: businessPartners.companyId }).from(businessPartners).where(eq(businessPartners.id, businessPartnerId)).limit(1);
  if (!bp) return undefined;
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.companyId, bp.companyId), eq(ledgerEntries.documentNo, documentNo), eq(ledgerEntries.businessPartnerId, businessPartnerId)))
    .limit(1);
  return row?.id;
}

export async function insertDocument(db: Db, row: typeof documents.$inferInsert): Promise<string> {
  const [created] = await db.insert(documents).values(row).returning({ id: documents.id });
  return created!.id;
}

export async function deleteDocument(db: Db, id: string) {
  const [row] = await db.delete(documents).where(eq(documents.id, id)).returning({ storageKey: documents.storageKey, documentNo: documents.documentNo });
  return row;
}
