import { z } from 'zod';
import {
  KB_ARTICLE_STATUSES,
  KB_BODY_MAX,
  KB_CATEGORY_NAME_MAX,
  KB_SEARCH_MAX,
  KB_TITLE_MAX,
  KB_VISIBILITIES,
} from './constants/knowledge.ts';
import { LANGUAGE_CODES } from './constants/languages.ts';
import { LanguageCode } from './languages.ts';
import { IdParams, PAGE_FIELDS, pageOf } from './paging.ts';
export * from './constants/knowledge.ts';

export const KbArticleStatus = z.enum(KB_ARTICLE_STATUSES);
export const KbVisibility = z.enum(KB_VISIBILITIES);

const searchText = () => z.string().trim().max(KB_SEARCH_MAX).optional();

/** A category's name in each language (an empty one falls back to another language's). */
export const KbCategoryNames = z.object(
  Object.fromEntries(LANGUAGE_CODES.map((code) => [code, z.string().trim().max(KB_CATEGORY_NAME_MAX).default('')])) as Record<
    (typeof LANGUAGE_CODES)[number],
    z.ZodDefault<z.ZodString>
  >,
);
export type KbCategoryNames = z.output<typeof KbCategoryNames>;

export const KbCategory = z.object({
  id: z.string(),
  position: z.number().int(),
  names: z.record(z.string(), z.string()),
  /** In the reader's language, else another one's. */
  name: z.string(),
  /** Published articles in it (staff: every article). */
  articleCount: z.number().int(),
});
export type KbCategory = z.infer<typeof KbCategory>;
export const KbCategoriesResponse = z.object({ items: z.array(KbCategory) });
export type KbCategoriesResponse = z.infer<typeof KbCategoriesResponse>;

/** POST /api/knowledge-categories and PUT /api/knowledge-categories/:id: at least one name. */
export const SaveKbCategoryRequest = z.object({ names: KbCategoryNames }).refine((v) => Object.values(v.names).some((n) => n !== ''), {
  path: ['names'],
  message: 'Name the category in at least one language',
});
export type SaveKbCategoryRequest = z.input<typeof SaveKbCategoryRequest>;

/** POST /api/knowledge-categories/reorder: every category (or some) in their new order. */
export const ReorderKbCategoriesRequest = z.object({ ids: z.array(z.uuid()).min(1).max(200) });

/** One language's version of an article: the body is HTML, cleaned before it is stored. */
export const KbArticleText = z.object({
  language: LanguageCode,
  title: z.string().trim().min(1).max(KB_TITLE_MAX),
  body: z.string().trim().max(KB_BODY_MAX),
});
export type KbArticleText = z.infer<typeof KbArticleText>;

/** What staff see per article: customers' readings, openings from the request form, requests not sent after reading. */
export const KbArticleStats = z.object({
  views: z.number().int(),
  opens: z.number().int().describe('Opened from the new request form'),
  deflected: z.number().int().describe('Request forms not sent after this article was opened in them'),
});
export type KbArticleStats = z.infer<typeof KbArticleStats>;

/** An article as the back office sees it: every language, audience and figures. */
export const KbArticle = z.object({
  id: z.string(),
  categoryId: z.string().nullable(),
  status: KbArticleStatus,
  visibility: KbVisibility,
  companyIds: z.array(z.string()),
  texts: z.array(z.object({ language: LanguageCode, title: z.string(), body: z.string() })),
  /** The title in the reader's language, else another one's. */
  title: z.string(),
  stats: KbArticleStats,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KbArticle = z.infer<typeof KbArticle>;

/** GET /api/knowledge-articles (staff): drafts included. */
export const FindKbArticlesRequest = z.object({
  page: PAGE_FIELDS.page,
  pageSize: PAGE_FIELDS.pageSize,
  categoryId: z.uuid().optional(),
  status: KbArticleStatus.optional(),
  search: searchText(),
});
export type FindKbArticlesRequest = z.input<typeof FindKbArticlesRequest>;
export const FindKbArticlesResponse = pageOf(KbArticle);

/** POST /api/knowledge-articles and PUT /api/knowledge-articles/:id. Created as a draft. */
export const SaveKbArticleRequest = z
  .object({
    categoryId: z.uuid().nullable().default(null),
    visibility: KbVisibility.default('all'),
    companyIds: z.array(z.uuid()).max(500).default([]),
    texts: z.array(KbArticleText).min(1).max(LANGUAGE_CODES.length),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.texts.forEach((text, i) => {
      if (seen.has(text.language)) ctx.addIssue({ code: 'custom', path: ['texts', i, 'language'], message: 'One text per language' });
      seen.add(text.language);
    });
    if (value.visibility === 'companies' && value.companyIds.length === 0) ctx.addIssue({ code: 'custom', path: ['companyIds'], message: 'Choose at least one company' });
  });
export type SaveKbArticleRequest = z.input<typeof SaveKbArticleRequest>;
export type SaveKbArticleParsed = z.output<typeof SaveKbArticleRequest>;

/** A published article as a customer reads it: one language (theirs, else another). */
export const KbArticleSummary = z.object({
  id: z.string(),
  categoryId: z.string().nullable(),
  language: LanguageCode,
  title: z.string(),
  excerpt: z.string(),
  updatedAt: z.string(),
});
export type KbArticleSummary = z.infer<typeof KbArticleSummary>;
export const KbArticleView = KbArticleSummary.extend({ body: z.string().describe('Cleaned HTML') });
export type KbArticleView = z.infer<typeof KbArticleView>;

/** GET /api/knowledge/articles: published articles the caller's company may read. */
export const SearchKbArticlesRequest = z.object({
  page: PAGE_FIELDS.page,
  pageSize: PAGE_FIELDS.pageSize,
  categoryId: z.uuid().optional(),
  search: searchText(),
});
export type SearchKbArticlesRequest = z.input<typeof SearchKbArticlesRequest>;
export const SearchKbArticlesResponse = pageOf(KbArticleSummary);

/** GET /api/knowledge/suggest?q=: the best matches of what a customer types in a new request. */
export const SuggestKbArticlesRequest = z.object({ q: z.string().trim().max(2000) });
export const SuggestKbArticlesResponse = z.object({ items: z.array(KbArticleSummary) });
export type SuggestKbArticlesResponse = z.infer<typeof SuggestKbArticlesResponse>;

/** POST /api/knowledge/articles/:id/opened: an article opened from one request form (`draftId`: that form's random id). */
export const KbArticleOpenedRequest = z.object({ draftId: z.uuid() });
export type KbArticleOpenedRequest = z.infer<typeof KbArticleOpenedRequest>;
export const KbDraftParams = z.object({ draftId: z.uuid() });

export const KbIdParams = IdParams;
