import { and, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { cookieNotices } from '@/db/schema/policies.ts';
import { listQuery } from '@/db/paged-query.ts';
import type { FindCookieNoticesRequest } from '@customer-hub/contract/cookies';

export type CookieNoticeRow = typeof cookieNotices.$inferSelect;

const list = listQuery({
  table: cookieNotices,
  select: (db: Db) => db.select().from(cookieNotices).$dynamic(),
  sorts: { updatedAt: cookieNotices.updatedAt },
  tieBreaker: cookieNotices.id,
});

/** A page of the notices, newest change first, of one language or all. */
export function findNotices(db: Db, q: FindCookieNoticesRequest) {
  return list.page(db, q, [q.language ? eq(cookieNotices.language, q.language) : undefined]);
}

export async function findNotice(db: Db, id: string): Promise<CookieNoticeRow | undefined> {
  const [row] = await db.select().from(cookieNotices).where(eq(cookieNotices.id, id)).limit(1);
  return row;
}

/** The newest notice of `language` (any language when it is left out) published and inside its schedule at `now`. */
export async function latestPublished(db: Db, now: Date, language?: string): Promise<CookieNoticeRow | undefined> {
  const [row] = await db
    .select()
    .from(cookieNotices)
    .where(
      and(
        isNotNull(cookieNotices.publishedAt),
        or(isNull(cookieNotices.visibleFrom), lte(cookieNotices.visibleFrom, now)),
        or(isNull(cookieNotices.visibleUntil), gt(cookieNotices.visibleUntil, now)),
        language ? eq(cookieNotices.language, language) : undefined,
      ),
    )
    .orderBy(desc(cookieNotices.publishedAt), desc(cookieNotices.createdAt))
    .limit(1);
  return row;
}

export async function insertNotice(db: Db, values: typeof cookieNotices.$inferInsert): Promise<CookieNoticeRow> {
  const [row] = await db.insert(cookieNotices).values(values).returning();
  return row!;
}

export async function updateNotice(db: Db, id: string, values: Partial<typeof cookieNotices.$inferInsert>): Promise<CookieNoticeRow | undefined> {
  const [row] = await db
    .update(cookieNotices)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(cookieNotices.id, id))
    .returning();
  return row;
}

export async function deleteNotice(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(cookieNotices).where(eq(cookieNotices.id, id)).returning({ id: cookieNotices.id });
  return rows.length > 0;
}
