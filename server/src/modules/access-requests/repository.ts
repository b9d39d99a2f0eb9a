import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { accessRequests } from '@/db/schema/access-requests.ts';
import { equalsIfGiven } from '@/lib/lists.ts';
import { listQuery } from '@/db/paged-query.ts';
import type { FindAccessRequestsRequest } from '@customer-hub/contract/access-requests';
import type { z } from 'zod';

export async function insertAccessRequest(db: Db, row: typeof accessRequests.$inferInsert): Promise<string> {
  const [created] = await db.insert(accessRequests).values(row).returning({ id: accessRequests.id });
  return created!.id;
}

// Newest first by default; the id orders requests made in the same instant.
const list = listQuery({
  table: accessRequests,
  select: (db: Db) => db.select().from(accessRequests).$dynamic(),
  sorts: { createdAt: accessRequests.createdAt },
  tieBreaker: accessRequests.id,
});

export const findAccessRequests = (db: Db, q: z.infer<typeof FindAccessRequestsRequest>) => list.page(db, q, [equalsIfGiven(accessRequests.status, q.status)]);

export async function findAccessRequestForUpdate(db: Db, id: string) {
  const [row] = await db.select().from(accessRequests).where(eq(accessRequests.id, id)).for('update').limit(1);
  return row;
}

export async function decideAccessRequest(db: Db, id: string, set: Partial<typeof accessRequests.$inferInsert>): Promise<void> {
  await db.update(accessRequests).set(set).where(eq(accessRequests.id, id));
}
