import { and, asc, count, desc, eq, exists, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { documents } from '@/db/schema/documents.ts';
import { homeImages, homeItemCompanies, homeItems } from '@/db/schema/home-content.ts';
import { offsetOf, type Page } from '@/db/paged-query.ts';
import type { FindHomeItemsRequest, HomeItemKind } from '@customer-hub/contract/home-content';

export type HomeItemRow = typeof homeItems.$inferSelect;
export type HomeImageRow = typeof homeImages.$inferSelect;
export type HomeItemInsert = typeof homeItems.$inferInsert;

export async function insertImage(db: Db, values: typeof homeImages.$inferInsert): Promise<HomeImageRow> {
  const [row] = await db.insert(homeImages).values(values).returning();
  return row!;
}

export async function findImage(db: Db, id: string): Promise<HomeImageRow | undefined> {
  const [row] = await db.select().from(homeImages).where(eq(homeImages.id, id)).limit(1);
  return row;
}

export async function findImages(db: Db, ids: string[]): Promise<Map<string, HomeImageRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(homeImages).where(inArray(homeImages.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The companies each item is shown to (items for every customer have none). */
export async function findAudiences(db: Db, itemIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (itemIds.length === 0) return out;
  const rows = await db.select().from(homeItemCompanies).where(inArray(homeItemCompanies.itemId, itemIds));
  for (const r of rows) out.set(r.itemId, [...(out.get(r.itemId) ?? []), r.companyId]);
  return out;
}

export async function documentTitles(db: Db, ids: string[]): Promise<Map<string, { title: string; fileName: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: documents.id, title: documents.title, fileName: documents.fileName }).from(documents).where(inArray(documents.id, unique));
  return new Map(rows.map((r) => [r.id, { title: r.title, fileName: r.fileName }]));
}

export async function documentExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: documents.id }).from(documents).where(eq(documents.id, id)).limit(1);
  return !!row;
}

const ORDER: Record<HomeItemKind, SQL[]> = {
  news: [desc(homeItems.newsDate), desc(homeItems.createdAt), asc(homeItems.id)],
  slide: [asc(homeItems.position), asc(homeItems.createdAt), asc(homeItems.id)],
  link: [asc(homeItems.position), asc(homeItems.createdAt), asc(homeItems.id)],
  document: [asc(homeItems.position), asc(homeItems.createdAt), asc(homeItems.id)],
};

const ofKind = (kind: HomeItemKind, language?: string) => and(eq(homeItems.kind, kind), language ? eq(homeItems.language, language) : undefined);

/** A page of the items of a kind (drafts included), of one language or all, in the order Home shows them. */
export async function findItems(db: Db, q: FindHomeItemsRequest): Promise<Page<HomeItemRow>> {
  const where = ofKind(q.kind, q.language);
  const [items, [counted]] = await Promise.all([
    db.select().from(homeItems).where(where).orderBy(...ORDER[q.kind]).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ n: count() }).from(homeItems).where(where),
  ]);
  return { items, total: counted?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** The ids of every item of a kind in one language, in the order Home shows them. */
export async function orderedIds(db: Db, kind: HomeItemKind, language: string): Promise<string[]> {
  const rows = await db.select({ id: homeItems.id }).from(homeItems).where(ofKind(kind, language)).orderBy(...ORDER[kind]);
  return rows.map((r) => r.id);
}

/**
 * The items a reader may see now, every language: published, inside their schedule, for every
 * customer or for the reader's company (`companyId` 'all' for staff, who see every audience).
 */
export function visibleItems(db: Db, companyId: string | null | 'all', now: Date): Promise<HomeItemRow[]> {
  const audience =
    companyId === 'all'
      ? undefined
      : or(
          eq(homeItems.allCompanies, true),
          companyId
            ? exists(
                db
                  .select({ one: sql`1` })
                  .from(homeItemCompanies)
                  .where(and(eq(homeItemCompanies.itemId, homeItems.id), eq(homeItemCompanies.companyId, companyId))),
              )
            : undefined,
        );
  return db
    .select()
    .from(homeItems)
    .where(
      and(
        eq(homeItems.published, true),
        or(isNull(homeItems.visibleFrom), lte(homeItems.visibleFrom, now)),
        or(isNull(homeItems.visibleUntil), gt(homeItems.visibleUntil, now)),
        audience,
      ),
    )
    .orderBy(homeItems.kind, desc(homeItems.newsDate), asc(homeItems.position), asc(homeItems.createdAt), asc(homeItems.id));
}

export async function findItem(db: Db, id: string): Promise<HomeItemRow | undefined> {
  const [row] = await db.select().from(homeItems).where(eq(homeItems.id, id)).limit(1);
  return row;
}

/** The next position at the end of a kind's list in one language. */
export async function nextPosition(db: Db, kind: HomeItemKind, language: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${homeItems.position})` })
    .from(homeItems)
    .where(and(eq(homeItems.kind, kind), eq(homeItems.language, language)));
  return (row?.max ?? -1) + 1;
}

export async function insertItem(db: Db, values: HomeItemInsert): Promise<HomeItemRow> {
  const [row] = await db.insert(homeItems).values(values).returning();
  return row!;
}

export async function updateItem(db: Db, id: string, values: Partial<HomeItemInsert>): Promise<HomeItemRow | undefined> {
  const [row] = await db
    .update(homeItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(homeItems.id, id))
    .returning();
  return row;
}

export async function setAudience(db: Db, itemId: string, companyIds: string[]): Promise<void> {
  await db.delete(homeItemCompanies).where(eq(homeItemCompanies.itemId, itemId));
  if (companyIds.length > 0) await db.insert(homeItemCompanies).values([...new Set(companyIds)].map((companyId) => ({ itemId, companyId })));
}

export async function findItemsByIds(db: Db, ids: string[]): Promise<HomeItemRow[]> {
  return db.select().from(homeItems).where(inArray(homeItems.id, ids));
}

export async function setPosition(db: Db, id: string, position: number): Promise<void> {
  await db.update(homeItems).set({ position, updatedAt: sql`now()` }).where(eq(homeItems.id, id));
}

export async function deleteItem(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(homeItems).where(eq(homeItems.id, id)).returning({ id: homeItems.id });
  return rows.length > 0;
}
