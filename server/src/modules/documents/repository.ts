import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { documents, documentTypes } from '@/db/schema/documents.ts';
import { homeItems } from '@/db/schema/home-content.ts';
import { businessPartners, sites } from '@/db/schema/org.ts';
import { users } from '@/db/schema/users.ts';
import { ledgerEntries } from '@/db/schema/ledger.ts';
import { betweenDates, columnsOf, equalsIfGiven, foldedContains } from '@/lib/lists.ts';
import { contactsReaching, placeColumns, scopeWhere, tenantList, type Place, type Scope } from '@/db/scope.ts';
import type { DocumentSort, FindDocumentsRequest, SaveDocumentTypeRequest, CreateDocumentTypeRequest } from '@customer-hub/contract/documents';

export const inScope = (scope: Scope) => scopeWhere(scope, documents);


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
  ...columnsOf(documents, 'id', 'companyId', 'documentNo', 'title', 'description', 'typeCode', 'documentDate', 'createdAt', 'fileName', 'contentType', 'storageKey'),
  size: documents.sizeBytes,
  ...placeColumns(documents),
};
export type DocumentRow = Awaited<ReturnType<typeof findByIds>>[number];

const SORTS = { documentNo: documents.documentNo, title: documents.title, documentDate: documents.documentDate, type: documents.typeCode, size: documents.sizeBytes } satisfies Record<DocumentSort, unknown>;

const list = tenantList(documents, (db) => db.select(columns).from(documents).$dynamic(), { sorts: SORTS });

/** A page of documents of the given types in the scope. */
export async function findDocuments(db: Db, scope: Scope, typeCodes: string[], q: FindDocumentsRequest) {
  if (typeCodes.length === 0) return { items: [], total: 0, page: q.page, pageSize: q.pageSize };
  return list.page(db, scope, q, [
    inArray(documents.typeCode, typeCodes),
    equalsIfGiven(documents.businessPartnerId, q.businessPartnerId),
    equalsIfGiven(documents.siteId, q.siteId),
    ...betweenDates(documents.documentDate, q.from, q.to),
    q.search ? foldedContains(documents.searchText, q.search) : undefined,
  ]);
}

/** The documents among `ids` the scope reaches with one of the given types. */
export function findByIds(db: Db, scope: Scope, typeCodes: string[] | 'all', ids: string[]) {
  return list.all(db, scope, { direction: 'asc' }, [inArray(documents.id, ids), typeCodes === 'all' ? undefined : inArray(documents.typeCode, typeCodes)]);
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

/** The active contacts whose scope holds a document at `place`, with their permissions (users_company_idx). */
export function activeContactsAt(db: Db, place: Place) {
  return db.select({ id: users.id, permissions: users.permissions }).from(users).where(and(eq(users.active, true), contactsReaching(place)));
}

export async function insertDocument(db: Db, row: typeof documents.$inferInsert): Promise<string> {
  const [created] = await db.insert(documents).values(row).returning({ id: documents.id });
  return created!.id;
}

/** Deletes a document and the Home items featuring it (no foreign key does it: schema/home-content.ts). */
export async function deleteDocument(db: Db, id: string) {
  const [row] = await db.delete(documents).where(eq(documents.id, id)).returning({ storageKey: documents.storageKey, documentNo: documents.documentNo });
  if (row) await db.delete(homeItems).where(eq(homeItems.documentId, id));
  return row;
}
