import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { accessRequests } from '@/db/schema/access-requests.ts';

export async function insertAccessRequest(db: Db, row: typeof accessRequests.$inferInsert): Promise<string> {
  const [created] = await db.insert(accessRequests).values(row).returning({ id: accessRequests.id });
  return created!.id;
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
