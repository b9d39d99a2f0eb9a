import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { rowsOf } from '../helpers.ts';

/**
 * Tables with a company_id column that Citus keeps as reference tables (a copy on every node)
 * instead of distributing them by company_id, with the reason. Every other table with company_id
 * is distributed; every table without it is a reference table (docs/OPERATIONS.md, "Citus").
 */
export const REFERENCE_TENANT_TABLES: Record<string, string> = {
  users:
    'Holds staff as well as contacts: staff have no company (company_id null), and a user name is unique across the product, since sign-in looks it up before any company is known.',
  identity_providers:
    'Holds the staff provider (company_id null) beside the companies\' ones, and the sign-in page looks a provider up by email domain before any company is known.',
  inbound_mails:
    'Holds every mail that reached the support address, also from senders of no company (company_id null), and its Message-ID, which de-duplicates it, is unique across the installation.',
  erasure_requests:
    'Holds the erasure requests of staff users (no company) beside those of contacts, and one open request per user is unique across the installation.',
  data_exports:
    'Holds the archives of staff users\' data (no company) beside those of contacts, read by the person they are about or the staff who prepared them, never by company.',
  policy_acceptances:
    'The append-only log of privacy-policy decisions, staff\'s (company_id null) as well as contacts\', kept as it was written (no foreign keys): the company is recorded for the auditor, not as a tenant key.',
  api_keys:
    'A call finds its company API key by the key\'s hash alone, before any company is known, and a key hash is unique across the installation.',
  kb_drafts:
    'A request form\'s reading of the knowledge base, opened by staff (no company) as well as by contacts: counters only, looked up by the form\'s own id.',
};

const referenceList = sql.raw(`array[${Object.keys(REFERENCE_TENANT_TABLES).map((t) => `'${t}'`).join(', ')}]::text[]`);

const TABLES = sql`
tables as (
  select c.oid, c.relname::text as name, a.attnum as company_att, coalesce(a.attnotnull, false) as company_not_null, a.attnum is not null as tenant
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_attribute a on a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped
  where n.nspname = 'public' and c.relkind in ('r', 'p')
),
dist as (select * from tables where tenant and name <> all(${referenceList})),
ref as (select * from tables where oid not in (select oid from dist))`;

/**
 * What keeps the migrated schema from being distributed on Citus, one line each (none when it
 * can be). For distributed tables: company_id must be NOT NULL; every primary key, unique key and
 * unique index must hold it; every foreign key to another distributed table must pair company_id
 * with company_id and may not set null or a default (Citus would set company_id too). A reference
 * table may not point at a distributed one.
 */
export async function citusViolations(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ v: string }>(
    db,
    sql`with ${TABLES}
select 'nullable company_id ' || d.name as v from dist d where not d.company_not_null
union all
select 'key ' || d.name || '.' || con.conname from dist d
  join pg_constraint con on con.conrelid = d.oid and con.contype in ('p', 'u')
  where not d.company_att = any(con.conkey)
union all
select 'unique index ' || d.name || '.' || i.relname from dist d
  join pg_index x on x.indrelid = d.oid and x.indisunique
  join pg_class i on i.oid = x.indexrelid
  where not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid and c.conrelid = d.oid)
    and not d.company_att = any(x.indkey::int2[])
union all
select 'foreign key ' || d.name || '.' || con.conname || ' -> ' || r.name from dist d
  join pg_constraint con on con.conrelid = d.oid and con.contype = 'f'
  join dist r on r.oid = con.confrelid
  where not exists (select 1 from generate_subscripts(con.conkey, 1) k where con.conkey[k] = d.company_att and con.confkey[k] = r.company_att)
union all
select 'set null or default on a foreign key ' || d.name || '.' || con.conname || ' -> ' || r.name from dist d
  join pg_constraint con on con.conrelid = d.oid and con.contype = 'f'
  join dist r on r.oid = con.confrelid
  where con.confdeltype in ('n', 'd') or con.confupdtype in ('n', 'd')
union all
select 'reference table ' || f.name || '.' || con.conname || ' -> distributed ' || d.name from ref f
  join pg_constraint con on con.conrelid = f.oid and con.contype = 'f'
  join dist d on d.oid = con.confrelid
order by 1`,
  );
  return rows.map((r) => r.v);
}

/** The tables by kind: tenant (with company_id), distributed, and reference (every other table). */
export async function citusTables(db: Db): Promise<{ tenant: string[]; distributed: string[]; reference: string[] }> {
  const rows = await rowsOf<{ name: string; tenant: boolean; distributed: boolean }>(
    db,
    sql`with ${TABLES} select name, tenant, oid in (select oid from dist) as distributed from tables order by name`,
  );
  return {
    tenant: rows.filter((r) => r.tenant).map((r) => r.name),
    distributed: rows.filter((r) => r.distributed).map((r) => r.name),
    reference: rows.filter((r) => !r.distributed).map((r) => r.name),
  };
}
