import type { Db } from '@/db/client.ts';
import { invalidField, notFound } from '@/lib/errors.ts';
import { mapPage } from '@/db/paged-query.ts';
import { cleanRichText } from '@/lib/rich-text.ts';
import type { ServiceContext } from '@/service-context.ts';
import type { CookieNotice, FindCookieNoticesRequest, LatestCookieResponse, SaveCookieNoticeParsed } from '@customer-hub/contract/cookies';
import { FALLBACK_LANGUAGE, matchLanguage, type LanguageCode } from '@customer-hub/contract/languages';
import * as repo from './repository.ts';

const AUDIT = 'cookies';

function present(row: repo.CookieNoticeRow): CookieNotice {
  return {
    id: row.id,
    language: row.language as LanguageCode,
    title: row.title,
    text: row.text,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    visibleFrom: row.visibleFrom?.toISOString() ?? null,
    visibleUntil: row.visibleUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Spec call GetTheLatestCookie: the newest notice published and inside its schedule in the
 * browser's language (matched onto a supported one), else Spanish, else any language; empty
 * strings when there is none.
 */
export async function latestCookie(db: Db, localeCode: string | undefined, now = new Date()): Promise<LatestCookieResponse> {
  const matched = matchLanguage(localeCode);
  const row =
    (matched && (await repo.latestPublished(db, now, matched))) ??
    (matched !== FALLBACK_LANGUAGE ? await repo.latestPublished(db, now, FALLBACK_LANGUAGE) : undefined) ??
    (await repo.latestPublished(db, now));
  return row ? { title: row.title, text: row.text } : { title: '', text: '' };
}

export async function findNotices(db: Db, q: FindCookieNoticesRequest) {
  return mapPage(await repo.findNotices(db, q), present);
}

/** The request's fields as stored: the text cleaned (400 when nothing readable is left of it), the schedule as instants. */
function cleaned(body: SaveCookieNoticeParsed) {
  const text = cleanRichText(body.text);
  if (!text) throw invalidField('text', 'The text is empty once cleaned');
  const instant = (value: string | null | undefined) => (value ? new Date(value) : null);
  return { language: body.language, title: body.title, text, visibleFrom: instant(body.visibleFrom), visibleUntil: instant(body.visibleUntil) };
}

export async function createNotice(ctx: ServiceContext, body: SaveCookieNoticeParsed): Promise<CookieNotice> {
  const values = cleaned(body);
  return ctx.transaction(async (tx) => {
    const row = await repo.insertNotice(tx.db, { ...values, createdBy: ctx.principal.userId });
    await tx.audit(AUDIT, `Cookie notice ${row.id} (${row.language}) created as a draft`);
    return present(row);
  });
}

export async function updateNotice(ctx: ServiceContext, id: string, body: SaveCookieNoticeParsed): Promise<CookieNotice> {
  const values = cleaned(body);
  return ctx.transaction(async (tx) => {
    const row = await repo.updateNotice(tx.db, id, values);
    if (!row) throw notFound('Cookie notice');
    await tx.audit(AUDIT, `Cookie notice ${row.id} (${row.language}) changed`);
    return present(row);
  });
}

/** Publishes (now) or takes back to draft. Publishing again moves it to the top of its language. */
export async function setPublished(ctx: ServiceContext, id: string, published: boolean): Promise<CookieNotice> {
  return ctx.transaction(async (tx) => {
    const row = await repo.updateNotice(tx.db, id, { publishedAt: published ? new Date() : null });
    if (!row) throw notFound('Cookie notice');
    await tx.audit(AUDIT, `Cookie notice ${row.id} (${row.language}) ${published ? 'published' : 'unpublished'}`);
    return present(row);
  });
}

export async function deleteNotice(ctx: ServiceContext, id: string): Promise<void> {
  await ctx.transaction(async (tx) => {
    const row = await repo.findNotice(tx.db, id);
    if (!row || !(await repo.deleteNotice(tx.db, id))) throw notFound('Cookie notice');
    await tx.audit(AUDIT, `Cookie notice ${row.id} (${row.language}) deleted`);
  });
}
