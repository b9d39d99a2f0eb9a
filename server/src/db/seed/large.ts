// `npm run seed:large -- --scale N`: a large-volume current account for benchmarks, generated
// inside PostgreSQL (INSERT ... SELECT generate_series), against DATABASE_URL.
//
// Scale N gives N companies (LG-000001 …), each with 3 business partners of 2 sites, and
// N × 1,000 ledger entries over five years before 2026-11-01: --scale 1000 is 1,000,000 entries
// over 1,000 companies. From scale 20 on, company LG-000001 is a key account holding 5% of
// the entries (50,000 at scale 1000); the others share the rest evenly (~950 each at 1000).
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '@/db/client.ts';

export const LARGE_ENTRIES_PER_SCALE = 1_000;
export const LARGE_ANCHOR = '2026-11-01';
const CHUNK = 100_000;

export interface LargeResult {
  companies: number;
  entries: number;
  /** How many entries the largest company holds, and its code. */
  largest: { code: string; entries: number };
  /** A company of typical size. */
  typical: { code: string; entries: number };
  seconds: number;
}

export const largeCompanyCode = (i: number) => `LG-${String(i).padStart(6, '0')}`;

/** How many entries company 1 gets; the rest are spread evenly over the others. */
export function largeShape(scale: number) {
  const total = scale * LARGE_ENTRIES_PER_SCALE;
  const big = scale >= 20 ? Math.round(total * 0.05) : Math.ceil(total / scale);
  return { total, big, companies: scale };
}

/**
 * Generates the companies, partners, sites and ledger entries of a scale. Refuses when a large
 * data set is already there. Progress goes to `log`.
 */
export async function generateLarge(databaseUrl: string, scale: number, log: (line: string) => void = console.log): Promise<LargeResult> {
  if (!Number.isInteger(scale) || scale < 1 || scale > 100_000) throw new Error('--scale must be a whole number from 1 to 100000');
  const started = performance.now();
  const elapsed = () => ((performance.now() - started) / 1000).toFixed(1);
  const { total, big, companies } = largeShape(scale);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const exists = await client.query(`select 1 from companies where code = $1`, [largeCompanyCode(1)]);
    if (exists.rowCount) throw new Error(`${largeCompanyCode(1)} already exists: generate into a fresh database`);

    log(`seed:large scale ${scale}: ${companies} companies, ${total.toLocaleString('en-US')} ledger entries`);
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
    // Entry g belongs to company ci, partner pj (0–2) and site sk (0–1, 2 = the partner itself).
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
      log(`  ledger entries ${hi.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${elapsed()} s)`);
    }
    // Sets the visibility map too, so counts are answered from the indexes alone (index-only scans).
    await client.query('vacuum (analyze) ledger_entries');
    await client.query('analyze companies; analyze business_partners; analyze sites');
    log(`  vacuum + analyze done (${elapsed()} s)`);

    const typicalIndex = companies > 1 ? Math.ceil(companies / 2) : 1;
    const sizeOf = async (code: string) =>
      Number((await client.query(`select count(*) as n from ledger_entries le join companies c on c.id = le.company_id where c.code = $1`, [code])).rows[0].n);
    const result: LargeResult = {
      companies,
      entries: total,
      largest: { code: largeCompanyCode(1), entries: await sizeOf(largeCompanyCode(1)) },
      typical: { code: largeCompanyCode(typicalIndex), entries: await sizeOf(largeCompanyCode(typicalIndex)) },
      seconds: (performance.now() - started) / 1000,
    };
    log(`seed:large done in ${result.seconds.toFixed(1)} s; largest ${result.largest.code} ${result.largest.entries.toLocaleString('en-US')} entries, typical ${result.typical.code} ${result.typical.entries.toLocaleString('en-US')}`);
    return result;
  } finally {
    await client.end();
  }
}

// Deterministic per entry number g: company, partner, site, type (50% invoices, 35% payments,
// credit memos, reminders, finance charge memos, refunds), a post date over five years, and
// whether it is still open (about 10%, more among the last two months).
const INSERT_ENTRIES = `
with src as (
  select g,
         case when g <= $3 then 1 else 2 + ((g - $3 - 1) % greatest($4 - 1, 1)) end::int as ci,
         ((g / 7) % 3)::int as pj,
         ((g / 21) % 3)::int as sk,
         (g * 2654435761) % 100 as h_type,
         (g * 40503) % 100 as h_open,
         (g * 48271) % 500000 as h_amount,
         ($5::date - ((g * 7919) % 1826)::int) as post
  from generate_series($1::bigint, $2::bigint) g
), typed as (
  select src.*,
         case when h_type < 50 then 'Invoice' when h_type < 85 then 'Payment' when h_type < 92 then 'Credit Memo'
              when h_type < 95 then 'Reminder' when h_type < 98 then 'Finance Charge Memo' else 'Refund' end as doc_type
  from src
), priced as (
  select typed.*,
         case doc_type when 'Invoice' then (h_amount + 5000) / 100.0 when 'Payment' then -(h_amount + 5000) / 100.0
                       when 'Credit Memo' then -((h_amount % 50000) + 1000) / 100.0 when 'Reminder' then 15.0
                       when 'Finance Charge Memo' then ((h_amount % 10000) + 100) / 100.0 else ((h_amount % 50000) + 1000) / 100.0 end as amount,
         doc_type in ('Invoice', 'Reminder', 'Finance Charge Memo', 'Credit Memo')
           and (h_open < 8 or (post > $5::date - 60 and h_open < 60)) as still_open
  from typed
)
insert into ledger_entries (company_id, business_partner_id, site_id, document_no, document_type, description, post_date, due_date, amount, remaining_amount, currency)
select n.company_id, n.business_partner_id, n.site_id,
       case doc_type when 'Invoice' then 'FT' when 'Payment' then 'RC' when 'Credit Memo' then 'NC' when 'Reminder' then 'AV'
                     when 'Finance Charge Memo' then 'NJ' else 'RE' end || ' ' || extract(year from post)::int || '/' || g,
       doc_type, doc_type, post,
       case when doc_type in ('Invoice', 'Reminder', 'Finance Charge Memo') then post + 30 end,
       amount, case when still_open then amount else 0 end, 'EUR'
from priced p
join large_nodes n on n.ci = p.ci and n.pj = p.pj and n.sk = p.sk`;

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
