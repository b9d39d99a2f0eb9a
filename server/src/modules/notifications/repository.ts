import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { accessRequests } from '@/db/schema/access-requests.ts';
import { notifications } from '@/db/schema/notifications.ts';
import { users } from '@/db/schema/users.ts';

export async function insertNotifications(db: Db, rows: (typeof notifications.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(notifications).values(rows);
}

/** Active staff users (Admin or Backoffice). */
export async function findActiveStaffIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.active, true), sql`${users.roles} && array['Admin','Backoffice']::text[]`));
  return rows.map((r) => r.id);
}

/** A recipient's notifications not yet viewed, newest first, with the access request each is about. */
export function findUnviewed(db: Db, recipientId: string, limit: number) {
  return db
    .select({ id: notifications.id, kind: notifications.kind, refId: notifications.refId, params: notifications.params, request: accessRequests })
    .from(notifications)
    .leftJoin(accessRequests, and(eq(notifications.kind, 'AccessRequest'), eq(accessRequests.id, notifications.refId)))
    .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.viewedAt)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function markViewed(db: Db, recipientId: string, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .update(notifications)
    .set({ viewedAt: new Date() })
    .where(and(eq(notifications.recipientId, recipientId), inArray(notifications.id, ids), isNull(notifications.viewedAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
