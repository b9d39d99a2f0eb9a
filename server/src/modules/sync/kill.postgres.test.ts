import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/db/client.ts';
import { rowsOf } from '../../../test/helpers.ts';
import { createScratchDatabase } from '../../../test/scratch-database.ts';
import { runSync } from './engine.ts';
import { fileConnector, parseJsonDocument } from './file-connector.ts';
import { sampleExport } from './sync-fixture.ts';

/**
 * A sync process killed with SIGKILL half-way (no handler runs, no transaction is finished by the
 * process), then run again, ends where one clean run ends: batches are whole or absent, and the
 * upserts by ERP key complete what is missing without doubling what is there.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const ENTRIES = 20_000;
const BATCH = 250;
const TABLES = ['companies', 'business_partners', 'sites', 'buildings', 'contracts', 'contract_lines', 'ledger_entries', 'orders', 'trips'];

let file: string;
const scratches: { url: string; drop(): Promise<void> }[] = [];
const opened: Database[] = [];

async function freshDatabase(): Promise<{ url: string; database: Database }> {
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'ch_test_sync_kill');
  scratches.push(scratch);
  const database = await openDatabase({ url: scratch.url, poolSize: 3 });
  opened.push(database);
  await database.migrate();
  return { url: scratch.url, database };
}

/** Every synced row without ids or times, in a stable order: what two databases must agree on. */
async function state(database: Database) {
  const out: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows = await rowsOf<Record<string, unknown>>(database.db, sql.raw(`select * from ${table}`));
    out[table] = rows.map((r) => JSON.stringify(Object.fromEntries(Object.entries(r).filter(([k]) => !/(^id$|_id$|_at$|^created)/.test(k))))).sort();
  }
  return out;
}

/** The child's connections, by the application name it connects with. */
const CHILD = 'ch-sync-kill-child';
async function childSessionsGone(database: Database): Promise<void> {
  const deadline = Date.now() + 10_000;
  const open = async () => (await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from pg_stat_activity where application_name = ${CHILD}`))[0]!.n;
  while ((await open()) > 0) {
    if (Date.now() > deadline) throw new Error('the killed sync still has a session after 10 s');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const ledgerCount = async (database: Database) =>
  (await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from ledger_entries where erp_key is not null`))[0]!.n;

beforeAll(() => {
  file = path.join(os.tmpdir(), `ch-sync-kill-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(sampleExport(ENTRIES)));
});
afterAll(async () => {
  for (const database of opened) await database.close();
  for (const scratch of scratches) await scratch.drop();
  fs.rmSync(file, { force: true });
});

describe('sync killed with SIGKILL half-way', () => {
  it('keeps whole batches only, and the next run ends exactly where one clean run does', async () => {
    const clean = await freshDatabase();
    await runSync(clean.database.db, fileConnector(parseJsonDocument(fs.readFileSync(file, 'utf8'))), { dryRun: false, batchSize: BATCH });
    const expected = await state(clean.database);
    expect(expected.ledger_entries).toHaveLength(ENTRIES);

    const killed = await freshDatabase();
    const childUrl = new URL(killed.url);
    childUrl.searchParams.set('application_name', CHILD);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/sync-child.ts', childUrl.href, file, String(BATCH)], {
      cwd: ROOT,
      env: { ...process.env, TSX_TSCONFIG_PATH: path.join(ROOT, 'server', 'tsconfig.json') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    // Kill once a good part of the ledger is in, with more to come.
    await new Promise<void>((resolve, reject) => {
      readline.createInterface({ input: child.stdout! }).on('line', (line) => {
        const said = JSON.parse(line) as { done?: number; finished?: true };
        if (said.finished) reject(new Error('the run finished before it could be killed'));
        else if ((said.done ?? 0) > ENTRIES / 4) {
          child.kill('SIGKILL');
          resolve();
        }
      });
    });
    expect(await exited).toBe('SIGKILL');
    // A COMMIT the process sent before it died still completes in its server process: count once
    // that process has seen the connection close and ended.
    await childSessionsGone(killed.database);

    const kept = await ledgerCount(killed.database);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(ENTRIES);
    // Nothing half-written: a batch is in whole or not at all.
    expect(kept % BATCH).toBe(0);
    console.log(`sync kill -9: ${kept} of ${ENTRIES} ledger entries kept (${kept / BATCH} whole batches of ${BATCH})`);

    const rerun = await runSync(killed.database.db, fileConnector(parseJsonDocument(fs.readFileSync(file, 'utf8'))), { dryRun: false, batchSize: BATCH });
    expect(rerun.counts.ledgerEntries).toEqual({ created: ENTRIES - kept, updated: 0, unchanged: kept, failed: 0 });
    expect(await state(killed.database)).toEqual(expected);
  });
});
