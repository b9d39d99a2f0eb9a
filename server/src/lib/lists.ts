import { asc, desc, gte, ilike, lt, or, type AnyColumn, type SQL } from 'drizzle-orm';

/** What every list answers (contract `pageOf`). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PageRequest {
  page: number;
  pageSize: number;
  direction: 'asc' | 'desc';
}

export const offsetOf = (q: PageRequest) => (q.page - 1) * q.pageSize;

export const pageAnswer = <T>(items: T[], total: number, q: PageRequest): Page<T> => ({ items, total, page: q.page, pageSize: q.pageSize });

/** ORDER BY the chosen column, then a unique tie-breaker so pages never overlap. */
export function orderByDirection(direction: 'asc' | 'desc', column: AnyColumn | SQL, tieBreaker: AnyColumn): SQL[] {
  return direction === 'asc' ? [asc(column), asc(tieBreaker)] : [desc(column), desc(tieBreaker)];
}

/** LIKE pattern matching `text` anywhere, with its wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
