import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isServiceUnavailable } from '@/plugins/errors.ts';
import { createScratchDatabase } from '../../test/scratch-database.ts';
import { openDatabase, type Database } from './client.ts';

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let database: Database;
beforeAll(async () => {
  scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'ch_test_pool');
  database = await openDatabase({ url: scratch.url, poolSize: 2 });
});
afterAll(async () => {
  await database.close();
  await scratch.drop();
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('the PostgreSQL pool when the server ends a connection', () => {
  it('survives a connection ended while a transaction holds it between queries (no uncaught error), fails that transaction as unavailable and answers again', async () => {
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    let seenPid = 0;

    // As PostgreSQL stopping (pg_ctl stop -m fast) or a failover does to every session.
    const transaction = database.db.transaction(async (tx) => {
      seenPid = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0]!.pid;
      await admin.query('select pg_terminate_backend($1)', [seenPid]);
      await new Promise((r) => setTimeout(r, 300));
      await tx.execute(sql`select 1`);
    });
    await admin.end();

    const failure = await transaction.then(() => undefined, (err: unknown) => err);
    expect(failure).toBeInstanceOf(Error);
    expect(isServiceUnavailable(failure)).toBe(true);
    expect(rowsOf<{ one: number }>(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });

  it('survives a connection ended while checked out with no query running (no uncaught error)', async () => {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const uncaught: unknown[] = [];
    const record = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', record);
    try {
      const admin = new pg.Client({ connectionString: scratch.url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      process.off('uncaughtException', record);
      client.release();
    }

    expect(uncaught).toEqual([]);
    expect(rowsOf<{ one: number }>(await database.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
  });
});
