import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client.ts';
import { openTestDatabase, rowsOf } from '../../../test/helpers.ts';
import { runSync, type SyncConnector } from './engine.ts';
import { fileConnector, parseCsv, parseJsonDocument, type SyncDocument } from './file-connector.ts';
import { sampleExport } from './sync-fixture.ts';

const docOf = (value: unknown): SyncDocument => parseJsonDocument(JSON.stringify(value));

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

const TABLES = ['companies', 'business_partners', 'sites', 'buildings', 'contracts', 'contract_lines', 'ledger_entries', 'orders', 'trips'];

/** Every synced row, without ids or times: what two runs must agree on. */
async function state() {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const rows = await rowsOf<Record<string, unknown>>(database.db, sql.raw(`select * from ${table} order by 1`));
    out[table] = rows
      .map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !/(^id$|_id$|_at$|^created)/.test(k))))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return out;
}

async function clear() {
  await database.db.execute(sql.raw(`delete from companies where code like 'SYNC-%'`));
}

describe('sync engine', () => {
  beforeEach(clear);

  it('creates every record, then finds them all unchanged on the same import', async () => {
    const doc = docOf(sampleExport());
    const first = await runSync(database.db, fileConnector(doc), { dryRun: false, batchSize: 7 });
    expect(first.errorCount).toBe(0);
    expect(first.counts.companies).toEqual({ created: 2, updated: 0, unchanged: 0, failed: 0 });
    expect(first.counts.ledgerEntries).toEqual({ created: 20, updated: 0, unchanged: 0, failed: 0 });
    expect(first.counts.contractLines).toEqual({ created: 2, updated: 0, unchanged: 0, failed: 0 });
    const after = await state();
    expect(after.ledger_entries).toHaveLength(20);

    const second = await runSync(database.db, fileConnector(doc), { dryRun: false, batchSize: 7 });
    for (const [entity, counts] of Object.entries(second.counts)) {
      expect(counts, entity).toEqual({ created: 0, updated: 0, unchanged: counts.unchanged, failed: 0 });
      expect(counts.unchanged, entity).toBe((sampleExport() as Record<string, unknown[]>)[entity]!.length);
    }
    expect(await state()).toEqual(after);
  });

  it('updates only what changed', async () => {
    const data = sampleExport();
    await runSync(database.db, fileConnector(docOf(data)), { dryRun: false });
    data.ledgerEntries[4]!.remainingAmount = 0;
    data.sites[0]!.name = 'Lisbon plant (new)';
    const again = await runSync(database.db, fileConnector(docOf(data)), { dryRun: false });
    expect(again.counts.ledgerEntries).toEqual({ created: 0, updated: 1, unchanged: 19, failed: 0 });
    expect(again.counts.sites).toEqual({ created: 0, updated: 1, unchanged: 1, failed: 0 });
  });

  it('reports a bad record with its entity, key, line and reason, and imports the rest', async () => {
    const data = sampleExport(5) as Record<string, Record<string, unknown>[]>;
    data.ledgerEntries![1]!.amount = 'lots';
    data.ledgerEntries![3]!.customerNo = 'NOPE';
    data.buildings!.push({ companyCode: 'SYNC-A', siteCode: 'S-404', code: 'B-2', name: 'Ghost' });
    const result = await runSync(database.db, fileConnector(docOf(data)), { dryRun: false, batchSize: 2 });
    expect(result.counts.ledgerEntries).toEqual({ created: 3, updated: 0, unchanged: 0, failed: 2 });
    expect(result.counts.buildings).toEqual({ created: 1, updated: 0, unchanged: 0, failed: 1 });
    expect(result.errorCount).toBe(3);
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { entity: 'ledgerEntries', key: 'SYNC-A/1001', line: 2, reason: expect.stringContaining('amount') },
        { entity: 'ledgerEntries', key: 'SYNC-A/1003', line: 4, reason: 'Unknown customer "NOPE" in company "SYNC-A"' },
        { entity: 'buildings', key: 'SYNC-A/B-2', line: 2, reason: 'Unknown site "S-404" in company "SYNC-A"' },
      ]),
    );
    const rows = await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from ledger_entries where erp_key in ('1000','1002','1004')`);
    expect(rows[0]!.n).toBe(3);
  });

  it('a dry run counts the same and writes nothing', async () => {
    const doc = docOf(sampleExport());
    const before = await state();
    const dry = await runSync(database.db, fileConnector(doc), { dryRun: true, batchSize: 5 });
    expect(await state()).toEqual(before);
    const real = await runSync(database.db, fileConnector(doc), { dryRun: false, batchSize: 5 });
    expect(dry).toEqual(real);
    const dryAgain = await runSync(database.db, fileConnector(doc), { dryRun: true });
    expect(dryAgain.counts.ledgerEntries).toEqual({ created: 0, updated: 0, unchanged: 20, failed: 0 });
  });

  it('a run stopped half-way keeps whole batches only, and the next run ends where one clean run does', async () => {
    const doc = docOf(sampleExport(50));
    await runSync(database.db, fileConnector(doc), { dryRun: false });
    const clean = await state();
    await clear();

    const inner = fileConnector(doc);
    let n = 0;
    const breaking: SyncConnector = {
      name: 'file',
      async *read(entity, db) {
        for await (const r of inner.read(entity, db)) {
          if (entity === 'ledgerEntries' && ++n === 27) throw new Error('connection lost');
          yield r;
        }
      },
    };
    await expect(runSync(database.db, breaking, { dryRun: false, batchSize: 10 })).rejects.toThrow('connection lost');
    const rows = await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from ledger_entries where erp_key is not null and erp_key like '1%' and company_id in (select id from companies where code = 'SYNC-A')`);
    expect(rows[0]!.n).toBe(20);

    const rerun = await runSync(database.db, fileConnector(doc), { dryRun: false, batchSize: 10 });
    expect(rerun.counts.ledgerEntries).toEqual({ created: 30, updated: 0, unchanged: 20, failed: 0 });
    expect(await state()).toEqual(clean);
  });
});

describe('CSV', () => {
  it('reads quoted fields, either separator, and keeps each record’s line', () => {
    const records = parseCsv('code;name\r\nA;"Quoted; with ""quotes"""\r\n\r\nB;"two\nlines"\nC;plain\n');
    expect(records).toEqual([
      { line: 2, data: { code: 'A', name: 'Quoted; with "quotes"' } },
      { line: 4, data: { code: 'B', name: 'two\nlines' } },
      { line: 6, data: { code: 'C', name: 'plain' } },
    ]);
  });
});
