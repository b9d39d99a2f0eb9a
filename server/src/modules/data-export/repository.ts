import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { dataExports, users } from '@/db/schema/index.ts';
import type { DataExportStatus } from '@customer-hub/contract/data-export';

export type DataExportRow = typeof dataExports.$inferSelect;
export type NewDataExport = typeof dataExports.$inferInsert;

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The user an archive is about, as the checks need them. */
export async function findUser(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, roles: users.roles, companyId: users.companyId, erasedAt: users.erasedAt, userName: users.userName, firstName: users.firstName, lastName: users.lastName, language: users.language })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** Holds the person's archive requests one at a time until the transaction ends (the 24-hour rule). */
export async function lockPerson(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`data-export:${userId}`}))`);
}

/** The person's latest archive they asked for themself that did not fail (the 24-hour rule counts it). */
export async function latestSelfRequest(db: Db, userId: string): Promise<{ createdAt: Date } | undefined> {
  const [row] = await db
    .select({ createdAt: dataExports.createdAt })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.source, 'self'), sql`${dataExports.status} <> 'failed'`))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row;
}

export async function insertExport(db: Db, row: NewDataExport): Promise<DataExportRow> {
  const [created] = await db.insert(dataExports).values(row).returning();
  return created!;
}

export async function findExport(db: Db, id: string): Promise<DataExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row;
}

/** A person's archives, newest first. */
export const exportsOf = (db: Db, userId: string, limit = 20) =>
  db.select().from(dataExports).where(eq(dataExports.userId, userId)).orderBy(desc(dataExports.createdAt)).limit(limit);

/** Claims a queued archive for building (once, whichever instance runs its job); undefined when not queued. */
export async function claimQueued(db: Db, id: string): Promise<DataExportRow | undefined> {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'preparing', progress: 0 })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'queued')))
    .returning();
  return row;
}

export async function setProgress(db: Db, id: string, progress: number): Promise<void> {
  await db
    .update(dataExports)
    .set({ progress })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')));
}

/** Marks a preparing archive ready; false when it is no longer preparing (the person erased meanwhile). */
export async function markReady(db: Db, id: string, patch: { storageKey: string; size: number; readyAt: Date; expiresAt: Date }): Promise<boolean> {
  const done = await db
    .update(dataExports)
    .set({ ...patch, status: 'ready', progress: 100, error: null })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')))
    .returning({ id: dataExports.id });
  return done.length > 0;
}

export async function markFailed(db: Db, id: string, error: string, from: DataExportStatus[] = ['preparing']): Promise<boolean> {
  const done = await db
    .update(dataExports)
    .set({ status: 'failed', error })
    .where(and(eq(dataExports.id, id), inArray(dataExports.status, from)))
    .returning({ id: dataExports.id });
  return done.length > 0;
}

export async function markDownloaded(db: Db, id: string, at: Date): Promise<void> {
  await db.update(dataExports).set({ downloadedAt: at }).where(eq(dataExports.id, id));
}

/** Claims the ready archives past their expiry (each once): their ids, people and storage keys. */
export async function claimExpired(db: Db, now: Date, limit: number): Promise<{ id: string; userId: string; storageKey: string | null }[]> {
  const due = db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)))
    .limit(limit);
  // The key is read before the UPDATE clears it (RETURNING gives the new row).
  return rowsOf(
    db,
    sql`update data_exports e set status = 'expired', storage_key = null
      from (select id, storage_key from data_exports where id in (${due}) for update) old
      where e.id = old.id and e.status = 'ready'
      returning e.id, e.user_id as "userId", old.storage_key as "storageKey"`,
  );
}

/** Fails the archives whose build stopped (the instance building them went away): their ids. */
export async function failStale(db: Db, before: Date): Promise<{ id: string; userId: string }[]> {
  return db
    .update(dataExports)
    .set({ status: 'failed', error: 'interrupted' })
    .where(and(inArray(dataExports.status, ['queued', 'preparing']), lte(dataExports.createdAt, before)))
    .returning({ id: dataExports.id, userId: dataExports.userId });
}
