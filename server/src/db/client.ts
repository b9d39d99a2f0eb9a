import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers share this type: the same queries run on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Subscribes to NOTIFY on a channel; answers the unsubscribe. */
  listen(channel: string, onMessage: (payload: string) => void, onLost: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite. */
  url?: string;
  /** PGlite data folder; omit for an in-memory database (tests). */
  pgliteDir?: string;
  /** An in-memory PGlite started from this data folder archive (`dumpDataDir`): tests' migrated copy. */
  pgliteSnapshot?: Blob;
  poolSize?: number;
}

/** Opens PostgreSQL through a node-postgres pool, or the embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // A request waits at most this long for a connection: with the database out it gets a 503
    // (plugins/errors.ts) instead of hanging until the client gives up.
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20, connectionTimeoutMillis: 5_000 });
    // An idle connection the server closed (restart, failover) is dropped and replaced by the
    // pool; without a listener the process would crash on it.
    pool.on('error', () => undefined);
    // The same for a connection in use (inside a transaction, between two queries) when the server
    // ends it (stopped, restarted): node-postgres emits the error on the client, which the pool
    // listens to only while the client is idle, and the process would crash. The pool discards the
    // broken client when it is released; the request's query fails and answers 503.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db as never, { migrationsFolder }),
      ping: async () => void (await db.execute(sql`select 1`)),
      listen: (channel, onMessage, onLost) => listenPostgres(options.url!, channel, onMessage, onLost),
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  // Global search's indexes need pg_trgm and btree_gin (migration 0004).
  const client = await PGlite.create(options.pgliteDir, { extensions: { pg_trgm, btree_gin }, loadDataDir: options.pgliteSnapshot });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    listen: async (channel, onMessage) => {
      const unsubscribe = await client.listen(channel, onMessage);
      return () => unsubscribe();
    },
    close: () => client.close(),
  };
}

/**
 * LISTEN on a dedicated connection. When it breaks, `onLost` runs (the caller forgets what it
 * may have missed) and it reconnects, with a growing pause, until unsubscribed.
 */
async function listenPostgres(url: string, channel: string, onMessage: (payload: string) => void, onLost: () => void) {
  let client: pg.Client | undefined;
  let stopped = false;
  let delay = 500;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => n.channel === channel && onMessage(n.payload ?? ''));
    c.on('error', () => undefined);
    c.on('end', () => {
      if (stopped) return;
      onLost();
      setTimeout(() => void connect().catch(() => undefined), delay);
      delay = Math.min(delay * 2, 30_000);
    });
    await c.connect();
    await c.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    client = c;
    delay = 500;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}
