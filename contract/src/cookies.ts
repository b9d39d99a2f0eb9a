import { z } from 'zod';
import { LanguageCode } from './languages.ts';
import { IdParams, PageQuery, pageOf } from './paging.ts';
import { SCHEDULE_FIELDS, checkSchedule } from './schedule.ts';

/** Longest cookie notice title and (HTML) text a staff member may save. */
export const COOKIE_TITLE_MAX = 200;
export const COOKIE_TEXT_MAX = 20_000;

/** GET /api/Backoffice/Cookie/GetTheLatestCookie (spec call, no token). */
export const LatestCookieRequest = z.object({
  /** The browser's language (`pt-BR`, `es`, `en-GB`...); matched onto a supported language. */
  localeCode: z.string().trim().max(35).optional(),
});
/**
 * The newest published notice inside its schedule of the language asked for, else Spanish, else
 * any language. With none both fields are empty strings (the banner then stays hidden).
 */
export const LatestCookieResponse = z
  .object({ title: z.string(), text: z.string().describe('Cleaned HTML') })
  .describe('Both empty strings when no notice is published');
export type LatestCookieResponse = z.infer<typeof LatestCookieResponse>;

/**
 * A cookie notice as the back office sees it; `publishedAt` null while it is a draft. Published,
 * it is served only from `visibleFrom` until `visibleUntil` (either null: open-ended).
 */
export const CookieNotice = z.object({
  id: z.string(),
  language: LanguageCode,
  title: z.string(),
  text: z.string(),
  publishedAt: z.string().nullable(),
  visibleFrom: z.string().nullable(),
  visibleUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CookieNotice = z.infer<typeof CookieNotice>;

export const FindCookieNoticesRequest = PageQuery.extend({ language: LanguageCode.optional() });
export type FindCookieNoticesRequest = z.infer<typeof FindCookieNoticesRequest>;
export const FindCookieNoticesResponse = pageOf(CookieNotice);

/** A notice's fields, for forms to `.pick()` from; the request adds the schedule's rule. */
export const CookieNoticeFields = z.object({
  language: LanguageCode,
  title: z.string().trim().min(1).max(COOKIE_TITLE_MAX),
  text: z.string().trim().min(1).max(COOKIE_TEXT_MAX),
  ...SCHEDULE_FIELDS,
});

/**
 * POST /api/cookie-notices and PUT /api/cookie-notices/:id: the text is HTML, cleaned before it is
 * stored; the schedule's end after its start.
 */
export const SaveCookieNoticeRequest = CookieNoticeFields.superRefine(checkSchedule);
export type SaveCookieNoticeRequest = z.input<typeof SaveCookieNoticeRequest>;
export type SaveCookieNoticeParsed = z.output<typeof SaveCookieNoticeRequest>;

export const CookieNoticeParams = IdParams;
