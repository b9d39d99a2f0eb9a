import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContact, buildStaff } from '../../test/factories.ts';
import { asCookie, buildTestApp, sessionFor, viewAsSessionFor, type TestApp } from '../../test/helpers.ts';
import { acceptedLanguage } from './page-render.ts';

/*
 * The server's side of rendering a page (DESIGN.md §9), with a stand-in for the web's server build
 * that shows what it was handed: the request's language, width guess and storage, and what its
 * in-process call to the API answered. The real build's pages are checked in the browser
 * (e2e/tests/server-render.spec.ts).
 */
const STAND_IN = `
let source = () => undefined;
export const SERVER_STATE_ID = 'ch-server-state';
export function setRequestScopeSource(next) { source = next; }
export class MemoryStorage {
  constructor(seed = {}) { this.items = new Map(Object.entries(seed)); }
  getItem(key) { return this.items.get(key) ?? null; }
}
export async function render(url) {
  const scope = source();
  const { pathname } = new URL(url);
  if (pathname === '/signin/broken') throw new Error('the page failed to render');
  if (pathname === '/signin/moved') return { kind: 'redirect', status: 302, location: '/signin' };
  const user = await scope.fetch('/api/Backoffice/User/GetUserVM');
  const who = user.ok ? (await user.json()).userName : user.status;
  const expires = scope.storage.getItem('tokenExpires') ? 'session' : 'none';
  if (pathname === '/dashboard/Home') scope.modules.add('src/home-page.tsx').add('src/shell-layout.tsx');
  return { kind: 'page', status: 200, html: '<p>' + [scope.language, scope.viewportWidth, scope.timeZone, expires, who].join(' ') + '</p>', state: '{"a":"\\\\u003c/script>"}', language: scope.language, direction: 'ltr' };
}
`;

let t: TestApp;
let dir: string;
let contact: Awaited<ReturnType<typeof buildContact>>;
let staff: Awaited<ReturnType<typeof buildStaff>>;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ch-render-'));
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="es-ES" dir="ltr"><head><title>Customer Hub</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>');
  // The client build's manifest: the entry, Home's page with a shared chunk, the shell's group chunk
  // (which holds the shell's layout module: module-chunks.json) and the dictionaries.
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index.css'] },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
      '_cards.js': { file: 'assets/cards.js', imports: ['_shared.js'], css: ['assets/cards.css'] },
      'src/home-page.tsx': { file: 'assets/home-page.js', isDynamicEntry: true, imports: ['index.html', '_cards.js'], css: ['assets/home-page.css'] },
      '_shell-s1.js': { file: 'assets/shell-s1.js', imports: ['index.html', '_cards.js'], css: ['assets/shell-s1.css'] },
      '../contract/src/i18n/en-US.json?part=first': { file: 'assets/en-US-first-a1.js', isDynamicEntry: true },
      '../contract/src/i18n/en-US.json?part=rest': { file: 'assets/en-US-rest-a2.js', isDynamicEntry: true },
      '../contract/src/i18n/pt-PT.json?part=first': { file: 'assets/pt-PT-first-b2.js', isDynamicEntry: true },
      '../contract/src/i18n/pt-PT.json?part=rest': { file: 'assets/pt-PT-rest-b3.js', isDynamicEntry: true },
    }),
  );
  fs.writeFileSync(path.join(dist, '.vite', 'module-chunks.json'), JSON.stringify({ 'src/shell-layout.tsx': 'assets/shell-s1.js' }));
  fs.mkdirSync(path.join(dir, 'dist-ssr'));
  fs.writeFileSync(path.join(dir, 'dist-ssr', 'render.js'), STAND_IN);
  t = await buildTestApp({ webDistDir: dist, webSsrDir: path.join(dir, 'dist-ssr'), serverRender: true });
  contact = await buildContact(t.database.db, { language: 'pt-PT' });
  staff = await buildStaff(t.database.db, 'Backoffice');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const rootOf = (body: string) => /<div id="root">(.*?)<\/div>/.exec(body)?.[1];

describe('a page rendered on the server', () => {
  it('renders a public page in the language the browser asks for, private and never stored', async () => {
    const res = await t.app.inject({ url: '/signin', headers: { 'accept-language': 'fr-FR, es;q=0.8, en;q=0.5' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toBe('Cookie, Accept-Language');
    expect(res.body).toContain('<html lang="es-ES" dir="ltr" data-mantine-color-scheme="light" data-server-rendered>');
    // Without a session the page's call is refused, as the browser's would be.
    expect(rootOf(res.body)).toBe('<p>es-ES 1280  none 401</p>');
    // The state rides in a JSON block (no inline script runs under the CSP), before the app's script.
    expect(res.body).toMatch(/<script type="application\/json" id="ch-server-state">\{"a":"\\u003c\/script>"\}<\/script><script type="module"/);
  });

  it('renders a signed-in page for the session of its cookie, in the user\'s language, with their answers, the phone width and the time zone their browser said', async () => {
    const headers = asCookie(await sessionFor(t.database.db, contact.id));
    const res = await t.app.inject({
      url: '/dashboard/Home',
      headers: { cookie: `${headers.cookie}; ch_tz=Europe%2FLisbon; ch_lang=en-US`, 'sec-ch-ua-mobile': '?1' },
    });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe(`<p>pt-PT 390 Europe/Lisbon session ${contact.userName}</p>`);
  });

  it('sends a rendered page compressed as the browser accepts (brotli, else gzip), whole once decompressed', async () => {
    const plain = await t.app.inject({ url: '/signin', headers: { 'accept-language': 'en-US' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ url: '/signin', headers: { 'accept-language': 'en-US', 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await t.app.inject({ url: '/signin', headers: { 'accept-language': 'en-US', 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it("links in its head the styles of the parts it rendered and the first part of the reader's dictionary, after its content their code, nothing index.html already loads", async () => {
    const headers = asCookie(await sessionFor(t.database.db, contact.id));
    const res = await t.app.inject({ url: '/dashboard/Home', headers });
    const linksIn = (html: string) => [...html.matchAll(/<link rel="(stylesheet|modulepreload)" crossorigin href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(linksIn(head)).toEqual(['stylesheet /assets/cards.css', 'stylesheet /assets/home-page.css', 'stylesheet /assets/shell-s1.css', 'modulepreload /assets/pt-PT-first-b2.js']);
    // The page's chunks after the content (and after the state the app hydrates from), a module in a group's chunk by that chunk.
    const afterContent = res.body.slice(res.body.indexOf('</script>', res.body.indexOf('<div id="root">')));
    expect(linksIn(afterContent)).toEqual(['modulepreload /assets/cards.js', 'modulepreload /assets/home-page.js', 'modulepreload /assets/shell-s1.js']);
    const signin = await t.app.inject({ url: '/signin', headers: { 'accept-language': 'en-US' } });
    expect(signin.body).toContain('<link rel="modulepreload" crossorigin href="/assets/en-US-first-a1.js"></head>');
    expect(signin.body).not.toContain('stylesheet');
    // The manifest is the server's, not a file the web serves.
    expect((await t.app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('takes the remembered language (ch_lang) before Accept-Language when nobody is signed in, and ignores a time zone Intl does not know', async () => {
    const res = await t.app.inject({ url: '/Request', headers: { cookie: 'ch_lang=pt-PT; ch_tz=Mars%2FOlympus', 'accept-language': 'en-US', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile/15E148' } });
    expect(rootOf(res.body)).toBe('<p>pt-PT 390  none 401</p>');
  });

  it('sends a signed-in page unrendered without a live session, and for a view-as session (its banner state lives in the browser)', async () => {
    for (const headers of [{}, { cookie: 'ch_session=not-a-session-token-at-all-0000' }, asCookie(await viewAsSessionFor(t.database.db, contact.id, staff.id))]) {
      const res = await t.app.inject({ url: '/dashboard/CurrentAccount', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(rootOf(res.body)).toBe('');
      expect(res.body).not.toContain('data-server-rendered');
    }
  });

  it('falls back to the unrendered page when rendering fails, never a 500 or a stack', async () => {
    const res = await t.app.inject({ url: '/signin/broken' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('failed to render');
  });

  it('answers a redirect the routes ask for', async () => {
    const res = await t.app.inject({ url: '/signin/moved' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/signin');
  });

  it('sends a form posted to a page before the app took it over back to the page, its fields in no address', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/signin?from=x', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=ana&password=secret' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/signin?from=x');
    expect(res.headers['cache-control']).toBe('no-store');
    // The API's own addresses still answer 404 to a POST they do not know.
    const api = await t.app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} });
    expect(api.statusCode).toBe(404);
  });

  it('sends every page unrendered when rendering is off', async () => {
    const off = await buildTestApp({ webDistDir: path.join(dir, 'dist'), webSsrDir: path.join(dir, 'dist-ssr'), serverRender: false });
    try {
      const res = await off.app.inject({ url: '/signin' });
      expect(rootOf(res.body)).toBe('');
      expect(res.headers['cache-control']).toBe('no-cache');
    } finally {
      await off.close();
    }
  });
});

describe('acceptedLanguage', () => {
  it.each([
    ['pt-BR,pt;q=0.9,en;q=0.8', 'pt-PT'],
    ['fr-FR, de;q=0.9, es;q=0.1', 'es-ES'],
    ['en;q=0.2, es;q=0.9', 'es-ES'],
    ['*', undefined],
    ['fr, de', undefined],
    ['es;q=0, en', 'en-US'],
  ])('%s → %s', (header, expected) => {
    expect(acceptedLanguage(header)).toBe(expected);
  });
});
