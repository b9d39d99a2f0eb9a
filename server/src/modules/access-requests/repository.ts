import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { accessRequests, notifications } from '@/db/schema/access-requests.ts';
import { users } from '@/db/schema/users.ts';

export async function insertAccessRequest(db: Db, row: typeof accessRequests.$inferInsert): Promise<string> {
  const [created] = await db.insert(accessRequests).values(row).returning({ id: accessRequests.id });
  return created!.id;
}

/** Active staff users: who is told about a new access request. */
export async function findActiveStaffIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.active, true), sql`${users.roles} && array['Admin','Backoffice']::text[]`));
  return rows.map((r) => r.id);
}

export async function insertNotifications(db: Db, userIds: string[], refId: string): Promise<void> {
  if (userIds.length) await db.insert(notifications).values(userIds.map((userId) => ({ userId, kind: 'AccessRequest' as const, refId })));
}

export async function findAccessRequests(db: Db, q: { status?: 'Pending' | 'Approved' | 'Rejected'; page: number; pageSize: number; direction: 'asc' | 'desc' }) {
  const where = q.status ? eq(accessRequests.status, q.status) : undefined;
  const order = q.direction === 'asc' ? accessRequests.createdAt : desc(accessRequests.createdAt);
  const [items, [total]] = await Promise.all([
    db.select().from(accessRequests).where(where).orderBy(order, desc(accessRequests.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(accessRequests).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findAccessRequestForUpdate(db: Db, id: string) {
  const [row] = await db.select().from(accessRequests).where(eq(accessRequests.id, id)).for('update').limit(1);
  return row;
}

export async function decideAccessRequest(db: Db, id: string, set: Partial<typeof accessRequests.$inferInsert>): Promise<void> {
  await db.update(accessRequests).set(set).where(eq(accessRequests.id, id));
}

/** The caller's notifications not yet viewed, newest first, with the access request each is about. */
export async function findUnviewedNotifications(db: Db, userId: string, limit = 50) {
  return db
    .select({ id: notifications.id, refId: notifications.refId, request: accessRequests })
    .from(notifications)
    .innerJoin(accessRequests, eq(accessRequests.id, notifications.refId))
    .where(and(eq(notifications.userId, userId), isNull(notifications.viewedAt)))
    .orderBy(desc(notifications.createdAt))
    .limit(limit);
}

export async function markViewed(db: Db, userId: string, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .update(notifications)
    .set({ viewedAt: new Date() })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNull(notifications.viewedAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
