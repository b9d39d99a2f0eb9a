import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { homeImages, homeItems } from '@/db/schema/home-content.ts';
import type { HomeItem, HomeResponse, SaveHomeItemRequest } from '@customer-hub/contract/home-content';
import { auditRowsOf } from '../../../test/audit.ts';
import { buildCompany, buildContact, buildDocument, buildStaff, buildTenant } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';
import { multipart } from '../../../test/multipart.ts';

type Auth = { authorization: string };
let t: TestApp;
let backoffice: Auth;
let admin: Auth;
let companyA: string;
let companyB: string;
let customerA: Auth;
let customerB: Auth;
let customerEn: Auth;
let customerPt: Auth;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  backoffice = await sessionFor(db, (await buildStaff(db, 'Backoffice')).id);
  admin = await sessionFor(db, (await buildStaff(db, 'Admin')).id);
  companyA = (await buildCompany(db)).id;
  companyB = (await buildCompany(db)).id;
  customerA = await sessionFor(db, (await buildContact(db, { companyId: companyA, language: 'es-ES' })).id);
  customerB = await sessionFor(db, (await buildContact(db, { companyId: companyB, language: 'es-ES' })).id);
  customerEn = await sessionFor(db, (await buildContact(db, { companyId: companyA, language: 'en-US' })).id);
  customerPt = await sessionFor(db, (await buildContact(db, { companyId: companyA, language: 'pt-PT' })).id);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(homeItems);
  await t.database.db.delete(homeImages);
});

const home = async (auth: Auth) => {
  const res = await t.app.inject({ url: '/api/home', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HomeResponse;
};

async function create(payload: SaveHomeItemRequest, auth = backoffice) {
  const res = await t.app.inject({ method: 'POST', url: '/api/home-items', headers: auth, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as HomeItem;
}
const news = (title: string, more: Partial<SaveHomeItemRequest> = {}): SaveHomeItemRequest => ({
  kind: 'news',
  language: 'es-ES',
  title,
  summary: `${title} summary`,
  body: `<p>${title} body</p>`,
  newsDate: '2026-05-01',
  published: true,
  ...more,
});

async function photo(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  // Random pixels: nothing to compress, so the PNG is as heavy as a camera photo.
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })[format]().toBuffer();
}
const upload = (auth: Auth, fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) => {
  const body = multipart(fields, file);
  return t.app.inject({ method: 'POST', url: '/api/home-images', headers: { ...auth, ...body.headers }, payload: body.payload });
};

describe('GET /api/home', () => {
  it('answers empty panels when nothing is published, and never drafts', async () => {
    await create(news('Draft', { published: false }));
    expect(await home(customerA)).toEqual({ slides: [], news: [], links: [], documents: [] });
  });

  it('shows only items whose audience holds the reader’s company; staff see every audience', async () => {
    await create(news('Para todos'));
    await create(news('Solo A', { allCompanies: false, companyIds: [companyA] }));
    await create(news('Solo B', { allCompanies: false, companyIds: [companyB] }));
    expect((await home(customerA)).news.map((n) => n.title).sort()).toEqual(['Para todos', 'Solo A']);
    expect((await home(customerB)).news.map((n) => n.title).sort()).toEqual(['Para todos', 'Solo B']);
    expect((await home(admin)).news).toHaveLength(3);
  });

  it('gives each item in the reader’s language, else Spanish, else any', async () => {
    const es = await create(news('Hola'));
    await create(news('Hello', { groupId: es.groupId, language: 'en-US' }));
    await create(news('Só em português', { language: 'pt-PT', newsDate: '2026-04-01' }));
    expect((await home(customerEn)).news.map((n) => n.title)).toEqual(['Hello', 'Só em português']);
    expect((await home(customerPt)).news.map((n) => n.title)).toEqual(['Hola', 'Só em português']);
    expect((await home(customerA)).news.map((n) => n.title)).toEqual(['Hola', 'Só em português']);
  });

  it('shows news newest first and only inside its schedule', async () => {
    await create(news('Vieja', { newsDate: '2026-01-01' }));
    await create(news('Nueva', { newsDate: '2026-06-01' }));
    const day = 86_400_000;
    await create(news('Futura', { visibleFrom: new Date(Date.now() + day).toISOString() }));
    await create(news('Caducada', { visibleFrom: new Date(Date.now() - 2 * day).toISOString(), visibleUntil: new Date(Date.now() - day).toISOString() }));
    await create(news('Vigente', { newsDate: '2026-03-01', visibleUntil: new Date(Date.now() + day).toISOString() }));
    expect((await home(customerA)).news.map((n) => n.title)).toEqual(['Nueva', 'Vigente', 'Vieja']);
  });

  it('lists featured documents the reader may download, and leaves out the others', async () => {
    const a = await buildTenant(t.database.db);
    const reader = await sessionFor(t.database.db, (await buildContact(t.database.db, { companyId: a.company.id, permissions: ['SearchDocuments'] })).id);
    const mine = await buildDocument(t.database.db, t.app.storage, a.tenant, { title: 'Tarifas 2026', fileName: 'tarifas.pdf' });
    const other = await buildDocument(t.database.db, t.app.storage, (await buildTenant(t.database.db)).tenant);
    await create({ kind: 'document', language: 'es-ES', documentId: mine.id, published: true });
    await create({ kind: 'document', language: 'es-ES', documentId: other.id, published: true });
    expect((await home(reader)).documents).toEqual([expect.objectContaining({ documentId: mine.id, title: 'Tarifas 2026', fileName: 'tarifas.pdf' })]);
    const link = await t.app.inject({ url: `/api/documents/download-link/${mine.id}`, headers: reader });
    expect(link.statusCode).toBe(200);
  });
});

describe('staff changes', () => {
  it('refuses customers and anonymous callers', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/home-items', headers: customerA, payload: news('x') })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/home-items?kind=news', headers: customerA })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/home-items?kind=news' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/home' })).statusCode).toBe(401);
    expect((await upload(customerA, { purpose: 'photo' }, { name: 'a.png', bytes: await photo(10, 10) })).statusCode).toBe(403);
  });

  it('stores the news body cleaned and audits every change', async () => {
    const created = await create(news('Limpia', { body: '<p onclick="alert(1)">Hola<script>alert(2)</script></p><img src=x onerror=alert(3)>' }));
    expect(created.body).toBe('<p>Hola</p>');
    const listed = await t.app.inject({ url: '/api/home-items?kind=news&language=es-ES', headers: backoffice });
    expect(listed.json().items.map((i: HomeItem) => i.body)).toEqual(['<p>Hola</p>']);
    const emptied = await t.app.inject({ method: 'PUT', url: `/api/home-items/${created.id}`, headers: backoffice, payload: news('x', { body: '<script>x</script>' }) });
    expect(emptied.statusCode).toBe(400);

    const off = await t.app.inject({ method: 'POST', url: `/api/home-items/${created.id}/unpublish`, headers: admin });
    expect(off.json().published).toBe(false);
    expect((await home(customerA)).news).toEqual([]);
    const on = await t.app.inject({ method: 'POST', url: `/api/home-items/${created.id}/publish`, headers: admin });
    expect(on.json().published).toBe(true);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/home-items/${created.id}`,
      headers: backoffice,
      payload: news('Cambiada', { allCompanies: false, companyIds: [companyB] }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Cambiada', allCompanies: false, companyIds: [companyB] });
    expect((await home(customerA)).news).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/home-items/${created.id}`, headers: backoffice })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/home-items/${created.id}`, headers: backoffice })).statusCode).toBe(404);
    const audit = (await auditRowsOf(t.database.db, 'home-content', created.id)).map((r) => r.shortMessage);
    expect(audit).toEqual(
      expect.arrayContaining([expect.stringContaining('created'), expect.stringContaining('unpublished'), expect.stringContaining(' published'), expect.stringContaining('changed'), expect.stringContaining('deleted')]),
    );
  });

  it('checks what each kind needs', async () => {
    const bad = async (payload: SaveHomeItemRequest, path: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/home-items', headers: backoffice, payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain(path);
    };
    await bad({ kind: 'slide', language: 'es-ES' }, 'imageId');
    await bad({ kind: 'link', language: 'es-ES', title: 'Web', icon: 'world' }, 'url');
    await bad({ kind: 'link', language: 'es-ES', title: 'Web', icon: 'world', url: 'javascript:alert(1)' }, 'url');
    await bad({ kind: 'document', language: 'es-ES', documentId: '00000000-0000-4000-8000-000000000000' }, 'documentId');
    await bad(news('x', { allCompanies: false, companyIds: [] }), 'companyIds');
    await bad(news('x', { visibleFrom: '2026-06-02T00:00:00Z', visibleUntil: '2026-06-01T00:00:00Z' }), 'visibleUntil');
    await bad(news('', {}), 'title');
    await bad(news('x', { body: '' }), 'body');
    await bad({ kind: 'link', language: 'es-ES', url: 'https://example.com', icon: 'world' }, 'title');
  });

  it('lists a kind page by page, in Home order, with the total', async () => {
    const link = (title: string, language = 'es-ES' as const) => create({ kind: 'link', language, title, url: `https://example.com/${title}`, icon: 'world' });
    for (const title of ['a', 'b', 'c', 'd', 'e']) await link(title);
    await link('en', 'en-US' as never);
    const list = async (query: string) => {
      const res = await t.app.inject({ url: `/api/home-items?kind=link&${query}`, headers: backoffice });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: HomeItem[]; total: number; page: number; pageSize: number };
    };
    const second = await list('language=es-ES&page=2&pageSize=2');
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.items.map((i) => i.title)).toEqual(['c', 'd']);
    expect((await list('language=es-ES&page=3&pageSize=2')).items.map((i) => i.title)).toEqual(['e']);
    expect((await list('pageSize=100')).total).toBe(6);
    expect((await t.app.inject({ url: '/api/home-items?kind=link&pageSize=101', headers: backoffice })).statusCode).toBe(400);
  });

  it('reorders one page of a longer list within the places that page holds', async () => {
    const link = (title: string) => create({ kind: 'link', language: 'es-ES', title, url: `https://example.com/${title}`, icon: 'world', published: true });
    const items: HomeItem[] = [];
    for (const title of ['a', 'b', 'c', 'd', 'e']) items.push(await link(title));
    // The second page of two (c, d) swapped: a, b and e keep their places.
    const res = await t.app.inject({ method: 'POST', url: '/api/home-items/reorder', headers: backoffice, payload: { ids: [items[3]!.id, items[2]!.id] } });
    expect(res.statusCode, res.body).toBe(204);
    expect((await home(customerA)).links.map((l) => l.label)).toEqual(['a', 'b', 'd', 'c', 'e']);
    const listed = await t.app.inject({ url: '/api/home-items?kind=link&language=es-ES', headers: backoffice });
    expect(listed.json().items.map((i: HomeItem) => i.position)).toEqual([0, 1, 2, 3, 4]);
  });

  it('reorders links of one language, and refuses mixing kinds', async () => {
    const link = (title: string) => create({ kind: 'link', language: 'es-ES', title, url: `https://example.com/${title}`, icon: 'world', published: true });
    const [one, two, three] = [await link('uno'), await link('dos'), await link('tres')];
    expect((await home(customerA)).links.map((l) => l.label)).toEqual(['uno', 'dos', 'tres']);
    const res = await t.app.inject({ method: 'POST', url: '/api/home-items/reorder', headers: backoffice, payload: { ids: [three.id, one.id, two.id] } });
    expect(res.statusCode, res.body).toBe(204);
    expect((await home(customerA)).links.map((l) => l.label)).toEqual(['tres', 'uno', 'dos']);
    const n = await create(news('n'));
    expect((await t.app.inject({ method: 'POST', url: '/api/home-items/reorder', headers: backoffice, payload: { ids: [one.id, n.id] } })).statusCode).toBe(400);
  });
});

describe('images', () => {
  it('re-encodes a large PNG to WebP at 1600 and 800 px, served by its signed address with long caching', async () => {
    const png = await photo(2400, 1600);
    expect(png.length).toBeGreaterThan(10 * 1024 * 1024);
    const res = await upload(backoffice, { purpose: 'photo' }, { name: 'big.png', bytes: png, contentType: 'image/png' });
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json();
    expect(image).toMatchObject({ largeWidth: 1600, smallWidth: 800, height: 1067 });
    expect(image.large).toMatch(new RegExp(`^/api/home-images/${image.id}/large\\?exp=\\d+&sig=`));

    const large = await t.app.inject({ url: image.large });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    expect(large.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    expect(large.rawPayload.length).toBeLessThan(png.length / 2);
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600 });
    const small = await t.app.inject({ url: image.small });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800 });
    expect((await t.app.inject({ url: image.large, headers: { 'if-none-match': large.headers.etag as string } })).statusCode).toBe(304);

    // An altered signature, or another image's, is refused.
    expect((await t.app.inject({ url: image.large.replace(/sig=.{4}/, 'sig=AAAA') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: image.large.replace('/large?', '/small?') })).statusCode).toBe(404);
  });

  it('shows a slide’s images on Home, logos at 320 px at most and never enlarged', async () => {
    const photoRes = (await upload(backoffice, { purpose: 'photo' }, { name: 'p.jpg', bytes: await photo(1000, 500, 'jpeg') })).json();
    const logoRes = (await upload(backoffice, { purpose: 'logo' }, { name: 'l.png', bytes: await photo(900, 300) })).json();
    expect(photoRes.largeWidth).toBe(1000);
    expect(logoRes.largeWidth).toBe(320);
    await create({ kind: 'slide', language: 'es-ES', title: 'Bienvenida', imageId: photoRes.id, logoId: logoRes.id, url: 'https://example.com', published: true });
    const [slide] = (await home(customerA)).slides;
    expect(slide).toMatchObject({ caption: 'Bienvenida', url: 'https://example.com', image: { id: photoRes.id }, logo: { id: logoRes.id } });
    expect((await t.app.inject({ url: slide!.logo!.small })).statusCode).toBe(200);
    // A logo cannot stand in for the photo.
    const wrong = await t.app.inject({ method: 'POST', url: '/api/home-items', headers: backoffice, payload: { kind: 'slide', language: 'es-ES', imageId: logoRes.id } });
    expect(wrong.statusCode).toBe(400);
  });

  it('refuses a file whose bytes are not JPEG, PNG or WebP whatever its name says (415), and one too large (413)', async () => {
    const fake = await upload(backoffice, { purpose: 'photo' }, { name: 'photo.png', bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), contentType: 'image/png' });
    expect(fake.statusCode).toBe(415);
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    expect((await upload(backoffice, { purpose: 'photo' }, { name: 'a.jpg', bytes: gif })).statusCode).toBe(415);
    const broken = (await photo(50, 50)).subarray(0, 60);
    expect((await upload(backoffice, { purpose: 'photo' }, { name: 'a.png', bytes: broken })).statusCode).toBe(415);
    const huge = Buffer.concat([await photo(10, 10), Buffer.alloc(16 * 1024 * 1024)]);
    expect((await upload(backoffice, { purpose: 'photo' }, { name: 'a.png', bytes: huge })).statusCode).toBe(413);
    expect((await upload(backoffice, { purpose: 'banner' }, { name: 'a.png', bytes: await photo(10, 10) })).statusCode).toBe(400);
  });
});
