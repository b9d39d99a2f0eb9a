import type { Db } from '@/db/client.ts';
import type { Page } from '@/db/paged-query.ts';
import { invalidField, notFound } from '@/lib/errors.ts';
import { cleanRichText, plainText } from '@/lib/rich-text.ts';
import type { Principal } from '@/plugins/policy.ts';
import type { ServiceContext } from '@/service-context.ts';
import {
  KB_SUGGEST_LIMIT,
  KB_SUGGEST_MIN_CHARS,
  type FindKbArticlesRequest,
  type KbArticle,
  type KbArticleSummary,
  type KbArticleView,
  type KbCategory,
  type SaveKbArticleParsed,
  type SearchKbArticlesRequest,
} from '@customer-hub/contract/knowledge';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@customer-hub/contract/languages';
import { isStaff } from '@customer-hub/contract/roles';
import * as repo from './repository.ts';

const AUDIT = 'knowledge';
const EXCERPT_LENGTH = 220;
const MAX_TERMS = 12;

/** Whose articles a caller reads: staff every published one, a contact those for all or for their company. */
const audienceOf = (principal: Principal): repo.Audience => (isStaff(principal.roles) ? 'all' : principal.companyId);

/** The words of a query (letters and digits only: nothing else reaches to_tsquery), at most MAX_TERMS. */
export function termsOf(text: string, minLength = 1): string[] {
  const words = text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.toLowerCase()).filter((w) => w.length >= minLength))].slice(0, MAX_TERMS);
}

/** A search box's query: every word, each as a prefix ("fact" finds "factura"); undefined when none. */
export function searchQuery(text: string | undefined): string | undefined {
  const terms = termsOf(text ?? '');
  return terms.length === 0 ? undefined : terms.map((t) => `${t}:*`).join(' & ');
}

/** What a request's writer typed: any of its words of KB_SUGGEST_MIN_CHARS letters or more, ranked by how many and where. */
export function suggestQuery(text: string): string | undefined {
  const terms = termsOf(text, KB_SUGGEST_MIN_CHARS);
  return terms.length === 0 ? undefined : terms.map((t) => `${t}:*`).join(' | ');
}

/** Of an article's texts, the one in `language`, else Spanish, else the first. */
export function pickText<T extends { language: string }>(texts: T[], language: string): T | undefined {
  return texts.find((t) => t.language === language) ?? texts.find((t) => t.language === FALLBACK_LANGUAGE) ?? texts[0];
}

const nameIn = (names: Record<string, string>, language: string) =>
  names[language] || names[FALLBACK_LANGUAGE] || LANGUAGE_CODES.map((code) => names[code]).find(Boolean) || '';

/** An article's words, for search and excerpts: its cleaned HTML as text, a space after each block (so "right.</li><li>Open" stays two words). */
export function wordsOf(html: string): string {
  return plainText(html.replace(/<\/(p|li|h[1-6]|blockquote|pre)>|<br\s*\/?>/gi, '$& '));
}

const excerptOf = (text: string) => (text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH).replace(/\s+\S*$/, '')}…`);

// Categories

function presentCategory(row: repo.KbCategoryRow & { articleCount: number }, language: string): KbCategory {
  return { id: row.id, position: row.position, names: row.names, name: nameIn(row.names, language), articleCount: row.articleCount };
}

/** Every category in its order, with the number of articles the caller reads in it (staff: every article). */
export async function categories(db: Db, principal: Principal): Promise<{ items: KbCategory[] }> {
  const rows = await repo.listCategories(db, isStaff(principal.roles) ? 'staff' : audienceOf(principal));
  return { items: rows.map((r) => presentCategory(r, principal.language)) };
}

const describeCategory = (row: repo.KbCategoryRow) => `Knowledge-base category ${row.id} (${nameIn(row.names, 'en-US')})`;

export async function createCategory(ctx: ServiceContext, names: Record<string, string>): Promise<KbCategory> {
  return ctx.transaction(async (tx) => {
    const row = await repo.insertCategory(tx.db, { names, position: await repo.nextCategoryPosition(tx.db) });
    await tx.audit(AUDIT, `${describeCategory(row)} created`);
    return presentCategory({ ...row, articleCount: 0 }, ctx.principal.language);
  });
}

export async function updateCategory(ctx: ServiceContext, id: string, names: Record<string, string>): Promise<KbCategory> {
  return ctx.transaction(async (tx) => {
    const before = await repo.findCategory(tx.db, id);
    const row = await repo.updateCategory(tx.db, id, { names });
    if (!before || !row) throw notFound('Category');
    await tx.audit(AUDIT, `${describeCategory(row)} renamed`, { before: before.names, after: row.names });
    return presentCategory({ ...row, articleCount: await repo.articleCountOf(tx.db, id) }, ctx.principal.language);
  });
}

/** Deletes a category; its articles stay, without a category. */
export async function deleteCategory(ctx: ServiceContext, id: string): Promise<void> {
  await ctx.transaction(async (tx) => {
    const row = await repo.findCategory(tx.db, id);
    if (!row || !(await repo.deleteCategory(tx.db, id))) throw notFound('Category');
    await tx.audit(AUDIT, `${describeCategory(row)} deleted`);
  });
}

/** The categories named take the places they held, in their new order; the others keep theirs. */
export async function reorderCategories(ctx: ServiceContext, ids: string[]): Promise<void> {
  const moved = [...new Set(ids)];
  await ctx.transaction(async (tx) => {
    const all = await repo.orderedCategoryIds(tx.db);
    if (moved.some((id) => !all.includes(id))) throw notFound('Category');
    const moving = new Set(moved);
    let next = 0;
    const order = all.map((id) => (moving.has(id) ? moved[next++]! : id));
    for (const [i, id] of order.entries()) await repo.setCategoryPosition(tx.db, id, i);
    await tx.audit(AUDIT, 'Knowledge-base categories reordered');
  });
}

// Articles: the back office

async function presentArticles(db: Db, rows: repo.KbArticleRow[], language: string): Promise<KbArticle[]> {
  const ids = rows.map((r) => r.id);
  const [texts, audiences, stats] = await Promise.all([repo.findTexts(db, ids), repo.findAudiences(db, ids), repo.openStats(db, ids)]);
  return rows.map((r) => {
    const own = texts.get(r.id) ?? [];
    const opened = stats.get(r.id) ?? { opens: 0, deflected: 0 };
    return {
      id: r.id,
      categoryId: r.categoryId,
      status: r.status,
      visibility: r.visibility,
      companyIds: audiences.get(r.id) ?? [],
      texts: own.map((t) => ({ language: t.language as LanguageCode, title: t.title, body: t.bodyHtml })),
      title: pickText(own, language)?.title ?? '',
      stats: { views: r.views, opens: opened.opens, deflected: opened.deflected },
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

export async function findArticles(db: Db, principal: Principal, q: FindKbArticlesRequest & { page: number; pageSize: number }): Promise<Page<KbArticle>> {
  const { items, total } = await repo.findArticles(db, { ...q, tsquery: searchQuery(q.search) });
  return { items: await presentArticles(db, items, principal.language), total, page: q.page, pageSize: q.pageSize };
}

export async function getArticleForStaff(db: Db, principal: Principal, id: string): Promise<KbArticle> {
  const row = await repo.findArticle(db, id);
  if (!row) throw notFound('Article');
  return (await presentArticles(db, [row], principal.language))[0]!;
}

/** The texts as stored: the HTML cleaned (scripts, handlers, styles dropped), its words kept for search. */
function cleanTexts(texts: SaveKbArticleParsed['texts']) {
  return texts.map((t, i) => {
    const bodyHtml = cleanRichText(t.body);
    if (!bodyHtml) throw invalidField(`texts.${i}.body`, 'The text is empty once cleaned');
    return { language: t.language, title: t.title, bodyHtml, bodyText: wordsOf(bodyHtml) };
  });
}

async function checkCategory(db: Db, categoryId: string | null): Promise<void> {
  if (categoryId && !(await repo.findCategory(db, categoryId))) throw invalidField('categoryId', 'Choose an existing category');
}

const describeArticle = (row: repo.KbArticleRow, texts: { language: string; title: string }[]) =>
  `Knowledge-base article ${row.id} (${pickText(texts, 'en-US')?.title ?? ''})`;

/** Creates an article as a draft; audited. */
export async function createArticle(ctx: ServiceContext, body: SaveKbArticleParsed): Promise<KbArticle> {
  const texts = cleanTexts(body.texts);
  await checkCategory(ctx.db, body.categoryId);
  return ctx.transaction(async (tx) => {
    const row = await repo.insertArticle(tx.db, {
      categoryId: body.categoryId,
      visibility: body.visibility,
      status: 'draft',
      createdBy: ctx.principal.userId,
      updatedBy: ctx.principal.userId,
    });
    await repo.setTexts(tx.db, row.id, texts);
    await repo.setAudience(tx.db, row.id, body.visibility === 'companies' ? body.companyIds : []);
    await tx.audit(AUDIT, `${describeArticle(row, texts)} created as a draft (${texts.map((t) => t.language).join(', ')})`);
    return (await presentArticles(tx.db, [row], ctx.principal.language))[0]!;
  });
}

/** Changes an article's texts, category and audience (its status stays); audited. */
export async function updateArticle(ctx: ServiceContext, id: string, body: SaveKbArticleParsed): Promise<KbArticle> {
  const texts = cleanTexts(body.texts);
  await checkCategory(ctx.db, body.categoryId);
  return ctx.transaction(async (tx) => {
    const row = await repo.updateArticle(tx.db, id, { categoryId: body.categoryId, visibility: body.visibility, updatedBy: ctx.principal.userId });
    if (!row) throw notFound('Article');
    await repo.setTexts(tx.db, id, texts);
    await repo.setAudience(tx.db, id, body.visibility === 'companies' ? body.companyIds : []);
    await tx.audit(AUDIT, `${describeArticle(row, texts)} changed (${texts.map((t) => t.language).join(', ')}; ${body.visibility === 'all' ? 'every customer' : `${body.companyIds.length} companies`})`);
    return (await presentArticles(tx.db, [row], ctx.principal.language))[0]!;
  });
}

export async function setPublished(ctx: ServiceContext, id: string, published: boolean): Promise<KbArticle> {
  return ctx.transaction(async (tx) => {
    const row = await repo.updateArticle(tx.db, id, { status: published ? 'published' : 'draft', updatedBy: ctx.principal.userId });
    if (!row) throw notFound('Article');
    const [present] = await presentArticles(tx.db, [row], ctx.principal.language);
    await tx.audit(AUDIT, `${describeArticle(row, present!.texts)} ${published ? 'published' : 'taken back to draft'}`);
    return present!;
  });
}

export async function deleteArticle(ctx: ServiceContext, id: string): Promise<void> {
  await ctx.transaction(async (tx) => {
    const row = await repo.findArticle(tx.db, id);
    const texts = row ? ((await repo.findTexts(tx.db, [id])).get(id) ?? []) : [];
    if (!row || !(await repo.deleteArticle(tx.db, id))) throw notFound('Article');
    await tx.audit(AUDIT, `${describeArticle(row, texts)} deleted`);
  });
}

// Articles: readers

async function summaries(db: Db, ids: string[], language: string): Promise<KbArticleSummary[]> {
  const [rows, texts] = await Promise.all([repo.findArticlesByIds(db, ids), repo.findTexts(db, ids)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const text = pickText(texts.get(id) ?? [], language);
    if (!row || !text) return [];
    return [{ id, categoryId: row.categoryId, language: text.language as LanguageCode, title: text.title, excerpt: excerptOf(text.bodyText), updatedAt: row.updatedAt.toISOString() }];
  });
}

/** Published articles the caller reads, in a category or matching a search (best first), in their language where written. */
export async function searchArticles(db: Db, principal: Principal, q: SearchKbArticlesRequest & { page: number; pageSize: number }): Promise<Page<KbArticleSummary>> {
  const { ids, total } = await repo.searchVisible(db, audienceOf(principal), { ...q, tsquery: searchQuery(q.search) });
  return { items: await summaries(db, ids, principal.language), total, page: q.page, pageSize: q.pageSize };
}

/** One article the caller reads, else 404 (a draft, or for other companies); a contact's reading is counted. */
export async function getArticle(db: Db, principal: Principal, id: string): Promise<KbArticleView> {
  const row = await repo.findVisibleArticle(db, audienceOf(principal), id);
  if (!row) throw notFound('Article');
  const text = pickText((await repo.findTexts(db, [id])).get(id) ?? [], principal.language);
  if (!text) throw notFound('Article');
  if (!isStaff(principal.roles)) await repo.countView(db, id);
  return {
    id,
    categoryId: row.categoryId,
    language: text.language as LanguageCode,
    title: text.title,
    excerpt: excerptOf(text.bodyText),
    body: text.bodyHtml,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The best few articles for what a new request's writer typed: any of its words, ranked. */
export async function suggest(db: Db, principal: Principal, text: string): Promise<{ items: KbArticleSummary[] }> {
  const tsquery = suggestQuery(text);
  if (!tsquery) return { items: [] };
  const { ids } = await repo.searchVisible(db, audienceOf(principal), { page: 1, pageSize: KB_SUGGEST_LIMIT, tsquery });
  return { items: await summaries(db, ids, principal.language) };
}

/** An article the caller reads was opened from their request form `draftId`. */
export async function articleOpened(db: Db, principal: Principal, id: string, draftId: string): Promise<void> {
  if (!(await repo.findVisibleArticle(db, audienceOf(principal), id))) throw notFound('Article');
  if (!(await repo.recordOpen(db, { id: draftId, userId: principal.userId, companyId: principal.companyId }, id))) throw notFound('Draft');
}

/** The writer of request form `draftId` said an article answered their question. */
export async function draftAnswered(db: Db, principal: Principal, draftId: string): Promise<void> {
  if (!(await repo.markAnswered(db, draftId, principal.userId))) throw notFound('Draft');
}

/**
 * A request was raised from form `draftId` (tickets, inside its transaction): the articles opened
 * in it no longer count as having kept a request from being sent. Another user's draft is left.
 */
export async function draftSent(db: Db, principal: Principal, draftId: string, ticketId: string): Promise<void> {
  await repo.markSent(db, draftId, principal.userId, ticketId);
}
