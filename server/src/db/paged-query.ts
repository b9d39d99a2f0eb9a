import { and, count, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.ts';

/** What every list answers (contract `pageOf`); `totalExact` only when the count has a cap. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  totalExact?: boolean;
}

export type SortDirection = 'asc' | 'desc';

/** The paging and sorting fields of every list query (contract `PAGE_FIELDS` and a `sort`). */
export interface ListRequest {
  page: number;
  pageSize: number;
  direction: SortDirection;
  sort?: string;
}

/** A column, or an expression, a list may be ordered by. */
export type Sortable = AnyColumn | SQL | SQL.Aliased;

/** How a list may be ordered. */
export interface SortSpec<S extends string> {
  /** The allowed sort keys and what each orders by; the first is the default. */
  sorts: Record<S, Sortable>;
  /** A unique column ordered the same way after the sort key, so pages never overlap. */
  tieBreaker: Sortable;
  /** Sort keys whose empty values go last in both directions. */
  nullsLast?: readonly S[];
}

export const offsetOf = (q: Pick<ListRequest, 'page' | 'pageSize'>) => (q.page - 1) * q.pageSize;

/** The allowed sort key asked for, else the list's default: a key nobody listed never reaches SQL. */
export function sortKeyOf<S extends string>(sorts: Record<S, Sortable>, asked: string | undefined): S {
  return asked !== undefined && Object.hasOwn(sorts, asked) ? (asked as S) : (Object.keys(sorts)[0] as S);
}

/** A list's order once resolved: what it orders by, in which direction. */
export interface Ordering {
  column: Sortable;
  tieBreaker: Sortable;
  direction: SortDirection;
  nullsLast: boolean;
}

/** The ordering a query asks for, within what the list allows. */
export function orderingOf<S extends string>(spec: SortSpec<S>, q: Pick<ListRequest, 'sort' | 'direction'>): Ordering {
  const key = sortKeyOf(spec.sorts, q.sort);
  return { column: spec.sorts[key], tieBreaker: spec.tieBreaker, direction: q.direction, nullsLast: spec.nullsLast?.includes(key) ?? false };
}

/** ORDER BY the column, then the tie-breaker in the same direction. */
export function orderBy(o: Ordering): SQL[] {
  const dir = o.direction === 'asc' ? sql`asc` : sql`desc`;
  return [o.nullsLast ? sql`${o.column} ${dir} nulls last` : sql`${o.column} ${dir}`, sql`${o.tieBreaker} ${dir}`];
}

/** ORDER BY the asked (or default) sort key, then the tie-breaker. */
export const sortOrder = <S extends string>(spec: SortSpec<S>, q: Pick<ListRequest, 'sort' | 'direction'>): SQL[] => orderBy(orderingOf(spec, q));

/**
 * The rows meeting `where`, counted up to `cap` + 1 only: past the cap the database stops
 * counting (an index-only scan of cap + 1 entries at most). A query of its own, or a subquery.
 */
export const cappedCount = (db: Db, table: PgTable, where: SQL | undefined, cap: number) =>
  db.select({ n: sql<number>`count(*)::int` }).from(db.select({ one: sql`1` }).from(table).where(where).limit(cap + 1).as('capped'));

/** A capped count as the answer shows it: the cap at most, and whether it is exact. */
export const cappedTotal = (counted: number, cap: number) => ({ total: Math.min(counted, cap), totalExact: counted <= cap });

/** Each item of a page presented for the answer; the rest of the page as it is. */
export function mapPage<P extends Page<unknown>, T>(page: P, present: (item: P['items'][number]) => T): Omit<P, 'items'> & { items: T[] } {
  return { ...page, items: page.items.map((item) => present(item)) };
}

/** The first row of a query, or undefined. */
export async function firstRow<T>(rows: PromiseLike<T[]>): Promise<T | undefined> {
  const [row] = await rows;
  return row;
}

type RowOf<Q extends PgSelect> = Awaited<Q>[number];

/** A list: its rows, how it may be ordered, and how it is counted. */
export interface ListDefinition<Q extends PgSelect, S extends string> extends SortSpec<S> {
  /** The table listed: its rows are what is counted. */
  table: PgTable;
  /** The columns and joins of a row, before WHERE: `db.select(...).from(...).….$dynamic()`. */
  select: (db: Db) => Q;
  /** Count at most this many and answer `totalExact`; without it the count is exact. */
  countCap?: number;
}

/** An optional condition: undefined ones are left out. */
export type Condition = SQL | undefined;

async function findPage<Q extends PgSelect, S extends string>(db: Db, def: ListDefinition<Q, S>, q: ListRequest, where: Condition): Promise<Page<RowOf<Q>>> {
  const rows = def.select(db).where(where).orderBy(...sortOrder(def, q)).limit(q.pageSize).offset(offsetOf(q));
  const answer = { page: q.page, pageSize: q.pageSize };
  if (def.countCap === undefined) {
    const [items, [counted]] = await Promise.all([rows, db.select({ n: count() }).from(def.table).where(where)]);
    return { items, total: counted?.n ?? 0, ...answer };
  }
  const [items, [counted]] = await Promise.all([rows, cappedCount(db, def.table, where, def.countCap)]);
  return { items, ...cappedTotal(counted?.n ?? 0, def.countCap), ...answer };
}

/**
 * A list anyone with the route's policy sees whole (the logs, the email log, access requests):
 * a page of the rows meeting the filters, all of them in order, or the first one.
 */
export function listQuery<Q extends PgSelect, S extends string>(def: ListDefinition<Q, S>) {
  return {
    page: (db: Db, q: ListRequest, filters: Condition[] = []) => findPage(db, def, q, and(...filters)),
    all: (db: Db, order: Pick<ListRequest, 'sort' | 'direction'>, filters: Condition[] = []): Promise<RowOf<Q>[]> =>
      def.select(db).where(and(...filters)).orderBy(...sortOrder(def, order)),
    first: (db: Db, ...conditions: Condition[]): Promise<RowOf<Q> | undefined> => firstRow(def.select(db).where(and(...conditions)).limit(1)),
  };
}

/**
 * A list limited to what the caller may see: `scope` turns the caller's reach (a tenant scope,
 * a user id) into a condition that every query of the list carries.
 */
export function scopedListQuery<Q extends PgSelect, S extends string, A>(def: ListDefinition<Q, S> & { scope: (access: A) => Condition }) {
  const list = listQuery(def);
  return {
    page: (db: Db, access: A, q: ListRequest, filters: Condition[] = []) => list.page(db, q, [def.scope(access), ...filters]),
    all: (db: Db, access: A, order: Pick<ListRequest, 'sort' | 'direction'>, filters: Condition[] = []) => list.all(db, order, [def.scope(access), ...filters]),
    first: (db: Db, access: A, ...conditions: Condition[]) => list.first(db, def.scope(access), ...conditions),
  };
}
