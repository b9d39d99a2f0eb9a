import { z } from 'zod';
import {
  HOME_BODY_MAX,
  HOME_IMAGE_PURPOSES,
  HOME_IMAGE_VARIANTS,
  HOME_ITEM_KINDS,
  HOME_LINK_ICONS,
  HOME_SUMMARY_MAX,
  HOME_TITLE_MAX,
  HOME_URL_MAX,
} from './constants/home-content.ts';
import { LanguageCode } from './languages.ts';
import { IdParams, PAGE_FIELDS, pageOf } from './paging.ts';
import { SCHEDULE_FIELDS, checkSchedule } from './schedule.ts';
export * from './constants/home-content.ts';

export const HomeItemKind = z.enum(HOME_ITEM_KINDS);
export const HomeLinkIcon = z.enum(HOME_LINK_ICONS);
export const HomeImagePurpose = z.enum(HOME_IMAGE_PURPOSES);
export type HomeItemKind = z.infer<typeof HomeItemKind>;
export type HomeLinkIcon = z.infer<typeof HomeLinkIcon>;
export type HomeImagePurpose = z.infer<typeof HomeImagePurpose>;

/** An http(s) address (a slide's link, a Home link). */
const WebUrl = z
  .string()
  .trim()
  .max(HOME_URL_MAX)
  .refine((value) => /^https?:\/\/[^\s/]+\S*$/i.test(value), 'An http or https address');

/**
 * An uploaded image as a page uses it: two signed addresses (valid a day or more; the bytes behind an
 * address never change, so browsers keep them) and their widths, for `srcset`.
 */
export const HomeImage = z.object({
  id: z.string(),
  large: z.string(),
  largeWidth: z.number().int(),
  small: z.string(),
  smallWidth: z.number().int(),
  height: z.number().int().describe('Height of the large variant'),
});
export type HomeImage = z.infer<typeof HomeImage>;

/** POST /api/home-images: multipart/form-data, a `purpose` field and one `file` part. */
export const UploadHomeImageFields = z.object({ purpose: HomeImagePurpose });

/** GET /api/home-images/:id/:variant: the signed address's parts. */
export const HomeImageParams = z.object({ id: z.uuid(), variant: z.enum(HOME_IMAGE_VARIANTS) });
export const HomeImageQuery = z.object({ exp: z.coerce.number().int(), sig: z.string().max(100) });

/** GET /api/home: what the reader's Home page shows, in their language. */
export const HomeSlide = z.object({ id: z.string(), caption: z.string(), url: z.string().nullable(), image: HomeImage.nullable(), logo: HomeImage.nullable() });
export const HomeNews = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string().describe('Cleaned HTML'),
  date: z.string().describe('yyyy-mm-dd'),
  image: HomeImage.nullable(),
});
export const HomeLink = z.object({ id: z.string(), label: z.string(), url: z.string(), icon: HomeLinkIcon });
export const HomeDocument = z.object({ id: z.string(), documentId: z.string(), title: z.string(), fileName: z.string() });
export const HomeResponse = z.object({
  slides: z.array(HomeSlide),
  news: z.array(HomeNews),
  links: z.array(HomeLink),
  documents: z.array(HomeDocument),
});
export type HomeSlide = z.infer<typeof HomeSlide>;
export type HomeNews = z.infer<typeof HomeNews>;
export type HomeLink = z.infer<typeof HomeLink>;
export type HomeDocument = z.infer<typeof HomeDocument>;
export type HomeResponse = z.infer<typeof HomeResponse>;

/** A Home item as the back office sees it (every kind; the fields a kind does not use are empty). */
export const HomeItem = z.object({
  id: z.string(),
  kind: HomeItemKind,
  groupId: z.string(),
  language: LanguageCode,
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  newsDate: z.string().nullable(),
  image: HomeImage.nullable(),
  logo: HomeImage.nullable(),
  url: z.string().nullable(),
  icon: HomeLinkIcon.nullable(),
  documentId: z.string().nullable(),
  documentTitle: z.string().nullable(),
  position: z.number().int(),
  published: z.boolean(),
  visibleFrom: z.string().nullable(),
  visibleUntil: z.string().nullable(),
  allCompanies: z.boolean(),
  companyIds: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HomeItem = z.infer<typeof HomeItem>;

/** GET /api/home-items: a page of one kind's items, of one language or all, in Home's order. */
export const FindHomeItemsRequest = z.object({ page: PAGE_FIELDS.page, pageSize: PAGE_FIELDS.pageSize, kind: HomeItemKind, language: LanguageCode.optional() });
export type FindHomeItemsRequest = z.infer<typeof FindHomeItemsRequest>;
export const FindHomeItemsResponse = pageOf(HomeItem);

/** A Home item's fields, for forms to `.pick()` from; the request adds what each kind needs. */
export const HomeItemFields = z.object({
  kind: HomeItemKind,
  groupId: z.uuid().optional(),
  language: LanguageCode,
  title: z.string().trim().max(HOME_TITLE_MAX).default(''),
  summary: z.string().trim().max(HOME_SUMMARY_MAX).default(''),
  body: z.string().trim().max(HOME_BODY_MAX).default(''),
  newsDate: z.iso.date().nullable().optional(),
  imageId: z.uuid().nullable().optional(),
  logoId: z.uuid().nullable().optional(),
  url: WebUrl.nullable().optional(),
  icon: HomeLinkIcon.nullable().optional(),
  documentId: z.uuid().nullable().optional(),
  published: z.boolean().default(false),
  ...SCHEDULE_FIELDS,
  allCompanies: z.boolean().default(true),
  companyIds: z.array(z.uuid()).max(500).default([]),
});

/** The fields each kind needs, by kind: refused on the field, so a form shows it there. */
const KIND_NEEDS: Record<HomeItemKind, readonly ('title' | 'body' | 'imageId' | 'url' | 'icon' | 'documentId')[]> = {
  news: ['title', 'body'],
  slide: ['imageId'],
  link: ['title', 'url', 'icon'],
  document: ['documentId'],
};

/** What a kind needs is there, the schedule in order, and a chosen audience names a company. */
export function checkHomeItem(value: z.output<typeof HomeItemFields> | z.input<typeof HomeItemFields>, ctx: z.RefinementCtx): void {
  for (const field of KIND_NEEDS[value.kind]) {
    const given = value[field];
    if (typeof given === 'string' ? given.trim() === '' : given == null) ctx.addIssue({ code: 'custom', path: [field], message: `A ${value.kind} needs ${field}` });
  }
  checkSchedule(value, ctx);
  if (value.allCompanies === false && (value.companyIds ?? []).length === 0) ctx.addIssue({ code: 'custom', path: ['companyIds'], message: 'Choose at least one company' });
}

/**
 * POST /api/home-items and PUT /api/home-items/:id. What each kind needs: a slide its photo
 * (`imageId`); news a title and body (HTML, cleaned before it is stored); a link its label
 * (`title`), `url` and `icon`; a featured document its `documentId`. `groupId` names the item
 * this one translates (left out: a new item). Created as a draft unless `published`.
 */
export const SaveHomeItemRequest = HomeItemFields.superRefine(checkHomeItem);
export type SaveHomeItemRequest = z.input<typeof SaveHomeItemRequest>;
export type SaveHomeItemParsed = z.output<typeof SaveHomeItemRequest>;

/**
 * POST /api/home-items/reorder: some items of one kind and language (a page of the list, or all
 * of it) in their new order. They take the places they held among the others, in that order; the
 * items not named keep theirs.
 */
export const ReorderHomeItemsRequest = z.object({ ids: z.array(z.uuid()).min(1).max(200) });

export const HomeItemParams = IdParams;
