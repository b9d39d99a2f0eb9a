import pg from 'pg';
import { createScratchDatabase } from '../../../server/test/scratch-database.ts';

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh PostgreSQL database for one benchmark, dropped by `drop()`. */
export const freshDatabase = (prefix: string) => createScratchDatabase(ADMIN_URL, prefix);

/** Runs `run` on a connection of its own to `url`, closed after. */
export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
