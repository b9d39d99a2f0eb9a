import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/db/client.ts';
import { createScratchDatabase } from '../../../test/scratch-database.ts';
import { generateLarge, largeShape } from './large.ts';

describe('seed:large shape', () => {
  it('gives 1,000,000 entries over 1,000 companies at scale 1000, 5% of them in the key account', () => {
    expect(largeShape(1000)).toEqual({ total: 1_000_000, big: 50_000, companies: 1000 });
    expect(largeShape(2)).toEqual({ total: 2_000, big: 1_000, companies: 2 });
  });
});

// The generator writes through a PostgreSQL connection string, so it runs on PostgreSQL only.
describe.skipIf(process.env.TEST_DB !== 'postgres')('seed:large on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'ch_test_large');
    const database = await openDatabase({ url: scratch.url, poolSize: 1 });
    await database.migrate();
    await database.close();
  });
  afterAll(() => scratch.drop());

  it('generates the companies, partners, sites and every kind of entry, and refuses to run twice', async () => {
    const result = await generateLarge(scratch.url, 3, () => undefined);

    expect(result).toMatchObject({ companies: 3, entries: 3000, largest: { code: 'LG-000001', entries: 1000 } });
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const counts = (
        await client.query(`select (select count(*) from business_partners)::int as partners, (select count(*) from sites)::int as sites,
                                   (select count(distinct document_type) from ledger_entries)::int as types,
                                   (select count(*) from ledger_entries where remaining_amount <> 0)::int as open,
                                   (select count(*) from ledger_entries where site_id is null)::int as partner_level`)
      ).rows[0];
      expect(counts).toMatchObject({ partners: 9, sites: 18, types: 6 });
      expect(counts.open).toBeGreaterThan(100);
      expect(counts.partner_level).toBeGreaterThan(100);
    } finally {
      await client.end();
    }
    await expect(generateLarge(scratch.url, 3, () => undefined)).rejects.toThrow(/already exists/);
  });
});
