import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

const BIG_SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'row ${i}'`).join(', ')}];\n`;
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ch-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Customer Hub</title><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'big-def456.js'), BIG_SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets', 'big-def456.js.br'), zlib.brotliCompressSync(BIG_SCRIPT));
  fs.writeFileSync(path.join(dist, 'assets', 'big-def456.js.gz'), zlib.gzipSync(BIG_SCRIPT));
  fs.writeFileSync(path.join(dist, 'meta.json'), JSON.stringify({ buildDate: '2026-11-21T10:00:00.000Z' }));
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Customer Hub' }));
  fs.writeFileSync(path.join(dist, 'offline.html'), '<!doctype html><title>Offline</title>');
  t = await buildTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('answers client routes with index.html, not cached', async () => {
    for (const url of ['/', '/signin', '/dashboard/Home', '/dashboard/CurrentAccount?x=1', '/RecoverPassword']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the compressed copy the browser accepts, the plain file otherwise', async () => {
    const br = await t.app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 2);

    const gz = await t.app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await t.app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('answers /meta.json with the build date, never cached', async () => {
    const res = await t.app.inject({ url: '/meta.json' });

    expect(res.json()).toEqual({ buildDate: '2026-11-21T10:00:00.000Z' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves the service worker as a script the browser always revalidates', async () => {
    const res = await t.app.inject({ url: '/sw.js' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the web app manifest and the offline page, always revalidated', async () => {
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    const offline = await t.app.inject({ url: '/offline.html' });

    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(offline.headers['content-type']).toMatch(/^text\/html/);
    expect(offline.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing service worker with a 404, not the page (the localhost check unregisters it)', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'ch-web-bare-'));
    fs.writeFileSync(path.join(bare, 'index.html'), '<!doctype html><div id="root"></div>');
    const noWorker = await buildTestApp({ webDistDir: bare });
    try {
      const res = await noWorker.app.inject({ url: '/sw.js' });

      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/javascript|text\/html/);
    } finally {
      await noWorker.close();
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });

  it('does not answer API paths or missing files with the page', async () => {
    expect((await t.app.inject({ url: '/api/unknown' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('sends a strict Content-Security-Policy and other security headers', async () => {
    const res = await t.app.inject({ url: '/signin' });
    const csp = String(res.headers['content-security-policy']);

    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/img-src[^;]*https:\/\/tile\.openstreetmap\.org/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('sends a build file only the headers a subresource uses, the service worker and pages every one', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['strict-transport-security']).toBeDefined();
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster']) expect(asset.headers[name]).toBeUndefined();
    // A worker runs under its own script's policy; a page under its own.
    for (const url of ['/sw.js', '/signin']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['x-frame-options'], url).toBeDefined();
    }
  });
});

describe('a build written under the running server', () => {
  const page = (hash: string) =>
    `<!doctype html><title>Customer Hub</title><script type="module" src="/assets/index-${hash}.js"></script>` +
    `<link rel="modulepreload" href="/assets/vendor-${hash}.js"><link rel="stylesheet" href="/assets/index-${hash}.css"><div id="root"></div>`;
  const writeBuild = (dir: string, hash: string) => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), page(hash));
    for (const file of [`index-${hash}.js`, `vendor-${hash}.js`, `index-${hash}.css`]) fs.writeFileSync(path.join(dir, 'assets', file), `/* ${hash} */`);
    fs.writeFileSync(path.join(dir, 'meta.json'), JSON.stringify({ buildDate: hash }));
  };
  /** Every asset the page at `url` names answers 200: the page can start. */
  const pageStarts = async (app: TestApp['app'], url: string) => {
    const html = (await app.inject({ url })).body;
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    const answers = await Promise.all(assets.map(async (a) => [a, (await app.inject({ url: a })).statusCode] as const));
    return { html, assets, answers };
  };

  it('serves the new page with its own chunks, not the new page with 404s', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ch-web-rebuilt-'));
    writeBuild(dir, 'old111');
    const running = await buildTestApp({ webDistDir: dir });
    try {
      expect((await pageStarts(running.app, '/')).answers.every(([, status]) => status === 200)).toBe(true);

      writeBuild(dir, 'new222');

      for (const url of ['/', '/dashboard/Home']) {
        const { html, assets, answers } = await pageStarts(running.app, url);
        expect(html).toContain('index-new222.js');
        expect(assets).toHaveLength(3);
        expect(answers).toEqual(assets.map((a) => [a, 200]));
      }
      expect((await running.app.inject({ url: '/meta.json' })).json()).toEqual({ buildDate: 'new222' });
      expect((await running.app.inject({ url: '/assets/index-old111.js' })).statusCode).toBe(404);
    } finally {
      await running.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('without a built web app', () => {
  it('answers /meta.json with 404 and health checks still work', async () => {
    const bare = await buildTestApp();
    try {
      expect((await bare.app.inject({ url: '/meta.json' })).statusCode).toBe(404);
      expect((await bare.app.inject({ url: '/health/live' })).json()).toEqual({ status: 'ok' });
      expect((await bare.app.inject({ url: '/health/ready' })).json()).toEqual({ status: 'ok', notifications: 'postgres' });
    } finally {
      await bare.close();
    }
  });
});

describe('map tiles', () => {
  it('answers the configured tile server and allows only its host for images', async () => {
    const custom = await buildTestApp({ mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png' });
    try {
      const user = await (await import('../../test/factories.ts')).buildContact(custom.database.db);
      const headers = await (await import('../../test/helpers.ts')).sessionFor(custom.database.db, user.id);
      const res = await custom.app.inject({ url: '/api/settings/map', headers });

      expect(res.json()).toEqual({ tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/img-src[^;]*https:\/\/tiles\.example\.com/);
      expect(csp).not.toContain('openstreetmap');
    } finally {
      await custom.close();
    }
  });
});

describe('API answers', () => {
  it('are never stored by a browser or proxy (Cache-Control: no-store), signed in or not, error or not', async () => {
    const { buildContact } = await import('../../test/factories.ts');
    const { sessionFor } = await import('../../test/helpers.ts');
    const headers = await sessionFor(t.database.db, (await buildContact(t.database.db)).id);
    for (const [url, auth] of [
      ['/api/Backoffice/User/GetUserVM', headers],
      ['/api/Account/GetUserLanguage', headers],
      ['/api/Backoffice/User/GetUserVM', {}],
      ['/api/unknown', headers],
      ['/api/account/password-policy', {}],
    ] as const) {
      const res = await t.app.inject({ url, headers: auth });
      expect(res.headers['cache-control'], `${url} → ${res.statusCode}`).toBe('no-store');
    }
    const token = await t.app.inject({ method: 'POST', url: '/token', payload: { username: 'nobody', password: 'wrong-password' } });
    expect(token.headers['cache-control']).toBe('no-store');
  });

  it('refuse other sites’ pages (no CORS) unless CORS_ORIGINS names them', async () => {
    const preflight = { method: 'OPTIONS' as const, url: '/api/Backoffice/User/GetUserVM', headers: { origin: 'https://portal.example.com', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } };
    const closed = await t.app.inject(preflight);
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();

    const open = await buildTestApp({ corsOrigins: ['https://portal.example.com'] });
    try {
      const allowed = await open.app.inject(preflight);
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://portal.example.com');
      const other = await open.app.inject({ ...preflight, headers: { ...preflight.headers, origin: 'https://evil.example.net' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }
  });
});

describe('API documentation', () => {
  it('is not served in production unless OPENAPI_UI turns it on', async () => {
    const { loadConfig } = await import('../config.ts');
    const database = { DATABASE_URL: 'postgres://db.example/hub', PUBLIC_URL: 'https://portal.example.com' };
    expect(loadConfig({ NODE_ENV: 'production', ...database }).openApiUi).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...database, OPENAPI_UI: 'true' }).openApiUi).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', ...database }).openApiUi).toBe(true);
    const off = await buildTestApp({ openApiUi: false });
    try {
      expect((await off.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
      expect((await off.app.inject({ url: '/api/docs/' })).statusCode).toBe(404);
      expect(Object.keys((off.app.swagger() as { paths: object }).paths).length).toBeGreaterThan(50);
    } finally {
      await off.close();
    }
  });

  it('is served by the demo (`npm start` runs it in production mode), unless OPENAPI_UI turns it off', async () => {
    const { loadConfig } = await import('../config.ts');
    expect(loadConfig({ NODE_ENV: 'production' }).openApiUi).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/hub', DEMO: '1' }).openApiUi).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', OPENAPI_UI: '0' }).openApiUi).toBe(false);
  });

  it('is where the start banner says, or the banner says how to turn it on', async () => {
    const { loadConfig } = await import('../config.ts');
    const { startBanner } = await import('../banner.ts');
    const demo = startBanner(loadConfig({ NODE_ENV: 'production', PORT: '3100' }), 'pglite', []);
    const production = startBanner(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/hub', PUBLIC_URL: 'https://portal.example.com' }), 'postgres', []);

    expect(demo).toContain('API documentation: http://localhost:3100/api/docs');
    expect(production).not.toContain('http://localhost:3000/api/docs');
    expect(production).toContain('OPENAPI_UI=1');
    // The document to generate a client from, and the integrators' page, are there either way.
    expect(production).toContain('/Connect  (API document: http://localhost:3000/api/openapi.json)');
  });

  it('serves the OpenAPI document listing the spec calls', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    const doc = res.json();

    expect(res.statusCode).toBe(200);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/token', '/api/Backoffice/User/GetUserVM', '/api/Account/GetUserLanguage']));
    expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
  });
});
