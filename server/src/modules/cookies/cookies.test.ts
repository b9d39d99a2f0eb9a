import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookieNotices } from '@/db/schema/policies.ts';
import { auditRowsOf } from '../../../test/audit.ts';
import { buildContact, buildStaff } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let backoffice: { authorization: string };
let admin: { authorization: string };
let customer: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  backoffice = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Backoffice')).id);
  admin = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Admin')).id);
  customer = await sessionFor(t.database.db, (await buildContact(t.database.db)).id);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(cookieNotices);
});

const latest = async (localeCode?: string) => {
  const res = await t.app.inject({ url: '/api/Backoffice/Cookie/GetTheLatestCookie', query: localeCode === undefined ? {} : { localeCode } });
  expect(res.statusCode).toBe(200);
  return res.json() as { title: string; text: string };
};

async function create(language: string, title: string, text = `<p>${title} text</p>`, headers = backoffice, schedule: { visibleFrom?: string | null; visibleUntil?: string | null } = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/cookie-notices', headers, payload: { language, title, text, ...schedule } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; text: string; publishedAt: string | null };
}
const publish = (id: string, headers = backoffice) => t.app.inject({ method: 'POST', url: `/api/cookie-notices/${id}/publish`, headers });

describe('GET /api/Backoffice/Cookie/GetTheLatestCookie', () => {
  it('answers empty strings with no token when nothing is published, and never serves a draft', async () => {
    expect(await latest('en-US')).toEqual({ title: '', text: '' });
    await create('en-US', 'Draft');
    expect(await latest('en-US')).toEqual({ title: '', text: '' });
    expect(await latest()).toEqual({ title: '', text: '' });
  });

  it('matches browser tags, falls back to Spanish, then to any language', async () => {
    const pt = await create('pt-PT', 'Cookies PT');
    expect((await publish(pt.id)).statusCode).toBe(200);
    // Only Portuguese is published: every language gets it.
    expect((await latest('en-GB')).title).toBe('Cookies PT');
    expect((await latest('pt-BR')).title).toBe('Cookies PT');
    expect((await latest()).title).toBe('Cookies PT');

    const es = await create('es-ES', 'Cookies ES');
    await publish(es.id);
    expect((await latest('en-GB')).title).toBe('Cookies ES');
    expect((await latest('xx')).title).toBe('Cookies ES');
    expect((await latest('pt-BR')).title).toBe('Cookies PT');
    expect((await latest('es')).title).toBe('Cookies ES');

    const en1 = await create('en-US', 'Cookies EN 1');
    await publish(en1.id);
    const en2 = await create('en-US', 'Cookies EN 2');
    await publish(en2.id);
    await create('en-US', 'Cookies EN draft');
    expect(await latest('en-GB')).toEqual({ title: 'Cookies EN 2', text: '<p>Cookies EN 2 text</p>' });

    // Unpublished again: the older published one is served.
    expect((await t.app.inject({ method: 'POST', url: `/api/cookie-notices/${en2.id}/unpublish`, headers: backoffice })).json().publishedAt).toBeNull();
    expect((await latest('en-US')).title).toBe('Cookies EN 1');
  });

  it('serves a published notice only inside its schedule: before, inside and after the window', async () => {
    const hour = 3_600_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const always = await create('en-US', 'Cookies always');
    await publish(always.id);
    const upcoming = await create('en-US', 'Cookies upcoming', undefined, backoffice, { visibleFrom: at(hour), visibleUntil: at(2 * hour) });
    await publish(upcoming.id);
    // Before its window: the newer notice is not served yet.
    expect((await latest('en-US')).title).toBe('Cookies always');

    const current = await create('en-US', 'Cookies now', undefined, backoffice, { visibleFrom: at(-hour), visibleUntil: at(hour) });
    await publish(current.id);
    // Inside its window: served.
    expect((await latest('en-US')).title).toBe('Cookies now');

    const ended = await create('en-US', 'Cookies ended', undefined, backoffice, { visibleFrom: at(-2 * hour), visibleUntil: at(-hour) });
    await publish(ended.id);
    // After its window: left out, newest or not.
    expect((await latest('en-US')).title).toBe('Cookies now');

    // The window decides the fallback too: a Portuguese reader gets Spanish only while it is shown.
    const es = await create('es-ES', 'Cookies ES later', undefined, backoffice, { visibleFrom: at(hour) });
    await publish(es.id);
    expect((await latest('pt-PT')).title).toBe('Cookies now');
    await t.app.inject({ method: 'PUT', url: `/api/cookie-notices/${es.id}`, headers: backoffice, payload: { language: 'es-ES', title: 'Cookies ES', text: '<p>ES</p>', visibleFrom: at(-hour) } });
    expect((await latest('pt-PT')).title).toBe('Cookies ES');
  });
});

describe('staff cookie notices', () => {
  it('creates, lists per language, updates, publishes and deletes, each audited', async () => {
    const created = await create('en-US', 'Cookies', '<p>Hello</p>', admin);
    expect(created.publishedAt).toBeNull();
    await create('es-ES', 'Cookies ES');

    const list = (query: Record<string, string>) => t.app.inject({ url: '/api/cookie-notices', headers: backoffice, query });
    const all = (await list({})).json();
    expect(all.total).toBe(2);
    const en = (await list({ language: 'en-US', pageSize: '1' })).json();
    expect(en).toMatchObject({ total: 1, page: 1, pageSize: 1 });
    expect(en.items[0]).toMatchObject({ id: created.id, language: 'en-US', title: 'Cookies', text: '<p>Hello</p>', publishedAt: null });
    expect((await list({ language: 'fr-FR' })).statusCode).toBe(400);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/cookie-notices/${created.id}`,
      headers: backoffice,
      payload: { language: 'en-US', title: '  Our cookies ', text: '<p>New</p>' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Our cookies', text: '<p>New</p>', visibleFrom: null, visibleUntil: null });

    const scheduled = await t.app.inject({
      method: 'PUT',
      url: `/api/cookie-notices/${created.id}`,
      headers: backoffice,
      payload: { language: 'en-US', title: 'Our cookies', text: '<p>New</p>', visibleFrom: '2027-01-01T09:00:00+01:00', visibleUntil: null },
    });
    expect(scheduled.json()).toMatchObject({ visibleFrom: '2027-01-01T08:00:00.000Z', visibleUntil: null });
    expect((await list({ language: 'en-US' })).json().items[0]).toMatchObject({ visibleFrom: '2027-01-01T08:00:00.000Z', visibleUntil: null });

    const published = await publish(created.id);
    expect(published.json().publishedAt).not.toBeNull();

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/cookie-notices/${created.id}`, headers: backoffice });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cookie-notices/${created.id}`, headers: backoffice })).statusCode).toBe(404);
    expect((await publish(created.id)).statusCode).toBe(404);

    const audit = (await auditRowsOf(t.database.db, 'cookies', created.id)).map((r) => r.shortMessage);
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/created/),
        expect.stringMatching(/changed/),
        expect.stringMatching(/published/),
        expect.stringMatching(/deleted/),
      ]),
    );
  });

  it('stores the text cleaned of scripts, handlers and javascript: links, and refuses what is empty once cleaned', async () => {
    const dirty = '<p onclick="alert(1)">Hi <a href="javascript:alert(1)">x</a><script>alert(2)</script><img src=x onerror=alert(3)></p>';
    const created = await create('en-US', 'XSS', dirty);
    const [stored] = await t.database.db.select().from(cookieNotices).where(eq(cookieNotices.id, created.id));
    expect(stored!.text).toBe('<p>Hi <a target="_blank" rel="noopener noreferrer">x</a></p>');
    expect(created.text).toBe(stored!.text);

    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/cookie-notices', headers: backoffice, payload });
    for (const payload of [
      { language: 'en-US', title: 'Empty', text: '<script>alert(1)</script>' },
      { language: 'en-US', title: '   ', text: '<p>x</p>' },
      { language: 'en-US', title: 'x'.repeat(201), text: '<p>x</p>' },
      { language: 'en-US', title: 'Long', text: `<p>${'x'.repeat(20_000)}</p>` },
      { language: 'fr-FR', title: 'Lang', text: '<p>x</p>' },
      { language: 'en-US', title: 'Backwards', text: '<p>x</p>', visibleFrom: '2027-02-01T00:00:00Z', visibleUntil: '2027-01-01T00:00:00Z' },
      { language: 'en-US', title: 'Empty window', text: '<p>x</p>', visibleFrom: '2027-01-01T00:00:00Z', visibleUntil: '2027-01-01T00:00:00Z' },
      { language: 'en-US', title: 'Not a date', text: '<p>x</p>', visibleFrom: 'tomorrow' },
    ]) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses customers and anonymous callers on the staff routes', async () => {
    const created = await create('en-US', 'Cookies');
    const calls = [
      { method: 'GET' as const, url: '/api/cookie-notices' },
      { method: 'POST' as const, url: '/api/cookie-notices', payload: { language: 'en-US', title: 'x', text: '<p>x</p>' } },
      { method: 'PUT' as const, url: `/api/cookie-notices/${created.id}`, payload: { language: 'en-US', title: 'x', text: '<p>x</p>' } },
      { method: 'POST' as const, url: `/api/cookie-notices/${created.id}/publish` },
      { method: 'POST' as const, url: `/api/cookie-notices/${created.id}/unpublish` },
      { method: 'DELETE' as const, url: `/api/cookie-notices/${created.id}` },
    ];
    for (const call of calls) {
      expect((await t.app.inject({ ...call, headers: customer })).statusCode, `${call.method} ${call.url}`).toBe(403);
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    const [stored] = await t.database.db.select().from(cookieNotices).where(eq(cookieNotices.id, created.id));
    expect(stored).toMatchObject({ title: 'Cookies', publishedAt: null });
  });
});
