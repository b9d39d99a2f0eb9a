import { and, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.ts';
import { contractLines, contracts, trips } from '@/db/schema/customer.ts';
import { documents } from '@/db/schema/documents.ts';
import { ledgerEntries } from '@/db/schema/ledger.ts';
import { containsPattern } from '@/lib/lists.ts';
import { inScope as documentsInScope, searchText as documentText } from '@/modules/documents/repository.ts';
import { scopeWhere, type Scope } from '@/modules/scope/scope.ts';

/**
 * Global search's matching (DESIGN.md §7, spec §3): a row matches when its folded text (lower
 * case, no accents: ch_fold) contains the folded search (trigram GIN index), or when every word
 * of the search starts a word of the text (full-text search, 'simple' configuration, prefix
 * terms). The texts are the indexes' expressions (db/schema), written with qualified columns.
 *
 * Ranking reads a bounded candidate set (CANDIDATES rows) and orders it by trigram similarity,
 * so a search matching half a ledger costs no more than one matching a few rows.
 */
const CANDIDATES = 200;

export interface SearchTerms {
  /** The search as typed, trimmed. */
  text: string;
  /** `word:* & word:*`, or undefined when the search has no word of two characters or more. */
  tsquery: string | undefined;
}

export function termsOf(search: string): SearchTerms {
  const text = search.trim().replace(/\s+/g, ' ');
  const words = text.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 2);
  return { text, tsquery: words.length ? words.map((w) => `${w}:*`).join(' & ') : undefined };
}

function matches(text: SQL, terms: SearchTerms): SQL {
  const like = sql`${text} like ch_fold(${containsPattern(terms.text)})`;
  if (!terms.tsquery) return like;
  return sql`(${like} or to_tsvector('simple', ${text}) @@ to_tsquery('simple', ch_fold(${terms.tsquery})))`;
}

/** The candidates (at most CANDIDATES), best first: similarity, then `recency` newest first. */
async function ranked<T extends Record<string, unknown>>(
  db: Db,
  select: Record<string, PgColumn | SQL>,
  table: Parameters<ReturnType<Db['select']>['from']>[0],
  text: SQL,
  where: SQL | undefined,
  terms: SearchTerms,
  recency: PgColumn,
  limit: number,
): Promise<T[]> {
  const candidates = db
    .select({ ...select, score: sql<number>`similarity(${text}, ch_fold(${terms.text}))`.as('score'), recency: sql`${recency}`.as('recency') })
    .from(table)
    .where(and(where, matches(text, terms)))
    .limit(CANDIDATES)
    .as('candidates');
  const rows = await db
    .select()
    .from(candidates)
    .orderBy(desc(candidates.score), desc(candidates.recency))
    .limit(limit);
  return rows as unknown as T[];
}

const ledgerText = sql`ch_fold(${ledgerEntries.documentNo} || ' ' || ${ledgerEntries.description})`;
const tripText = sql`ch_fold(${trips.tourNo} || ' ' || ${trips.origin} || ' ' || ${trips.destination})`;
const lineText = sql`ch_fold(${contractLines.service})`;

export function searchLedger(db: Db, scope: Scope, terms: SearchTerms, limit: number) {
  const where = scopeWhere(scope, { companyId: ledgerEntries.companyId, businessPartnerId: ledgerEntries.businessPartnerId, siteId: ledgerEntries.siteId });
  return ranked<{ id: string; documentNo: string; description: string }>(
    db,
    { id: ledgerEntries.id, documentNo: ledgerEntries.documentNo, description: ledgerEntries.description },
    ledgerEntries,
    ledgerText,
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
    tripText,
    where,
    terms,
    trips.plannedStart,
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
    documentText,
    and(documentsInScope(scope), inArray(documents.typeCode, typeCodes)),
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
    lineText,
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
