import { eq, getTableColumns, gte, ilike, lt, lte, or, sql, type AnyColumn, type SQL, type Table } from 'drizzle-orm';

/* The filters and value conversions lists share; the query itself is db/paged-query.ts. */

/** `text` with the LIKE wildcards (and the escape) taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** LIKE pattern matching `text` anywhere, with its wildcards taken literally. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/**
 * A stored, folded `search_text` column (lower case, no accents: ch_fold) contains `text`,
 * ignoring case and accents. Both sides go through ch_grams(), the expression the trigram
 * indexes are built on (migration 0014: punctuation kept as letters, one to one).
 */
export const foldedContains = (column: AnyColumn, text: string) => sql`ch_grams(${column}) like ch_grams(ch_fold(${containsPattern(text)}))`;

/** Any of the columns contains the search text (case-insensitive); undefined for no search. */
export function searchAny(search: string | undefined, columns: AnyColumn[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(...columns.map((c) => ilike(c, pattern)));
}

/** A timestamp column within whole UTC days `from`..`to` (inclusive, YYYY-MM-DD). */
export function withinDays(column: AnyColumn, from: string | undefined, to: string | undefined): SQL[] {
  const out: SQL[] = [];
  if (from) out.push(gte(column, new Date(`${from}T00:00:00Z`)));
  if (to) out.push(lt(column, new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000)));
  return out;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A timestamp column within `from`..`to`, both included: each an ISO instant (the bounds of the
 * reader's local days, as the web sends them) or a date, which stands for its whole UTC day.
 */
export function withinInstants(column: AnyColumn, from: string | undefined, to: string | undefined): SQL[] {
  const day = (bound: string | undefined) => (bound && DATE_ONLY.test(bound) ? bound : undefined);
  const out = withinDays(column, day(from), day(to));
  if (from && !day(from)) out.push(gte(column, new Date(from)));
  if (to && !day(to)) out.push(lte(column, new Date(to)));
  return out;
}

/** The column equals the value; no condition when no value is given. */
export const equalsIfGiven = (column: AnyColumn, value: string | undefined): SQL | undefined => (value ? eq(column, value) : undefined);

/** A date column (YYYY-MM-DD) within `from`..`to`, both inclusive and optional. */
export const betweenDates = (column: AnyColumn, from: string | undefined, to: string | undefined): SQL[] =>
  [from ? gte(column, from) : undefined, to ? lte(column, to) : undefined].filter((c) => c !== undefined);

/** The named columns of a table, for a select. */
export function columnsOf<T extends Table, K extends keyof T['_']['columns'] & string>(table: T, ...keys: K[]): Pick<T['_']['columns'], K> {
  const all = getTableColumns(table);
  return Object.fromEntries(keys.map((k) => [k, all[k]])) as Pick<T['_']['columns'], K>;
}

/** A numeric column (a string from the driver) as a number. */
export function toNumber(value: string): number;
export function toNumber(value: string | null): number | null;
export function toNumber(value: string | null): number | null {
  return value === null ? null : Number(value);
}

/** A timestamp as ISO 8601 text. */
export function toIso(value: Date): string;
export function toIso(value: Date | null): string | null;
export function toIso(value: Date | null): string | null {
  return value === null ? null : value.toISOString();
}
