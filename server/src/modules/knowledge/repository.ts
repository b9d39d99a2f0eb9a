import { and, asc, count, desc, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { kbArticleCompanies, kbArticles, kbArticleTexts, kbCategories, kbDraftOpens, kbDrafts } from '@/db/schema/knowledge.ts';
import { offsetOf } from '@/db/paged-query.ts';
import { KB_DEFLECTION_HOURS, type KbArticleStatus } from '@customer-hub/contract/constants/knowledge';

export type KbCategoryRow = typeof kbCategories.$inferSelect;
export type KbArticleRow = typeof kbArticles.$inferSelect;
export type KbTextRow = Omit<typeof kbArticleTexts.$inferSelect, 'searchVector'>;
export type KbArticleInsert = typeof kbArticles.$inferInsert;

/**
 * Whose articles: a company's readers (published, for everyone or for that company), or staff
 * ('all': every published article). The back office's own list reads drafts too.
 */
export type Audience = string | 'all' | null;

function audienceWhere(db: Db, audience: Audience): SQL | undefined {
  const published = eq(kbArticles.status, 'published');
  if (audience === 'all') return published;
  if (!audience) return and(published, eq(kbArticles.visibility, 'all'));
  return and(
    published,
    or(
      eq(kbArticles.visibility, 'all'),
      exists(
        db
          .select({ one: sql`1` })
          .from(kbArticleCompanies)
          .where(and(eq(kbArticleCompanies.articleId, kbArticles.id), eq(kbArticleCompanies.companyId, audience))),
      ),
    ),
  );
}

/** The text-search configuration of a text's language, for a query against its vector. */
const configOfText = sql`(CASE ${kbArticleTexts.language} WHEN 'en-US' THEN 'english'::regconfig WHEN 'es-ES' THEN 'spanish'::regconfig WHEN 'pt-PT' THEN 'portuguese'::regconfig ELSE 'simple'::regconfig END)`;
/** `tsquery` (built by the service from letters and digits only) in the text's own language, accents folded. */
const queryOf = (tsquery: string) => sql`to_tsquery(${configOfText}, ch_fold(${tsquery}))`;
const textMatches = (tsquery: string) => sql`${kbArticleTexts.searchVector} @@ ${queryOf(tsquery)}`;

/** An article some text of which matches `tsquery`. */
const anyTextMatches = (db: Db, tsquery: string) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(kbArticleTexts)
      .where(and(eq(kbArticleTexts.articleId, kbArticles.id), textMatches(tsquery))),
  );

// Categories

export async function listCategories(db: Db, audience: Audience | 'staff'): Promise<(KbCategoryRow & { articleCount: number })[]> {
  const counted = audience === 'staff' ? undefined : audienceWhere(db, audience);
  const articleCount = db
    .select({ n: count() })
    .from(kbArticles)
    .where(and(eq(kbArticles.categoryId, kbCategories.id), counted));
  const rows = await db
    .select({ category: kbCategories, articleCount: sql<number>`(${articleCount})`.mapWith(Number) })
    .from(kbCategories)
    .orderBy(asc(kbCategories.position), asc(kbCategories.createdAt), asc(kbCategories.id));
  return rows.map((r) => ({ ...r.category, articleCount: r.articleCount }));
}

export async function findCategory(db: Db, id: string): Promise<KbCategoryRow | undefined> {
  const [row] = await db.select().from(kbCategories).where(eq(kbCategories.id, id)).limit(1);
  return row;
}

export async function nextCategoryPosition(db: Db): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${kbCategories.position})` }).from(kbCategories);
  return (row?.max ?? -1) + 1;
}

export async function insertCategory(db: Db, values: typeof kbCategories.$inferInsert): Promise<KbCategoryRow> {
  const [row] = await db.insert(kbCategories).values(values).returning();
  return row!;
}

export async function updateCategory(db: Db, id: string, values: Partial<typeof kbCategories.$inferInsert>): Promise<KbCategoryRow | undefined> {
  const [row] = await db
    .update(kbCategories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(kbCategories.id, id))
    .returning();
  return row;
}

export async function deleteCategory(db: Db, id: string): Promise<boolean> {
  return (await db.delete(kbCategories).where(eq(kbCategories.id, id)).returning({ id: kbCategories.id })).length > 0;
}

export async function orderedCategoryIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: kbCategories.id }).from(kbCategories).orderBy(asc(kbCategories.position), asc(kbCategories.createdAt), asc(kbCategories.id));
  return rows.map((r) => r.id);
}

export async function setCategoryPosition(db: Db, id: string, position: number): Promise<void> {
  await db.update(kbCategories).set({ position, updatedAt: sql`now()` }).where(eq(kbCategories.id, id));
}

export async function articleCountOf(db: Db, categoryId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(kbArticles).where(eq(kbArticles.categoryId, categoryId));
  return row?.n ?? 0;
}

// Articles

export interface StaffListQuery {
  page: number;
  pageSize: number;
  categoryId?: string;
  status?: KbArticleStatus;
  tsquery?: string;
}

/** The back office's list, drafts included, most recently changed first. */
export async function findArticles(db: Db, q: StaffListQuery): Promise<{ items: KbArticleRow[]; total: number }> {
  const where = and(
    q.categoryId ? eq(kbArticles.categoryId, q.categoryId) : undefined,
    q.status ? eq(kbArticles.status, q.status) : undefined,
    q.tsquery !== undefined ? anyTextMatches(db, q.tsquery) : undefined,
  );
  const [items, [counted]] = await Promise.all([
    db.select().from(kbArticles).where(where).orderBy(desc(kbArticles.updatedAt), asc(kbArticles.id)).limit(q.pageSize).offset(offsetOf(q)),
    db.select({ n: count() }).from(kbArticles).where(where),
  ]);
  return { items, total: counted?.n ?? 0 };
}

export interface ReaderQuery {
  page: number;
  pageSize: number;
  categoryId?: string;
  tsquery?: string;
}

/**
 * A page of the articles `audience` reads: with a query, those some text of which matches it
 * (each in its own language's configuration), best first by ts_rank (the best of its texts);
 * without, most recently changed first.
 */
export async function searchVisible(db: Db, audience: Audience, q: ReaderQuery): Promise<{ ids: string[]; total: number }> {
  const where = and(audienceWhere(db, audience), q.categoryId ? eq(kbArticles.categoryId, q.categoryId) : undefined);
  if (q.tsquery === undefined) {
    const [rows, [counted]] = await Promise.all([
      db.select({ id: kbArticles.id }).from(kbArticles).where(where).orderBy(desc(kbArticles.updatedAt), asc(kbArticles.id)).limit(q.pageSize).offset(offsetOf(q)),
      db.select({ n: count() }).from(kbArticles).where(where),
    ]);
    return { ids: rows.map((r) => r.id), total: counted?.n ?? 0 };
  }
  const matching = and(where, textMatches(q.tsquery));
  const rank = sql<number>`max(ts_rank(${kbArticleTexts.searchVector}, ${queryOf(q.tsquery)}))`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: kbArticles.id, rank })
      .from(kbArticles)
      .innerJoin(kbArticleTexts, eq(kbArticleTexts.articleId, kbArticles.id))
      .where(matching)
      .groupBy(kbArticles.id)
      .orderBy(desc(rank), desc(kbArticles.updatedAt), asc(kbArticles.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db
      .select({ n: sql<number>`count(distinct ${kbArticles.id})`.mapWith(Number) })
      .from(kbArticles)
      .innerJoin(kbArticleTexts, eq(kbArticleTexts.articleId, kbArticles.id))
      .where(matching),
  ]);
  return { ids: rows.map((r) => r.id), total: counted?.n ?? 0 };
}

/** An article `audience` may read, or undefined (a draft, another company's, or none). */
export async function findVisibleArticle(db: Db, audience: Audience, id: string): Promise<KbArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(kbArticles)
    .where(and(eq(kbArticles.id, id), audienceWhere(db, audience)))
    .limit(1);
  return row;
}

export async function findArticle(db: Db, id: string): Promise<KbArticleRow | undefined> {
  const [row] = await db.select().from(kbArticles).where(eq(kbArticles.id, id)).limit(1);
  return row;
}

export async function findArticlesByIds(db: Db, ids: string[]): Promise<KbArticleRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(kbArticles).where(inArray(kbArticles.id, ids));
}

export async function findTexts(db: Db, articleIds: string[]): Promise<Map<string, KbTextRow[]>> {
  const out = new Map<string, KbTextRow[]>();
  if (articleIds.length === 0) return out;
  const rows = await db
    .select({ articleId: kbArticleTexts.articleId, language: kbArticleTexts.language, title: kbArticleTexts.title, bodyHtml: kbArticleTexts.bodyHtml, bodyText: kbArticleTexts.bodyText })
    .from(kbArticleTexts)
    .where(inArray(kbArticleTexts.articleId, articleIds))
    .orderBy(asc(kbArticleTexts.language));
  for (const r of rows) out.set(r.articleId, [...(out.get(r.articleId) ?? []), r]);
  return out;
}

export async function findAudiences(db: Db, articleIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (articleIds.length === 0) return out;
  const rows = await db.select().from(kbArticleCompanies).where(inArray(kbArticleCompanies.articleId, articleIds));
  for (const r of rows) out.set(r.articleId, [...(out.get(r.articleId) ?? []), r.companyId]);
  return out;
}

/**
 * Per article: openings from request forms, and the forms not sent after one (the writer said it
 * answered them, or KB_DEFLECTION_HOURS passed since the opening without a request).
 */
export async function openStats(db: Db, articleIds: string[], now = new Date()): Promise<Map<string, { opens: number; deflected: number }>> {
  const out = new Map<string, { opens: number; deflected: number }>();
  if (articleIds.length === 0) return out;
  const cutoff = new Date(now.getTime() - KB_DEFLECTION_HOURS * 3_600_000);
  const rows = await db
    .select({
      articleId: kbDraftOpens.articleId,
      opens: count(),
      deflected: sql<number>`count(*) filter (where ${kbDrafts.sentAt} is null and (${kbDrafts.answeredAt} is not null or ${kbDraftOpens.openedAt} < ${cutoff.toISOString()}::timestamptz))`.mapWith(Number),
    })
    .from(kbDraftOpens)
    .innerJoin(kbDrafts, eq(kbDrafts.id, kbDraftOpens.draftId))
    .where(inArray(kbDraftOpens.articleId, articleIds))
    .groupBy(kbDraftOpens.articleId);
  for (const r of rows) out.set(r.articleId, { opens: r.opens, deflected: r.deflected });
  return out;
}

export async function insertArticle(db: Db, values: KbArticleInsert): Promise<KbArticleRow> {
  const [row] = await db.insert(kbArticles).values(values).returning();
  return row!;
}

export async function updateArticle(db: Db, id: string, values: Partial<KbArticleInsert>): Promise<KbArticleRow | undefined> {
  const [row] = await db
    .update(kbArticles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(kbArticles.id, id))
    .returning();
  return row;
}

export async function setTexts(db: Db, articleId: string, texts: Omit<KbTextRow, 'articleId'>[]): Promise<void> {
  await db.delete(kbArticleTexts).where(eq(kbArticleTexts.articleId, articleId));
  if (texts.length > 0) await db.insert(kbArticleTexts).values(texts.map((t) => ({ ...t, articleId })));
}

export async function setAudience(db: Db, articleId: string, companyIds: string[]): Promise<void> {
  await db.delete(kbArticleCompanies).where(eq(kbArticleCompanies.articleId, articleId));
  if (companyIds.length > 0) await db.insert(kbArticleCompanies).values([...new Set(companyIds)].map((companyId) => ({ articleId, companyId })));
}

export async function deleteArticle(db: Db, id: string): Promise<boolean> {
  return (await db.delete(kbArticles).where(eq(kbArticles.id, id)).returning({ id: kbArticles.id })).length > 0;
}

export async function countView(db: Db, id: string): Promise<void> {
  await db
    .update(kbArticles)
    .set({ views: sql`${kbArticles.views} + 1` })
    .where(eq(kbArticles.id, id));
}

// Request-form drafts

/** Records that `articleId` was opened in the draft; false when the draft id is another user's. */
export async function recordOpen(db: Db, draft: { id: string; userId: string; companyId: string | null }, articleId: string): Promise<boolean> {
  await db.insert(kbDrafts).values(draft).onConflictDoNothing();
  const [owner] = await db.select({ userId: kbDrafts.userId }).from(kbDrafts).where(eq(kbDrafts.id, draft.id)).limit(1);
  if (owner?.userId !== draft.userId) return false;
  await db.insert(kbDraftOpens).values({ draftId: draft.id, articleId }).onConflictDoNothing();
  return true;
}

/** The writer said an article answered the draft's question (the first time counts; never after it was sent). */
export async function markAnswered(db: Db, draftId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(kbDrafts)
    .set({ answeredAt: sql`coalesce(${kbDrafts.answeredAt}, now())` })
    .where(and(eq(kbDrafts.id, draftId), eq(kbDrafts.userId, userId), isNull(kbDrafts.sentAt)))
    .returning({ id: kbDrafts.id });
  return rows.length > 0;
}

/** The request was raised from the draft: it no longer counts as not sent. */
export async function markSent(db: Db, draftId: string, userId: string, ticketId: string): Promise<void> {
  await db
    .update(kbDrafts)
    .set({ sentAt: sql`now()`, ticketId })
    .where(and(eq(kbDrafts.id, draftId), eq(kbDrafts.userId, userId), isNull(kbDrafts.sentAt)));
}
