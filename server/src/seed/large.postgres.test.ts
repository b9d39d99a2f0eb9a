import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/db/client.ts';
import { createScratchDatabase } from '../../test/scratch-database.ts';
import { generateLarge, searchIndexesOf, type IndexDefinition } from './large.ts';

// The generator writes through a PostgreSQL connection string, so this file (*.postgres.test.ts)
// runs in the api-postgres project only (vitest.config.ts).
describe('seed:large on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let client: pg.Client;
  let migrated: IndexDefinition[];
  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'ch_test_large');
    const database = await openDatabase({ url: scratch.url, poolSize: 1 });
    await database.migrate();
    await database.close();
    client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    migrated = await searchIndexesOf(client);
  });
  afterAll(async () => {
    await client?.end();
    await scratch?.drop();
  });
  const one = async (text: string, values: unknown[] = []) => (await client.query(text, values)).rows[0];

  it('generates the companies, partners, sites, every kind of entry, documents and trips, and refuses to run twice', async () => {
    const result = await generateLarge(scratch.url, 3, () => undefined);

    expect(result).toMatchObject({
      companies: 3,
      entries: 3000,
      documents: 3000,
      trips: 600,
      largest: { code: 'LG-000001', entries: 1000, documents: 1000, trips: 200 },
      typical: { code: 'LG-000002', entries: 1000, documents: 1000, trips: 200 },
    });
    const counts = await one(`select (select count(*) from business_partners)::int as partners, (select count(*) from sites)::int as sites,
                                     (select count(distinct document_type) from ledger_entries)::int as types,
                                     (select count(*) from ledger_entries where remaining_amount <> 0)::int as open,
                                     (select count(*) from ledger_entries where site_id is null)::int as partner_level`);
    expect(counts).toMatchObject({ partners: 9, sites: 18, types: 6 });
    expect(counts.open).toBeGreaterThan(100);
    expect(counts.partner_level).toBeGreaterThan(100);

    await expect(generateLarge(scratch.url, 3, () => undefined)).rejects.toThrow(/already exists/);
  });

  it('spreads documents over every default type, both languages, five years and every partner', async () => {
    const docs = await one(`select count(*)::int as n, count(distinct type_code)::int as types, count(distinct storage_key)::int as keys,
                                   count(distinct document_no)::int as numbers, count(distinct business_partner_id)::int as partners,
                                   count(*) filter (where site_id is null)::int as partner_level,
                                   min(document_date)::text as first, max(document_date)::text as last,
                                   count(*) filter (where title ~ '[áàâãçéêíóôõúñ]')::int as accented,
                                   count(*) filter (where title like 'Relatório%' or title like 'Orçamento%' or title like 'Guia%' or title like 'Fatura%')::int as pt,
                                   count(*) filter (where title like 'Informe%' or title like 'Presupuesto%' or title like 'Albarán%' or title like 'Factura%')::int as es,
                                   count(*) filter (where content_type = 'application/pdf' and storage_key like 'large/%' and size_bytes > 0 and description <> '')::int as complete
                            from documents`);
    expect(docs).toMatchObject({ n: 3000, types: 10, keys: 3000, numbers: 3000, partners: 9, first: expect.stringMatching(/^2021-/), last: expect.stringMatching(/^2026-/), complete: 3000 });
    expect(docs.partner_level).toBeGreaterThan(300);
    expect(docs.accented).toBeGreaterThan(1000);
    expect(docs.pt).toBeGreaterThan(300);
    expect(docs.es).toBeGreaterThan(300);
    // Every default type has documents, none of another type.
    const perType = (await client.query(`select t.code, count(d.id)::int as n from document_types t left join documents d on d.type_code = t.code group by t.code`)).rows;
    expect(perType).toHaveLength(10);
    for (const row of perType) expect(row.n, row.code).toBeGreaterThan(50);
    // A common word matches a few percent of them through the folded text, accents ignored.
    const porto = await one(`select count(*)::int as n from documents where ch_fold(document_no || ' ' || title || ' ' || description) like '%porto%'`);
    expect(porto.n).toBeGreaterThan(30);
    expect(porto.n).toBeLessThan(300);
    expect((await one(`select count(*)::int as n from documents where ch_fold(title) like '%evora%'`)).n).toBeGreaterThan(10);
  });

  it('spreads trips over the companies with unique tours, places of one country and every status', async () => {
    const trips = await one(`select count(*)::int as n, count(distinct (company_id, tour_no))::int as tours,
                                    count(*) filter (where origin = destination)::int as round_trips,
                                    count(distinct origin)::int as origins, array_agg(distinct status) as statuses,
                                    count(*) filter (where planned_end <= planned_start)::int as backwards,
                                    count(*) filter (where status = 'Completed' and (actual_start is null or actual_end is null))::int as unfinished,
                                    count(*) filter (where status = 'Planned' and actual_start is not null)::int as started_early,
                                    (max(planned_start) - min(planned_start)) > interval '700 days' as two_years
                             from trips`);
    expect(trips).toMatchObject({ n: 600, tours: 600, round_trips: 0, backwards: 0, unfinished: 0, started_early: 0, two_years: true });
    // InProgress (started within the anchor's last day) is too rare to be sure of at scale 3.
    expect(trips.statuses).toEqual(expect.arrayContaining(['Cancelled', 'Completed', 'Planned']));
    expect(trips.origins).toBeGreaterThan(25);
  });

  it('builds the search indexes again, as the migration defines them', async () => {
    expect(migrated.map((i) => i.name)).toEqual([
      'documents_search_trgm_idx',
      'ledger_entries_search_trgm_idx',
      'trips_search_trgm_idx',
    ]);
    expect(await searchIndexesOf(client)).toEqual(migrated);
    const valid = await one(`select count(*)::int as n from pg_index i join pg_class c on c.oid = i.indexrelid
                             where c.relname = any($1::text[]) and i.indisvalid and i.indisready`, [migrated.map((i) => i.name)]);
    expect(valid.n).toBe(migrated.length);
  });
});
