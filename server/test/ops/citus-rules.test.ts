import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client.ts';
import { openTestDatabase, rowsOf } from '../helpers.ts';
import known from './citus-exceptions.json' with { type: 'json' };

// Citus distributes tenant tables (those with a company_id column) by company_id, which needs
// every primary and unique key of such a table, and every foreign key between two of them, to
// include company_id (docs/OPERATIONS.md, "Citus"). Read from the catalogue of the migrated
// database. Keys that break the rule today are listed with their reason in citus-exceptions.json;
// a new table or key that breaks it fails here, and so does an entry that no longer applies.
const VIOLATIONS = sql.raw(`
with tenant as (
  select c.oid, c.relname from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped
  where n.nspname = 'public' and c.relkind in ('r', 'p')
),
has_company as (
  select con.oid from pg_constraint con join tenant t on t.oid = con.conrelid
  where exists (select 1 from unnest(con.conkey) k join pg_attribute a on a.attrelid = t.oid and a.attnum = k where a.attname = 'company_id')
)
select 'key ' || t.relname || '.' || con.conname as v from tenant t
  join pg_constraint con on con.conrelid = t.oid and con.contype in ('p', 'u')
  where con.oid not in (select oid from has_company)
union all
select 'unique index ' || t.relname || '.' || i.relname from tenant t
  join pg_index x on x.indrelid = t.oid and x.indisunique and not x.indisprimary
  join pg_class i on i.oid = x.indexrelid
  where not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
    and not exists (select 1 from unnest(x.indkey) k join pg_attribute a on a.attrelid = t.oid and a.attnum = k where a.attname = 'company_id')
union all
select 'foreign key ' || t.relname || '.' || con.conname || ' -> ' || r.relname from tenant t
  join pg_constraint con on con.conrelid = t.oid and con.contype = 'f'
  join tenant r on r.oid = con.confrelid
  where con.oid not in (select oid from has_company)
order by 1`);

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('Citus distribution rules', () => {
  it('every key and foreign key of a tenant table includes company_id, but for the known exceptions', async () => {
    const tenants = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(distinct table_name)::int as n from information_schema.columns where table_schema = 'public' and column_name = 'company_id'`,
    );
    const found = (await rowsOf<{ v: string }>(database.db, VIOLATIONS)).map((r) => r.v);
    const listed = new Set(Object.values(known.exceptions).flat());
    console.log(`tenant tables: ${tenants[0]!.n}; keys and foreign keys without company_id: ${found.length} (known exceptions: ${listed.size})`);
    expect(tenants[0]!.n).toBeGreaterThan(0);
    expect(found.filter((v) => !listed.has(v)), 'new keys without company_id').toEqual([]);
    expect([...listed].filter((v) => !found.includes(v)), 'exceptions that no longer apply: remove them from citus-exceptions.json').toEqual([]);
  });
});
