import { and, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.ts';
import { contractLines, contracts, orders, transports, trips } from '@/db/schema/customer.ts';
import { documents } from '@/db/schema/documents.ts';
import { ledgerEntries } from '@/db/schema/ledger.ts';
import { foldedContains } from '@/lib/lists.ts';
import { scopeWhere, type Scope } from '@/db/scope.ts';

/**
 * Global search's matching (spec §3). Every searched table (ledger, trips, documents, contract
 * lines; orders and shipments by number, migration 0018) keeps its text folded (lower case, no
 * Spanish/Portuguese accents: ch_fold) in a stored `search_text` column with a trigram GIN index
 * led by company_id, on ch_grams(search_text) so that punctuation such as the '/' of "2025/" narrows
 * the candidates too (migration 0014). A row matches when
 * - its text contains the whole search (trigram index), or
 * - the search has several words: each word of three characters or more is inside the text
 *   (trigram index) and every word starts a word of the text, in any order (full-text search,
 *   'simple' configuration, prefix terms, checked with ts_match_vq on those rows only).
 *
 * Ranking reads a bounded candidate set (CANDIDATES rows) and orders it by trigram similarity,
 * then recency, so a search matching half a ledger costs no more than one matching a few rows.
 */
const CANDIDATES = 200;

export interface SearchTerms {
  /** The search as typed, trimmed, inner spaces collapsed. */
  text: string;
  /** Its words (letters and digits). */
  words: string[];
}

export function termsOf(search: string): SearchTerms {
  const text = search.trim().replace(/\s+/g, ' ');
  return { text, words: text.split(/[^\p{L}\p{N}]+/u).filter(Boolean) };
}

export function matches(column: PgColumn, terms: SearchTerms): SQL {
  const whole = foldedContains(column, terms.text);
  const long = terms.words.filter((w) => [...w].length >= 3);
  if (terms.words.length < 2 || long.length === 0) return whole;
  const prefixes = terms.words.map((w) => `${w}:*`).join(' & ');
  const everyWord = and(
    ...long.map((w) => foldedContains(column, w)),
    sql`ts_match_vq(to_tsvector('simple', ${column}), to_tsquery('simple', ch_fold(${prefixes})))`,
  )!;
  return sql`(${whole} or (${everyWord}))`;
}

/** The candidates (at most CANDIDATES), best first: similarity, then `recency` newest first. */
async function ranked<T extends Record<string, unknown>>(
  db: Db,
  select: Record<string, PgColumn | SQL>,
  table: Parameters<ReturnType<Db['select']>['from']>[0],
  column: PgColumn,
  where: SQL | undefined,
  terms: SearchTerms,
  recency: PgColumn,
  limit: number,
): Promise<T[]> {
  const candidates = db
    .select({ ...select, score: sql<number>`similarity(${column}, ch_fold(${terms.text}))`.as('score'), recency: sql`${recency}`.as('recency') })
    .from(table)
    .where(and(where, matches(column, terms)))
    .limit(CANDIDATES)
    .as('candidates');
  const rows = await db.select().from(candidates).orderBy(desc(candidates.score), desc(candidates.recency)).limit(limit);
  return rows as unknown as T[];
}

export function searchLedger(db: Db, scope: Scope, terms: SearchTerms, limit: number) {
  const where = scopeWhere(scope, { companyId: ledgerEntries.companyId, businessPartnerId: ledgerEntries.businessPartnerId, siteId: ledgerEntries.siteId });
  return ranked<{ id: string; documentNo: string; description: string }>(
    db,
    { id: ledgerEntries.id, documentNo: ledgerEntries.documentNo, description: ledgerEntries.description },
    ledgerEntries,
    ledgerEntries.searchText,
    where,
    terms,
    ledgerEntries.postDate,
    limit,
  );
}

export function searchTrips(db: Db, scope: Scope, terms: SearchTerms, limit: number) {
  const where = scopeWhere(scope, { companyId: trips.companyId, businessPartnerId: trips.businessPartnerId, siteId: trips.siteId });
  return ranked<{ id: string; tourNo: string; origin: string; destination: string }>(
    db,
    { id: trips.id, tourNo: trips.tourNo, origin: trips.origin, destination: trips.destination },
    trips,
    trips.searchText,
    where,
    terms,
    trips.plannedStart,
    limit,
  );
}

/** Orders, by their number (or the number they had before migration 0018) and work location. */
export function searchOrders(db: Db, scope: Scope, terms: SearchTerms, limit: number) {
  const where = scopeWhere(scope, { companyId: orders.companyId, businessPartnerId: orders.businessPartnerId, siteId: orders.siteId });
  return ranked<{ id: string; orderNo: string; formerNumber: string | null; workLocation: string }>(
    db,
    { id: orders.id, orderNo: orders.orderNo, formerNumber: orders.formerNumber, workLocation: orders.workLocation },
    orders,
    orders.searchText,
    where,
    terms,
    orders.orderDate,
    limit,
  );
}

/** Shipments (transports), by their number and route. */
export function searchShipments(db: Db, scope: Scope, terms: SearchTerms, limit: number) {
  const where = scopeWhere(scope, { companyId: transports.companyId, businessPartnerId: transports.businessPartnerId, siteId: transports.siteId });
  return ranked<{ id: string; shipmentNo: string; origin: string; destination: string }>(
    db,
    { id: transports.id, shipmentNo: transports.shipmentNo, origin: transports.origin, destination: transports.destination },
    transports,
    transports.searchText,
    where,
    terms,
    transports.shipDate,
    limit,
  );
}

/** Documents of the given types; up to `perType` of each type. */
export async function searchDocuments(db: Db, scope: Scope, typeCodes: string[], terms: SearchTerms, perType: number) {
  if (typeCodes.length === 0) return [];
  const rows = await ranked<{ id: string; documentNo: string; title: string; typeCode: string }>(
    db,
    { id: documents.id, documentNo: documents.documentNo, title: documents.title, typeCode: documents.typeCode },
    documents,
    documents.searchText,
    and(scopeWhere(scope, { companyId: documents.companyId, businessPartnerId: documents.businessPartnerId, siteId: documents.siteId }), inArray(documents.typeCode, typeCodes)),
    terms,
    documents.documentDate,
    CANDIDATES,
  );
  const taken = new Map<string, number>();
  return rows.filter((r) => {
    const n = taken.get(r.typeCode) ?? 0;
    taken.set(r.typeCode, n + 1);
    return n < perType;
  });
}

/** Contract lines, by their service, with their contract's number. */
export async function searchContractLines(db: Db, scope: Scope, terms: SearchTerms, limit: number) {
  const where = scopeWhere(scope, { companyId: contractLines.companyId, businessPartnerId: contractLines.businessPartnerId, siteId: contractLines.siteId });
  const rows = await ranked<{ id: string; contractId: string; lineNo: number; service: string }>(
    db,
    { id: contractLines.id, contractId: contractLines.contractId, lineNo: contractLines.lineNo, service: contractLines.service },
    contractLines,
    contractLines.searchText,
    where,
    terms,
    contractLines.lineNo,
    limit,
  );
  if (rows.length === 0) return [];
  const numbers = await db
    .select({ id: contracts.id, contractNo: contracts.contractNo })
    .from(contracts)
    .where(inArray(contracts.id, [...new Set(rows.map((r) => r.contractId))]));
  const noOf = new Map(numbers.map((c) => [c.id, c.contractNo]));
  return rows.map((r) => ({ ...r, contractNo: noOf.get(r.contractId) ?? '' }));
}
