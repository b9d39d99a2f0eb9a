import type { Db } from '@/db/client.ts';
import { AppError, invalidField, notFound } from '@/lib/errors.ts';
import type { Page } from '@/db/paged-query.ts';
import { cleanRichText } from '@/lib/rich-text.ts';
import type { BlobStore } from '@/lib/storage/storage.ts';
import type { ServiceContext } from '@/service-context.ts';
import { reachableDocumentIds } from '@/modules/documents/service.ts';
import { homeChanged, type Publisher } from '@/modules/notifications/service.ts';
import type { Principal } from '@/plugins/policy.ts';
import type {
  FindHomeItemsRequest,
  HomeImage,
  HomeImagePurpose,
  HomeItem,
  HomeItemKind,
  HomeLinkIcon,
  HomeResponse,
  SaveHomeItemParsed,
} from '@customer-hub/contract/home-content';
import { FALLBACK_LANGUAGE, type LanguageCode } from '@customer-hub/contract/languages';
import { isStaff } from '@customer-hub/contract/roles';
import { randomUUID } from 'node:crypto';
import { encodeVariants, storeVariants, type ImageSigner } from './images.ts';
import * as repo from './repository.ts';

/** The demo data stores its photos and logos as an upload would. */
export { encodeVariants, storeVariants } from './images.ts';

const AUDIT = 'home-content';
const KIND_NAMES: Record<HomeItemKind, string> = { slide: 'Slide', news: 'News item', link: 'Link', document: 'Home document' };

const describe = (row: repo.HomeItemRow) => `${KIND_NAMES[row.kind]} ${row.id} (${row.language})`;

/** Whose Home an item is on: these companies' readers, or every company's ('all'); staff read every Home. */
type Readers = string[] | 'all';

/** The readers who see any of `rows` on their Home now: published, inside its schedule, for their company. */
async function readersOf(db: Db, rows: repo.HomeItemRow[], now = new Date()): Promise<Readers> {
  const shown = rows.filter((r) => r.published && (!r.visibleFrom || r.visibleFrom <= now) && (!r.visibleUntil || r.visibleUntil > now));
  if (shown.some((r) => r.allCompanies)) return 'all';
  const audiences = await repo.findAudiences(db, shown.map((r) => r.id));
  return [...new Set([...audiences.values()].flat())];
}

/**
 * Pushes "your Home changed" to the open streams of those who saw the item before the change or
 * see it after (a published item changed, published, taken back or deleted), once the change
 * commits; the web then reads its Home again. A draft's changes reach nobody.
 */
async function announce(tx: ServiceContext, bus: Publisher, before: Readers, after: Readers): Promise<void> {
  await homeChanged(tx, bus, before === 'all' || after === 'all' ? 'all' : [...new Set([...before, ...after])]);
}

/** Stores an uploaded photo or logo, re-encoded (images.ts); audited. */
export async function uploadImage(ctx: ServiceContext, storage: BlobStore, signer: ImageSigner, purpose: HomeImagePurpose, bytes: Buffer): Promise<HomeImage> {
  let variants;
  try {
    variants = await encodeVariants(bytes, purpose);
  } catch {
    // The bytes said image, but the decoder could not read them (truncated, corrupt, too many pixels).
    throw new AppError(415, 'FILE_TYPE_NOT_ALLOWED', 'The image cannot be read');
  }
  const stored = await storeVariants(storage, variants);
  try {
    return await ctx.transaction(async (tx) => {
      const row = await repo.insertImage(tx.db, {
        purpose,
        contentHash: stored.contentHash,
        largeKey: stored.largeKey,
        largeWidth: variants.large.width,
        smallKey: stored.smallKey,
        smallWidth: variants.small.width,
        height: variants.large.height,
        createdBy: ctx.principal.userId,
      });
      await tx.audit(AUDIT, `Home image ${row.id} (${purpose}, ${variants.large.width}×${variants.large.height}) uploaded`);
      return signer.present(row)!;
    });
  } catch (e) {
    await Promise.all([storage.delete(stored.largeKey), storage.delete(stored.smallKey)]).catch(() => undefined);
    throw e;
  }
}

/** The stored variant an image address names, for the image route. */
export async function imageVariant(db: Db, id: string, variant: 'large' | 'small') {
  const row = await repo.findImage(db, id);
  if (!row) throw notFound('Image');
  return { key: variant === 'large' ? row.largeKey : row.smallKey, etag: `"${row.contentHash.slice(0, 32)}-${variant}"` };
}

async function presentItems(db: Db, signer: ImageSigner, rows: repo.HomeItemRow[]): Promise<HomeItem[]> {
  const images = await repo.findImages(db, rows.flatMap((r) => [r.imageId, r.logoId].filter((id): id is string => !!id)));
  const audiences = await repo.findAudiences(db, rows.map((r) => r.id));
  const docs = await repo.documentTitles(db, rows.map((r) => r.documentId).filter((id): id is string => !!id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    groupId: r.groupId,
    language: r.language as LanguageCode,
    title: r.title,
    summary: r.summary,
    body: r.body,
    newsDate: r.newsDate,
    image: signer.present(r.imageId ? images.get(r.imageId) : null),
    logo: signer.present(r.logoId ? images.get(r.logoId) : null),
    url: r.url,
    icon: (r.icon as HomeLinkIcon | null) ?? null,
    documentId: r.documentId,
    documentTitle: r.documentId ? (docs.get(r.documentId)?.title ?? null) : null,
    position: r.position,
    published: r.published,
    visibleFrom: r.visibleFrom?.toISOString() ?? null,
    visibleUntil: r.visibleUntil?.toISOString() ?? null,
    allCompanies: r.allCompanies,
    companyIds: audiences.get(r.id) ?? [],
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** The back office's list: a page of the items of a kind, drafts included, of one language or all. */
export async function findItems(db: Db, signer: ImageSigner, q: FindHomeItemsRequest): Promise<Page<HomeItem>> {
  const page = await repo.findItems(db, q);
  return { ...page, items: await presentItems(db, signer, page.items) };
}

/**
 * The whole order once `moved` (some of `all`, in their new order) take the places they held:
 * the others keep theirs, so a page of a longer list is reordered within the slots it shows.
 */
export function reordered(all: string[], moved: string[]): string[] {
  const moving = new Set(moved);
  let next = 0;
  return all.map((id) => (moving.has(id) ? moved[next++]! : id));
}

/**
 * Of the versions of each item (one group), the one in `language`, else Spanish, else the first
 * (rows come in the order Home shows them, so the order of the chosen ones is kept).
 */
export function pickLanguage<R extends { groupId: string; language: string }>(rows: R[], language: string): R[] {
  const groups = new Map<string, R[]>();
  for (const r of rows) groups.set(r.groupId, [...(groups.get(r.groupId) ?? []), r]);
  const chosen = new Set<R>();
  for (const versions of groups.values()) {
    chosen.add(versions.find((v) => v.language === language) ?? versions.find((v) => v.language === FALLBACK_LANGUAGE) ?? versions[0]!);
  }
  return rows.filter((r) => chosen.has(r));
}

/**
 * GET /api/home: the reader's Home in their language (else Spanish, else any), only what is
 * published, inside its schedule and for their company (staff see every audience); news newest
 * first, the rest in their set order; featured documents the reader may not download are left out.
 */
export async function home(db: Db, signer: ImageSigner, principal: Principal, now = new Date()): Promise<HomeResponse> {
  const staff = isStaff(principal.roles);
  const rows = pickLanguage(await repo.visibleItems(db, staff ? 'all' : principal.companyId, now), principal.language);
  const of = (kind: HomeItemKind) => rows.filter((r) => r.kind === kind);
  const news = of('news').sort((a, b) => (b.newsDate ?? '').localeCompare(a.newsDate ?? '') || b.createdAt.getTime() - a.createdAt.getTime());
  const docRows = of('document');
  const reachable = await reachableDocumentIds(db, principal, docRows.map((r) => r.documentId!).filter(Boolean));
  const docs = await repo.documentTitles(db, [...reachable]);
  const images = await repo.findImages(db, rows.flatMap((r) => [r.imageId, r.logoId].filter((id): id is string => !!id)));
  const image = (id: string | null) => signer.present(id ? images.get(id) : null);
  return {
    slides: of('slide').map((r) => ({ id: r.id, caption: r.title, url: r.url, image: image(r.imageId), logo: image(r.logoId) })),
    news: news.map((r) => ({ id: r.id, title: r.title, summary: r.summary, body: r.body, date: r.newsDate ?? r.createdAt.toISOString().slice(0, 10), image: image(r.imageId) })),
    links: of('link').map((r) => ({ id: r.id, label: r.title, url: r.url ?? '', icon: (r.icon ?? 'link') as HomeLinkIcon })),
    documents: docRows
      .filter((r) => r.documentId && reachable.has(r.documentId) && docs.has(r.documentId))
      .map((r) => ({ id: r.id, documentId: r.documentId!, title: r.title || docs.get(r.documentId!)!.title, fileName: docs.get(r.documentId!)!.fileName })),
  };
}

/**
 * The fields of a kind as stored. The contract's rules (`checkHomeItem`) already hold; here what
 * needs the database: the images are of their purpose, the document exists, the body cleaned.
 */
async function valuesOf(db: Db, body: SaveHomeItemParsed) {
  const need = (ok: unknown, path: string, message: string) => {
    if (!ok) throw invalidField(path, message);
  };
  const common = {
    language: body.language,
    title: body.title,
    published: body.published,
    visibleFrom: body.visibleFrom ? new Date(body.visibleFrom) : null,
    visibleUntil: body.visibleUntil ? new Date(body.visibleUntil) : null,
    allCompanies: body.allCompanies,
    summary: '',
    body: '',
    newsDate: null as string | null,
    imageId: null as string | null,
    logoId: null as string | null,
    url: null as string | null,
    icon: null as string | null,
    documentId: null as string | null,
  };
  const checkImage = async (id: string | null | undefined, purpose: HomeImagePurpose, path: string) => {
    if (!id) return null;
    const image = await repo.findImage(db, id);
    need(image && image.purpose === purpose, path, `Upload a ${purpose} first`);
    return id;
  };
  switch (body.kind) {
    case 'news': {
      const cleaned = cleanRichText(body.body);
      need(cleaned, 'body', 'The text is empty once cleaned');
      return { ...common, summary: body.summary, body: cleaned, newsDate: body.newsDate ?? new Date().toISOString().slice(0, 10), imageId: await checkImage(body.imageId, 'photo', 'imageId') };
    }
    case 'slide':
      return { ...common, imageId: await checkImage(body.imageId, 'photo', 'imageId'), logoId: await checkImage(body.logoId, 'logo', 'logoId'), url: body.url ?? null };
    case 'link':
      return { ...common, url: body.url!, icon: body.icon! };
    case 'document':
      need(body.documentId && (await repo.documentExists(db, body.documentId)), 'documentId', 'Choose an existing document');
      return { ...common, documentId: body.documentId! };
  }
}

async function presentOne(db: Db, signer: ImageSigner, row: repo.HomeItemRow): Promise<HomeItem> {
  return (await presentItems(db, signer, [row]))[0]!;
}

/** Creates an item (a new one, or another language of `groupId`); audited; its readers' open Homes told. */
export async function createItem(ctx: ServiceContext, signer: ImageSigner, bus: Publisher, body: SaveHomeItemParsed): Promise<HomeItem> {
  const values = await valuesOf(ctx.db, body);
  return ctx.transaction(async (tx) => {
    const position = await repo.nextPosition(tx.db, body.kind, body.language);
    const row = await repo.insertItem(tx.db, { ...values, kind: body.kind, groupId: body.groupId ?? randomUUID(), position, createdBy: ctx.principal.userId });
    await repo.setAudience(tx.db, row.id, body.allCompanies ? [] : body.companyIds);
    await tx.audit(AUDIT, `${describe(row)} created${row.published ? ' and published' : ' as a draft'}`);
    await announce(tx, bus, [], await readersOf(tx.db, [row]));
    return presentOne(tx.db, signer, row);
  });
}

/** Changes an item (its kind stays); audited; the open Homes of its readers before and after told. */
export async function updateItem(ctx: ServiceContext, signer: ImageSigner, bus: Publisher, id: string, body: SaveHomeItemParsed): Promise<HomeItem> {
  const current = await repo.findItem(ctx.db, id);
  if (!current) throw notFound('Home item');
  if (current.kind !== body.kind) throw invalidField('kind', 'The kind of an item cannot change');
  const values = await valuesOf(ctx.db, body);
  return ctx.transaction(async (tx) => {
    const before = await readersOf(tx.db, [current]);
    const row = await repo.updateItem(tx.db, id, values);
    if (!row) throw notFound('Home item');
    await repo.setAudience(tx.db, row.id, body.allCompanies ? [] : body.companyIds);
    await tx.audit(AUDIT, `${describe(row)} changed`);
    await announce(tx, bus, before, await readersOf(tx.db, [row]));
    return presentOne(tx.db, signer, row);
  });
}

/** Publishes an item or takes it back to draft; audited; its readers' open Homes told. */
export async function setPublished(ctx: ServiceContext, signer: ImageSigner, bus: Publisher, id: string, published: boolean): Promise<HomeItem> {
  return ctx.transaction(async (tx) => {
    const current = await repo.findItem(tx.db, id);
    const row = await repo.updateItem(tx.db, id, { published });
    if (!current || !row) throw notFound('Home item');
    await tx.audit(AUDIT, `${describe(row)} ${published ? 'published' : 'unpublished'}`);
    await announce(tx, bus, await readersOf(tx.db, [current]), await readersOf(tx.db, [row]));
    return presentOne(tx.db, signer, row);
  });
}

/**
 * Sets the order of slides or links (or featured documents) of one kind and language: the items
 * named (all of them, or a page) take the places they held in their new order; every item of the
 * list is then numbered from 0.
 */
export async function reorder(ctx: ServiceContext, bus: Publisher, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  await ctx.transaction(async (tx) => {
    const rows = await repo.findItemsByIds(tx.db, unique);
    if (rows.length !== unique.length) throw notFound('Home item');
    const first = rows[0]!;
    if (first.kind === 'news') throw invalidField('ids', 'News is ordered by its date');
    if (rows.some((r) => r.kind !== first.kind || r.language !== first.language)) throw invalidField('ids', 'Items of one kind and language');
    const order = reordered(await repo.orderedIds(tx.db, first.kind, first.language), unique);
    for (const [i, id] of order.entries()) await repo.setPosition(tx.db, id, i);
    await tx.audit(AUDIT, `${KIND_NAMES[first.kind]}s (${first.language}) reordered`);
    await announce(tx, bus, [], await readersOf(tx.db, rows));
  });
}

export async function deleteItem(ctx: ServiceContext, bus: Publisher, id: string): Promise<void> {
  await ctx.transaction(async (tx) => {
    const row = await repo.findItem(tx.db, id);
    const readers = row ? await readersOf(tx.db, [row]) : [];
    if (!row || !(await repo.deleteItem(tx.db, id))) throw notFound('Home item');
    await tx.audit(AUDIT, `${describe(row)} deleted`);
    await announce(tx, bus, readers, []);
  });
}
