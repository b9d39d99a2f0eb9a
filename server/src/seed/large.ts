// `npm run seed:large -- --scale N`: large volumes for benchmarks, generated inside PostgreSQL
// (INSERT ... SELECT generate_series), against DATABASE_URL.
//
// Scale N gives N companies (LG-000001 …), each with 3 business partners of 2 sites, and
//   - N × 1,000 ledger entries over five years before 2026-11-01,
//   - N × 1,000 documents over the ten default document types, with Portuguese and Spanish
//     titles (accents included) so that global search's trigram and full-text matching meet
//     realistic selectivities, over five years,
//   - N × 200 trips between Portuguese or Spanish places, over two years around the anchor.
// --scale 1000 is 1,000,000 entries, 1,000,000 documents and 200,000 trips over 1,000 companies.
// From scale 20 on, company LG-000001 is a key account holding 5% of each (50,000 entries at
// scale 1000); the others share the rest evenly (~950 entries each at 1000).
//
// Everything is one transaction. Global search's GIN indexes (`*_search_*`) of the loaded tables
// are dropped before loading and built again afterwards from their saved definitions: keeping
// them up to date row by row is what makes a bulk load slow.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '@/db/client.ts';
import { DOCUMENT_WORDS, INSERT_DOCUMENTS, INSERT_ENTRIES, INSERT_TRIPS, TRIP_WORDS } from './large-sql.ts';

export const LARGE_ENTRIES_PER_SCALE = 1_000;
export const LARGE_DOCUMENTS_PER_SCALE = 1_000;
export const LARGE_TRIPS_PER_SCALE = 200;
export const LARGE_ANCHOR = '2026-11-01';
/** The tables loaded, whose search indexes are dropped and rebuilt around the load. */
export const LARGE_LOADED_TABLES = ['ledger_entries', 'documents', 'trips'] as const;
const CHUNK = 100_000;

interface CompanySize {
  code: string;
  entries: number;
  documents: number;
  trips: number;
}

export interface LargeResult {
  companies: number;
  entries: number;
  documents: number;
  trips: number;
  /** How many entries, documents and trips the largest company holds, and its code. */
  largest: CompanySize;
  /** A company of typical size. */
  typical: CompanySize;
  seconds: number;
}

export const largeCompanyCode = (i: number) => `LG-${String(i).padStart(6, '0')}`;

/** `perScale × scale` rows, of which company 1 gets `big`; the others share the rest evenly. */
function spread(scale: number, perScale: number) {
  const total = scale * perScale;
  return { total, big: scale >= 20 ? Math.round(total * 0.05) : Math.ceil(total / scale) };
}

/** How many ledger entries company 1 gets, and the same for documents and trips. */
export function largeShape(scale: number) {
  return {
    ...spread(scale, LARGE_ENTRIES_PER_SCALE),
    companies: scale,
    documents: spread(scale, LARGE_DOCUMENTS_PER_SCALE),
    trips: spread(scale, LARGE_TRIPS_PER_SCALE),
  };
}

/** A search index's saved definition (pg_indexes). */
export interface IndexDefinition {
  table: string;
  name: string;
  definition: string;
}

/** The global search indexes (`*_search_*`) of the loaded tables, by name. */
export async function searchIndexesOf(client: pg.ClientBase): Promise<IndexDefinition[]> {
  const { rows } = await client.query<{ table: string; name: string; definition: string }>(
    `select tablename as table, indexname as name, indexdef as definition from pg_indexes
     where schemaname = current_schema() and tablename = any($1::text[]) and indexname like '%\\_search\\_%'
     order by indexname`,
    [LARGE_LOADED_TABLES],
  );
  return rows;
}

/**
 * Generates the companies, partners, sites, ledger entries, documents and trips of a scale.
 * Refuses when a large data set is already there. Progress goes to `log`.
 */
export async function generateLarge(databaseUrl: string, scale: number, log: (line: string) => void = console.log): Promise<LargeResult> {
  if (!Number.isInteger(scale) || scale < 1 || scale > 100_000) throw new Error('--scale must be a whole number from 1 to 100000');
  const started = performance.now();
  const elapsed = () => ((performance.now() - started) / 1000).toFixed(1);
  const shape = largeShape(scale);
  const { total, big, companies } = shape;
  const n = (x: number) => x.toLocaleString('en-US');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const exists = await client.query(`select 1 from companies where code = $1`, [largeCompanyCode(1)]);
    if (exists.rowCount) throw new Error(`${largeCompanyCode(1)} already exists: generate into a fresh database`);

    log(
      `seed:large scale ${scale}: ${companies} companies, ${n(total)} ledger entries, ${n(shape.documents.total)} documents, ${n(shape.trips.total)} trips`,
    );
    await client.query('begin');
    await client.query(`set local maintenance_work_mem = '512MB'`);
    const searchIndexes = await searchIndexesOf(client);
    for (const index of searchIndexes) await client.query(`drop index ${client.escapeIdentifier(index.name)}`);
    log(`  search indexes dropped for the load: ${searchIndexes.map((i) => i.name).join(', ') || 'none'}`);

    await client.query(
      `insert into companies (code, name, default_permissions)
       select 'LG-' || lpad(i::text, 6, '0'), 'Large Company ' || i, '{CurrentAccounts,PricesColumn}'::text[]
       from generate_series(1, $1::int) i`,
      [companies],
    );
    await client.query(
      `insert into business_partners (company_id, customer_no, name)
       select c.id, 'L' || substr(c.code, 4) || '-' || j, c.name || ' partner ' || j
       from companies c cross join generate_series(0, 2) j where c.code like 'LG-%'`,
    );
    await client.query(
      `insert into sites (company_id, business_partner_id, code, name, city, country)
       select bp.company_id, bp.id, bp.customer_no || '-' || k, bp.name || ' site ' || k, 'Lisboa', 'PT'
       from business_partners bp cross join generate_series(0, 1) k where bp.customer_no like 'L%-%'`,
    );
    // Row g belongs to company ci, partner pj (0–2) and site sk (0–1, 2 = the partner itself).
    await client.query(
      `create temp table large_nodes as
       select substr(c.code, 4)::int as ci, substr(bp.customer_no, length(bp.customer_no))::int as pj, k.sk,
              c.id as company_id, bp.id as business_partner_id, s.id as site_id
       from companies c
       join business_partners bp on bp.company_id = c.id
       cross join generate_series(0, 2) k(sk)
       left join sites s on s.business_partner_id = bp.id and s.code = bp.customer_no || '-' || k.sk
       where c.code like 'LG-%'`,
    );
    await client.query('create index on large_nodes (ci, pj, sk)');
    await client.query('analyze large_nodes');
    log(`  organisation: ${companies * 3} partners, ${companies * 6} sites (${elapsed()} s)`);

    for (let lo = 1; lo <= total; lo += CHUNK) {
      const hi = Math.min(total, lo + CHUNK - 1);
      await client.query(INSERT_ENTRIES, [lo, hi, big, companies, LARGE_ANCHOR]);
      log(`  ledger entries ${n(hi)} / ${n(total)} (${elapsed()} s)`);
    }
    for (let lo = 1; lo <= shape.documents.total; lo += CHUNK) {
      const hi = Math.min(shape.documents.total, lo + CHUNK - 1);
      await client.query(INSERT_DOCUMENTS, [lo, hi, shape.documents.big, companies, LARGE_ANCHOR, ...DOCUMENT_WORDS]);
      log(`  documents ${n(hi)} / ${n(shape.documents.total)} (${elapsed()} s)`);
    }
    for (let lo = 1; lo <= shape.trips.total; lo += CHUNK) {
      const hi = Math.min(shape.trips.total, lo + CHUNK - 1);
      await client.query(INSERT_TRIPS, [lo, hi, shape.trips.big, companies, LARGE_ANCHOR, ...TRIP_WORDS]);
      log(`  trips ${n(hi)} / ${n(shape.trips.total)} (${elapsed()} s)`);
    }

    for (const index of searchIndexes) {
      await client.query(index.definition);
      log(`  search index ${index.name} built (${elapsed()} s)`);
    }
    await client.query('commit');

    // Sets the visibility map too, so counts are answered from the indexes alone (index-only scans).
    for (const table of LARGE_LOADED_TABLES) await client.query(`vacuum (analyze) ${table}`);
    await client.query('analyze companies; analyze business_partners; analyze sites');
    log(`  vacuum + analyze done (${elapsed()} s)`);

    const typicalIndex = companies > 1 ? Math.ceil(companies / 2) : 1;
    const sizeOf = async (code: string): Promise<CompanySize> => {
      const { rows } = await client.query<{ entries: number; documents: number; trips: number }>(
        `select (select count(*) from ledger_entries where company_id = c.id)::int as entries,
                (select count(*) from documents where company_id = c.id)::int as documents,
                (select count(*) from trips where company_id = c.id)::int as trips
         from companies c where c.code = $1`,
        [code],
      );
      return { code, ...rows[0]! };
    };
    const result: LargeResult = {
      companies,
      entries: total,
      documents: shape.documents.total,
      trips: shape.trips.total,
      largest: await sizeOf(largeCompanyCode(1)),
      typical: await sizeOf(largeCompanyCode(typicalIndex)),
      seconds: (performance.now() - started) / 1000,
    };
    const sizes = (s: CompanySize) => `${s.code} ${n(s.entries)} entries, ${n(s.documents)} documents, ${n(s.trips)} trips`;
    log(`seed:large done in ${result.seconds.toFixed(1)} s; largest ${sizes(result.largest)}; typical ${sizes(result.typical)}`);
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}

async function main() {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('seed:large needs DATABASE_URL (a PostgreSQL database)');
    process.exit(2);
  }
  const database = await openDatabase({ url, poolSize: 1 });
  await database.migrate();
  await database.close();
  await generateLarge(url, Number(values.scale));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
