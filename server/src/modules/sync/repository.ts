import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { syncFiles, syncRuns } from '@/db/schema/sync.ts';
import { equalsIfGiven } from '@/lib/lists.ts';
import { listQuery } from '@/db/paged-query.ts';
import type { FindSyncRunsRequest, SyncConnectorName } from '@customer-hub/contract/sync';
import type { z } from 'zod';

export type SyncRunRow = typeof syncRuns.$inferSelect;

// Newest first by default; the id orders runs queued in the same instant.
const list = listQuery({
  table: syncRuns,
  select: (db: Db) => db.select().from(syncRuns).$dynamic(),
  sorts: { createdAt: syncRuns.createdAt },
  tieBreaker: syncRuns.id,
});

export const findRuns = (db: Db, q: z.infer<typeof FindSyncRunsRequest>) =>
  list.page(db, q, [equalsIfGiven(syncRuns.connector, q.connector), equalsIfGiven(syncRuns.status, q.status)]);

export async function findRun(db: Db, id: string): Promise<SyncRunRow | undefined> {
  const [row] = await db.select().from(syncRuns).where(eq(syncRuns.id, id)).limit(1);
  return row;
}

export async function insertRun(db: Db, row: typeof syncRuns.$inferInsert): Promise<SyncRunRow> {
  const [created] = await db.insert(syncRuns).values(row).returning();
  return created!;
}

export async function updateRun(db: Db, id: string, set: Partial<typeof syncRuns.$inferInsert>): Promise<void> {
  await db.update(syncRuns).set(set).where(eq(syncRuns.id, id));
}

/** Runs of the connector waiting or in progress (other than `exceptId`). */
export async function activeRuns(db: Db, connector: SyncConnectorName, exceptId?: string) {
  return db
    .select({ id: syncRuns.id, status: syncRuns.status })
    .from(syncRuns)
    .where(and(eq(syncRuns.connector, connector), inArray(syncRuns.status, ['queued', 'running']), exceptId ? ne(syncRuns.id, exceptId) : undefined));
}

/** Runs left "running" by an instance that stopped: called only while holding the connector's lock. */
export async function failInterruptedRuns(db: Db, connector: SyncConnectorName, exceptId?: string): Promise<void> {
  await db
    .update(syncRuns)
    .set({ status: 'failed', failure: 'Interrupted: the instance running it stopped. Run it again to complete it.', finishedAt: new Date() })
    .where(and(eq(syncRuns.connector, connector), eq(syncRuns.status, 'running'), exceptId ? ne(syncRuns.id, exceptId) : undefined));
}

export async function insertFile(db: Db, row: typeof syncFiles.$inferInsert) {
  const [created] = await db.insert(syncFiles).values(row).returning();
  return created!;
}

export async function findFile(db: Db, id: string) {
  const [row] = await db.select().from(syncFiles).where(eq(syncFiles.id, id)).limit(1);
  return row;
}
