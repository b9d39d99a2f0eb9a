import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kbArticles, kbCategories, kbDraftOpens, kbDrafts } from '@/db/schema/knowledge.ts';
import type { KbArticle, KbArticleSummary, SaveKbArticleRequest } from '@customer-hub/contract/knowledge';
import { auditRowsOf } from '../../../test/audit.ts';
import { buildContact, buildStaff, buildTenant } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';

type Auth = { authorization: string };
let t: TestApp;
let backoffice: Auth;
let a: Awaited<ReturnType<typeof buildTenant>>;
let b: Awaited<ReturnType<typeof buildTenant>>;
let customerA: Auth;
let customerAEn: Auth;
let customerAPt: Auth;
let customerB: Auth;
let requesterA: Auth;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  backoffice = await sessionFor(db, (await buildStaff(db, 'Backoffice')).id);
  a = await buildTenant(db);
  b = await buildTenant(db);
  customerA = await sessionFor(db, (await buildContact(db, { companyId: a.company.id, language: 'es-ES', permissions: ['Dashboard'] })).id);
  customerAEn = await sessionFor(db, (await buildContact(db, { companyId: a.company.id, language: 'en-US', permissions: ['Dashboard'] })).id);
  customerAPt = await sessionFor(db, (await buildContact(db, { companyId: a.company.id, language: 'pt-PT', permissions: ['Dashboard'] })).id);
  customerB = await sessionFor(db, (await buildContact(db, { companyId: b.company.id, language: 'es-ES', permissions: ['Dashboard'] })).id);
  requesterA = await sessionFor(db, (await buildContact(db, { companyId: a.company.id, language: 'es-ES', permissions: ['Requests'] })).id);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(kbDrafts);
  await t.database.db.delete(kbArticles);
  await t.database.db.delete(kbCategories);
});

const invoiceTexts = [
  { language: 'en-US' as const, title: 'Reading your invoice', body: '<p>Each invoice lists the services of the month.</p>' },
  { language: 'es-ES' as const, title: 'Cómo leer su factura', body: '<p>Cada factura detalla la facturación del mes.</p>' },
  { language: 'pt-PT' as const, title: 'Como ler a sua fatura', body: '<p>Cada fatura detalha os serviços do mês.</p>' },
];

async function create(payload: SaveKbArticleRequest, publish = true): Promise<KbArticle> {
  const res = await t.app.inject({ method: 'POST', url: '/api/knowledge-articles', headers: backoffice, payload });
  expect(res.statusCode, res.body).toBe(201);
  if (!publish) return res.json();
  const published = await t.app.inject({ method: 'POST', url: `/api/knowledge-articles/${res.json().id}/publish`, headers: backoffice });
  expect(published.statusCode, published.body).toBe(200);
  return published.json();
}
const search = async (auth: Auth, query = '') => {
  const res = await t.app.inject({ url: `/api/knowledge/articles${query}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: KbArticleSummary[]; total: number };
};
const suggest = async (auth: Auth, q: string) => {
  const res = await t.app.inject({ url: `/api/knowledge/suggest?q=${encodeURIComponent(q)}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: KbArticleSummary[] }).items;
};
const staffArticle = async (id: string) => (await t.app.inject({ url: `/api/knowledge-articles/${id}`, headers: backoffice })).json() as KbArticle;

describe('visibility', () => {
  it('shows company A’s article to A only, drafts to nobody, and answers 404 to a direct read otherwise', async () => {
    const forAll = await create({ texts: [{ language: 'es-ES', title: 'Guía general', body: '<p>Horarios</p>' }] });
    const onlyA = await create({ visibility: 'companies', companyIds: [a.company.id], texts: [{ language: 'es-ES', title: 'Solo A', body: '<p>A</p>' }] });
    const draft = await create({ texts: [{ language: 'es-ES', title: 'Borrador', body: '<p>B</p>' }] }, false);

    expect((await search(customerA)).items.map((i) => i.title).sort()).toEqual(['Guía general', 'Solo A']);
    expect((await search(customerB)).items.map((i) => i.title)).toEqual(['Guía general']);
    expect((await search(customerB, '?search=solo')).items).toEqual([]);
    expect(await suggest(customerB, 'guia solo')).toEqual([expect.objectContaining({ id: forAll.id })]);

    const read = (auth: Auth, id: string) => t.app.inject({ url: `/api/knowledge/articles/${id}`, headers: auth });
    expect((await read(customerA, onlyA.id)).statusCode).toBe(200);
    expect((await read(customerB, onlyA.id)).statusCode).toBe(404);
    expect((await read(customerA, draft.id)).statusCode).toBe(404);
    const opened = await t.app.inject({ method: 'POST', url: `/api/knowledge/articles/${onlyA.id}/opened`, headers: customerB, payload: { draftId: crypto.randomUUID() } });
    expect(opened.statusCode).toBe(404);

    // Taken back to draft, it is gone for its readers too.
    await t.app.inject({ method: 'POST', url: `/api/knowledge-articles/${onlyA.id}/unpublish`, headers: backoffice });
    expect((await read(customerA, onlyA.id)).statusCode).toBe(404);
    // The back office sees drafts and filters by status.
    const drafts = await t.app.inject({ url: '/api/knowledge-articles?status=draft', headers: backoffice });
    expect(drafts.json().items.map((i: KbArticle) => i.id).sort()).toEqual([onlyA.id, draft.id].sort());
  });

  it('counts the articles a reader may read per category', async () => {
    const cat = (await t.app.inject({ method: 'POST', url: '/api/knowledge-categories', headers: backoffice, payload: { names: { 'en-US': 'Billing', 'es-ES': 'Facturación' } } })).json();
    await create({ categoryId: cat.id, texts: invoiceTexts });
    await create({ categoryId: cat.id, visibility: 'companies', companyIds: [a.company.id], texts: [{ language: 'es-ES', title: 'Solo A', body: '<p>A</p>' }] });
    const of = async (auth: Auth) => (await t.app.inject({ url: '/api/knowledge/categories', headers: auth })).json().items;
    expect(await of(customerA)).toEqual([expect.objectContaining({ id: cat.id, name: 'Facturación', articleCount: 2 })]);
    expect(await of(customerB)).toEqual([expect.objectContaining({ articleCount: 1 })]);
    expect(await of(customerAPt)).toEqual([expect.objectContaining({ name: 'Facturación' })]);
    expect((await search(customerB, `?categoryId=${cat.id}`)).total).toBe(1);
  });
});

describe('search', () => {
  it('finds the article in each language, accents folded and words stemmed, in the reader’s language', async () => {
    const article = await create({ texts: invoiceTexts });
    await create({ texts: [{ language: 'en-US', title: 'Opening hours', body: '<p>We open at nine.</p>' }] });

    const cases: [Auth, string, string][] = [
      [customerAPt, 'fatura', 'pt-PT'],
      [customerA, 'factura', 'es-ES'],
      [customerAEn, 'invoice', 'en-US'],
      [customerA, 'FACTURACION', 'es-ES'],
      [customerA, 'facturación', 'es-ES'],
      [customerAEn, 'invoices', 'en-US'],
      [customerAPt, 'serviços', 'pt-PT'],
      [customerAPt, 'servicos', 'pt-PT'],
      // Another language's word finds the article, shown in the reader's language.
      [customerAPt, 'invoice', 'pt-PT'],
    ];
    for (const [auth, word, language] of cases) {
      const found = await search(auth, `?search=${encodeURIComponent(word)}`);
      expect(found.items, word).toEqual([expect.objectContaining({ id: article.id, language })]);
    }
    console.log(`knowledge search: ${cases.length} queries in 3 languages (accents folded, stemmed) each found the one matching article`);
    expect((await search(customerA, '?search=zzzz')).total).toBe(0);
    // Operators of tsquery are only text: no error.
    expect((await search(customerA, `?search=${encodeURIComponent("fact:* & | ! ( ' \\")}`)).items).toHaveLength(1);
  });

  it('falls back to Spanish, then to any language, when the reader’s is missing', async () => {
    await create({ texts: [invoiceTexts[0]!, invoiceTexts[1]!] });
    await create({ texts: [{ language: 'en-US', title: 'Only English', body: '<p>English only</p>' }] });
    const items = (await search(customerAPt)).items;
    expect(items.map((i) => [i.title, i.language]).sort()).toEqual([
      ['Cómo leer su factura', 'es-ES'],
      ['Only English', 'en-US'],
    ]);
  });
});

describe('rich text', () => {
  it('stores bodies cleaned: scripts and event handlers are stripped', async () => {
    const article = await create({
      texts: [{ language: 'en-US', title: 'Safe', body: '<p onclick="x()">Hello<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a></p>' }],
    });
    const body = article.texts[0]!.body;
    expect(body).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(body).toContain('Hello');
    const refused = await t.app.inject({ method: 'POST', url: '/api/knowledge-articles', headers: backoffice, payload: { texts: [{ language: 'en-US', title: 'Empty', body: '<script>alert(1)</script>' }] } });
    expect(refused.statusCode).toBe(400);
    // Blocks stay apart as words: the list's last word and the next item's first are found.
    const list = await create({ texts: [{ language: 'en-US', title: 'Steps', body: '<ul><li>Open the portal.</li><li>Choose billing</li></ul>' }] });
    expect((await search(customerAEn, '?search=choose')).items.map((i) => i.id)).toEqual([list.id]);
    expect((await search(customerAEn, '?search=choose')).items[0]!.excerpt).toBe('Open the portal. Choose billing');
    // Script words never reach search.
    expect((await search(customerAEn, '?search=alert')).total).toBe(0);
  });
});

describe('suggestions', () => {
  it('ranks a title match above a body match and offers at most five', async () => {
    const inBody = await create({ texts: [{ language: 'en-US', title: 'Monthly statement', body: '<p>The statement also shows each unpaid invoice.</p>' }] });
    const inTitle = await create({ texts: [{ language: 'en-US', title: 'Invoice corrections', body: '<p>Ask us to correct a wrong amount.</p>' }] });
    for (let i = 0; i < 6; i++) await create({ texts: [{ language: 'en-US', title: `Amount note ${i}`, body: '<p>amount</p>' }] });
    const items = await suggest(customerAEn, 'My invoice has a wrong amount');
    expect(items).toHaveLength(5);
    expect(items[0]!.id).toBe(inTitle.id);
    expect(items.map((i) => i.id)).not.toContain(undefined);
    expect((await suggest(customerAEn, 'invoice')).map((i) => i.id)).toEqual([inTitle.id, inBody.id]);
    expect(await suggest(customerAEn, 'in')).toEqual([]);
    console.log(`knowledge suggest: "My invoice has a wrong amount" → ${items.length} articles, title match first`);
  });
});

describe('deflection', () => {
  it('counts forms not sent after an article was opened: answered at once, or after 24 h; a sent request does not count', async () => {
    const article = await create({ texts: invoiceTexts });
    const open = (auth: Auth, draftId: string) => t.app.inject({ method: 'POST', url: `/api/knowledge/articles/${article.id}/opened`, headers: auth, payload: { draftId } });
    const answered = crypto.randomUUID();
    const sent = crypto.randomUUID();
    const abandoned = crypto.randomUUID();
    const fresh = crypto.randomUUID();
    for (const d of [answered, sent, abandoned, fresh]) expect((await open(requesterA, d)).statusCode).toBe(204);
    expect((await open(requesterA, answered)).statusCode).toBe(204); // twice in one form: one opening
    // Another user cannot use someone's draft id.
    expect((await open(customerA, sent)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/knowledge/drafts/${sent}/answered`, headers: customerA })).statusCode).toBe(404);

    expect((await t.app.inject({ method: 'POST', url: `/api/knowledge/drafts/${answered}/answered`, headers: requesterA })).statusCode).toBe(204);
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: requesterA,
      payload: { type: 'Service', title: 'Invoice', description: 'Wrong amount', siteId: a.site.id, draftId: sent },
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const db = t.database.db;
    expect((await db.select().from(kbDrafts).where(eq(kbDrafts.id, sent)))[0]).toMatchObject({ ticketId: ticket.json().id });
    await db
      .update(kbDraftOpens)
      .set({ openedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(kbDraftOpens.draftId, abandoned));

    // Views count customers' readings.
    await t.app.inject({ url: `/api/knowledge/articles/${article.id}`, headers: customerA });
    await t.app.inject({ url: `/api/knowledge/articles/${article.id}`, headers: customerB });
    await t.app.inject({ url: `/api/knowledge/articles/${article.id}`, headers: backoffice });

    const { stats } = await staffArticle(article.id);
    expect(stats).toEqual({ views: 2, opens: 4, deflected: 2 });
    console.log(`knowledge deflection: 4 forms opened the article, 1 sent, 1 answered, 1 left 25 h, 1 fresh → ${stats.deflected} requests not sent after reading`);
  });
});

describe('back office', () => {
  it('audits every change of categories and articles', async () => {
    const cat = (await t.app.inject({ method: 'POST', url: '/api/knowledge-categories', headers: backoffice, payload: { names: { 'en-US': 'Billing' } } })).json();
    const cat2 = (await t.app.inject({ method: 'POST', url: '/api/knowledge-categories', headers: backoffice, payload: { names: { 'en-US': 'Access' } } })).json();
    expect((await t.app.inject({ method: 'PUT', url: `/api/knowledge-categories/${cat.id}`, headers: backoffice, payload: { names: { 'en-US': 'Invoices' } } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/knowledge-categories/reorder', headers: backoffice, payload: { ids: [cat2.id, cat.id] } })).statusCode).toBe(204);
    const names = (await t.app.inject({ url: '/api/knowledge/categories', headers: backoffice })).json().items.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Access', 'Invoices']);
    expect(await auditRowsOf(t.database.db, 'knowledge', cat.id)).toHaveLength(2);

    const article = await create({ categoryId: cat.id, texts: invoiceTexts });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/knowledge-articles/${article.id}`,
      headers: backoffice,
      payload: { categoryId: cat.id, visibility: 'companies', companyIds: [b.company.id], texts: [invoiceTexts[0]] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ status: 'published', visibility: 'companies', companyIds: [b.company.id], texts: [{ language: 'en-US' }] });
    expect((await search(customerA)).total).toBe(0);
    expect((await search(customerB)).total).toBe(1);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/knowledge-categories/${cat.id}`, headers: backoffice })).statusCode).toBe(204);
    expect((await staffArticle(article.id)).categoryId).toBeNull();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/knowledge-articles/${article.id}`, headers: backoffice })).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/knowledge-articles/${article.id}`, headers: backoffice })).statusCode).toBe(404);
    // created, published, changed, deleted
    expect(await auditRowsOf(t.database.db, 'knowledge', article.id)).toHaveLength(4);
    const bad = await t.app.inject({ method: 'POST', url: '/api/knowledge-articles', headers: backoffice, payload: { visibility: 'companies', texts: invoiceTexts } });
    expect(bad.statusCode).toBe(400);
  });
});
