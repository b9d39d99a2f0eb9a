import { eq, gt, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '@/db/client.ts';
import { openTestDatabase } from '../../test/helpers.ts';
import { cappedCount, listQuery, mapPage, scopedListQuery, sortKeyOf, sortOrder, type ListRequest } from './paged-query.ts';

// A table of this test's own: tenant, a name, a rank shared by many rows and a score that may be empty.
const things = pgTable('paged_query_things', {
  id: integer('id').primaryKey(),
  tenant: text('tenant').notNull(),
  name: text('name').notNull(),
  rank: integer('rank').notNull(),
  score: integer('score'),
});

const definition = {
  table: things,
  select: (db: Db) => db.select().from(things).$dynamic(),
  sorts: { name: things.name, rank: things.rank, score: things.score },
  tieBreaker: things.id,
  nullsLast: ['score'] as const,
};
const list = listQuery(definition);
const scoped = scopedListQuery({ ...definition, scope: (tenant: string) => eq(things.tenant, tenant) });

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await db.execute(sql`create table paged_query_things (id int primary key, tenant text not null, name text not null, rank int not null, score int)`);
  // 20 rows of tenant a (ranks 1 and 2 only, every third score empty), 4 of tenant b.
  const rows = Array.from({ length: 24 }, (_, i) => ({
    id: i + 1,
    tenant: i < 20 ? 'a' : 'b',
    name: `thing ${String(24 - i).padStart(2, '0')}`,
    rank: (i % 2) + 1,
    score: i % 3 === 0 ? null : i,
  }));
  await db.insert(things).values(rows);
});
afterAll(() => database.close());

const request = (q: Partial<ListRequest> = {}): ListRequest => ({ page: 1, pageSize: 25, direction: 'asc', ...q });
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('sort whitelist', () => {
  it('takes an allowed key and falls back to the first one for anything else', () => {
    expect(sortKeyOf(definition.sorts, 'rank')).toBe('rank');
    for (const unknown of [undefined, 'password', 'tenant', '__proto__', 'constructor', 'name; drop table users']) {
      expect(sortKeyOf(definition.sorts, unknown)).toBe('name');
    }
  });

  it('never puts an unknown sort key into the SQL', () => {
    const order = db
      .select()
      .from(things)
      .orderBy(...sortOrder(definition, { sort: 'tenant', direction: 'desc' }))
      .toSQL().sql;
    expect(order).toMatch(/order by "paged_query_things"\."name" desc, "paged_query_things"\."id" desc$/);
  });

  it('pages an unknown sort key exactly as the default one', async () => {
    const asked = await list.page(db, request({ sort: 'tenant', pageSize: 5 }));
    const byDefault = await list.page(db, request({ pageSize: 5 }));
    expect(ids(asked.items)).toEqual(ids(byDefault.items));
  });
});

describe('tie-breaker', () => {
  it('orders equal sort keys by id in the same direction, so pages neither overlap nor skip', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      const seen: number[] = [];
      for (let page = 1; page <= 5; page++) {
        const p = await scoped.page(db, 'a', request({ sort: 'rank', direction, page, pageSize: 4 }));
        seen.push(...ids(p.items));
      }
      const rank = (id: number) => ((id - 1) % 2) + 1;
      const expected = Array.from({ length: 20 }, (_, i) => i + 1).sort((x, y) => (rank(x) - rank(y) || x - y) * (direction === 'asc' ? 1 : -1));
      expect(seen, direction).toEqual(expected);
    }
  });

  it('puts empty values last in both directions when the key asks for it', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      const { items } = await scoped.page(db, 'a', request({ sort: 'score', direction }));
      const firstEmpty = items.findIndex((r) => r.score === null);
      expect(items.slice(firstEmpty).every((r) => r.score === null), direction).toBe(true);
      expect(firstEmpty, direction).toBe(13);
    }
  });
});

describe('scope, filters and count', () => {
  it('keeps every query within the scope and skips absent filters', async () => {
    const b = await scoped.page(db, 'b', request(), [undefined, gt(things.id, 0), undefined]);
    expect(b).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(b.items.every((r) => r.tenant === 'b')).toBe(true);
    expect(await scoped.first(db, 'b', eq(things.id, 1))).toBeUndefined();
    expect(await scoped.first(db, 'a', eq(things.id, 1))).toMatchObject({ id: 1 });
    expect(ids(await scoped.all(db, 'b', { direction: 'desc' }))).toEqual([21, 22, 23, 24]);
  });

  it('counts the whole filtered set, not the page, and answers no totalExact without a cap', async () => {
    const p = await list.page(db, request({ page: 3, pageSize: 10 }), [eq(things.rank, 1)]);
    expect(p).toEqual({ items: [], total: 12, page: 3, pageSize: 10 });
    const last = await list.page(db, request({ page: 2, pageSize: 10 }), [eq(things.rank, 1)]);
    expect(last.items).toHaveLength(2);
  });

  it('stops counting past a cap and says whether the count is exact', async () => {
    const capped = listQuery({ ...definition, countCap: 10 });
    expect(await capped.page(db, request({ pageSize: 2 }))).toMatchObject({ total: 10, totalExact: false });
    expect(await capped.page(db, request({ pageSize: 2 }), [eq(things.tenant, 'b')])).toMatchObject({ total: 4, totalExact: true });
    expect(await capped.page(db, request({ pageSize: 2 }), [gt(things.id, 14)])).toMatchObject({ total: 10, totalExact: true });
    expect(await capped.page(db, request({ pageSize: 2 }), [gt(things.id, 13)])).toMatchObject({ total: 10, totalExact: false });
    const [counted] = await cappedCount(db, things, undefined, 5);
    expect(counted?.n).toBe(6);
  });

  it('presents each item of a page and keeps its count', async () => {
    const p = mapPage(await scoped.page(db, 'b', request({ pageSize: 2 })), (r) => r.name.toUpperCase());
    expect(p).toEqual({ items: ['THING 01', 'THING 02'], total: 4, page: 1, pageSize: 2 });
  });
});
