import { sql } from 'drizzle-orm';
import type { Database, Db } from '@/db/client.ts';
import type { SyncConnectorName } from '@customer-hub/contract/sync';

/** pg_try_advisory_lock(namespace, connector): "SYNC" and the connector's number. */
const NAMESPACE = 0x53594e43;
const CONNECTOR_KEYS: Record<SyncConnectorName, number> = { file: 1, odata: 2 };

export interface SyncLock {
  release(): Promise<void>;
}

/** Connectors this process holds, per database (an advisory lock is re-entrant in its own session). */
const heldByDb = new WeakMap<Db, Set<SyncConnectorName>>();

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Takes the connector's sync lock, or answers null when another run holds it, in this process or
 * in any instance on the same database. On PostgreSQL the lock is a transaction-level advisory
 * lock held by one pooled connection for the run's length (the batches use the others); PGlite
 * has one session, where a session-level advisory lock is taken and released.
 */
export async function tryLockSync(database: Database, connector: SyncConnectorName): Promise<SyncLock | null> {
  let held = heldByDb.get(database.db);
  if (!held) heldByDb.set(database.db, (held = new Set()));
  if (held.has(connector)) return null;
  held.add(connector);
  const key = CONNECTOR_KEYS[connector];
  const forget = () => void held.delete(connector);
  try {
    if (database.kind === 'pglite') {
      const [row] = await rowsOf<{ ok: boolean }>(database.db, sql`select pg_try_advisory_lock(${NAMESPACE}::int, ${key}::int) as ok`);
      if (!row?.ok) {
        forget();
        return null;
      }
      return {
        release: async () => {
          await database.db.execute(sql`select pg_advisory_unlock(${NAMESPACE}::int, ${key}::int)`);
          forget();
        },
      };
    }
    let answer!: (ok: boolean) => void;
    const acquired = new Promise<boolean>((resolve) => (answer = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const holder = database.db
      .transaction(async (tx) => {
        const [row] = await rowsOf<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${NAMESPACE}::int, ${key}::int) as ok`);
        answer(Boolean(row?.ok));
        if (row?.ok) await finished;
      })
      .catch(() => answer(false));
    if (!(await acquired)) {
      await holder;
      forget();
      return null;
    }
    return {
      release: async () => {
        finish();
        await holder;
        forget();
      },
    };
  } catch (e) {
    forget();
    throw e;
  }
}
