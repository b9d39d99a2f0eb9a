import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { scopedListQuery } from '@/db/paged-query.ts';
import { savedReplies } from '@/db/schema/saved-replies.ts';
import { columnsOf, equalsIfGiven, searchAny } from '@/lib/lists.ts';
import type { FindSavedRepliesRequest, SavedReplySort } from '@customer-hub/contract/saved-replies';

/** What a staff user sees: the shared replies and their own. */
const visibleTo = (userId: string) => or(isNull(savedReplies.ownerId), eq(savedReplies.ownerId, userId));

const list = scopedListQuery({
  table: savedReplies,
  select: (db: Db) => db.select(columnsOf(savedReplies, 'id', 'title', 'body', 'language', 'ownerId', 'createdBy', 'createdAt', 'updatedAt')).from(savedReplies).$dynamic(),
  sorts: { title: sql`lower(${savedReplies.title})`, updatedAt: savedReplies.updatedAt } satisfies Record<SavedReplySort, unknown>,
  tieBreaker: savedReplies.id,
  scope: visibleTo,
});

export type SavedReplyRow = NonNullable<Awaited<ReturnType<typeof list.first>>>;

/** A page of the replies the user sees, filtered. */
export function findSavedReplies(db: Db, userId: string, q: FindSavedRepliesRequest) {
  const scope = q.scope === 'shared' ? isNull(savedReplies.ownerId) : q.scope === 'personal' ? eq(savedReplies.ownerId, userId) : undefined;
  const language = q.language ? or(isNull(savedReplies.language), equalsIfGiven(savedReplies.language, q.language)) : undefined;
  return list.page(db, userId, q, [scope, language, searchAny(q.search, [savedReplies.title, savedReplies.body])]);
}

/** One reply the user sees (shared, or their own); undefined otherwise. */
export const findSavedReply = (db: Db, userId: string, id: string) => list.first(db, userId, eq(savedReplies.id, id));

/** The same, locked for a change. */
export async function lockSavedReply(tx: Db, userId: string, id: string): Promise<SavedReplyRow | undefined> {
  const [row] = await tx
    .select(columnsOf(savedReplies, 'id', 'title', 'body', 'language', 'ownerId', 'createdBy', 'createdAt', 'updatedAt'))
    .from(savedReplies)
    .where(and(eq(savedReplies.id, id), visibleTo(userId)))
    .for('update');
  return row;
}

export async function insertSavedReply(tx: Db, row: typeof savedReplies.$inferInsert): Promise<SavedReplyRow> {
  const [created] = await tx.insert(savedReplies).values(row).returning(columnsOf(savedReplies, 'id', 'title', 'body', 'language', 'ownerId', 'createdBy', 'createdAt', 'updatedAt'));
  return created!;
}

export async function updateSavedReply(tx: Db, id: string, set: Partial<typeof savedReplies.$inferInsert>): Promise<SavedReplyRow> {
  const [updated] = await tx
    .update(savedReplies)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(savedReplies.id, id))
    .returning(columnsOf(savedReplies, 'id', 'title', 'body', 'language', 'ownerId', 'createdBy', 'createdAt', 'updatedAt'));
  return updated!;
}

export async function deleteSavedReply(tx: Db, id: string): Promise<void> {
  await tx.delete(savedReplies).where(eq(savedReplies.id, id));
}
