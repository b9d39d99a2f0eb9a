import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from './errors.ts';
import { loadPageRenderer, type PageRenderer } from './page-render.ts';
import type { Principal } from './policy.ts';

const API_PREFIXES = ['/api/', '/token', '/health/'];

/**
 * Serves the built web app (when there is one), including /meta.json with its build date, with a fallback to index.html for client routes;
 * every other unknown path is a problem+json 404.
 *
 * Files are looked up on disk at each request, index.html included: a build written under a
 * running server is served whole, its page with its own chunks, once it is written (listing the
 * files at start served the new page but answered its new chunks 404: a blank page). A tab still
 * on the old build learns of the new one from meta.json and reloads.
 *
 * A page is rendered on the server when the server build is there (plugins/page-render.ts):
 * answered `private, no-store`, since it may hold the reader's data; when it goes unrendered,
 * index.html is sent and the browser draws it, as before.
 */
export interface WebOptions {
  webDistDir: string;
  /** The server render's build; null: no page is rendered on the server. */
  ssrDir: string | null;
  authenticate: (token: string) => Promise<Principal>;
}

export default fp(
  async (app, opts: WebOptions) => {
    const indexFile = path.join(opts.webDistDir, 'index.html');
    const hasWeb = fs.existsSync(indexFile);
    const renderer: PageRenderer | null = hasWeb && opts.ssrDir ? await loadPageRenderer(app, { ssrDir: opts.ssrDir, indexFile, authenticate: opts.authenticate }) : null;
    // A rendered page crosses the network compressed (brotli at a quality quick enough to do per
    // request, or gzip): a phone's first round trip carries all of it. Nothing else is compressed
    // here (the build's files are stored compressed, the API answers as before).
    if (renderer) await app.register(fastifyCompress, { global: false, threshold: 0, syncThreshold: 256 * 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } });
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.webDistDir,
        wildcard: true,
        // `/` is a page like every client route (its own route below sends or renders it).
        index: false,
        // The build's manifest (.vite/) is the server's to read, not a file to serve.
        allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
        // The build writes .br and .gz copies (web/vite.config.ts); the accepted one is sent.
        preCompressed: true,
        setHeaders: (res, filePath) => {
          // Hashed assets never change; meta.json is what tells a stale tab to reload. Everything
          // else, the service worker (sw.js) and its manifest first, is revalidated on every
          // request, so a deploy reaches the browser at the next visit, not after a cache expiry.
          const name = path.basename(filePath).replace(/\.(?:br|gz)$/, '');
          if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
          else if (name === 'meta.json') res.header('cache-control', 'no-store');
          else res.header('cache-control', 'no-cache');
          if (name === 'manifest.webmanifest') res.header('content-type', 'application/manifest+json; charset=utf-8');
        },
      });
    }

    if (hasWeb) app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, renderer));

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isApi = API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));
      const pageAddress = hasWeb && !isApi && !path.extname(url);
      if (pageAddress && (request.method === 'GET' || request.method === 'HEAD')) return sendPage(request, reply, renderer);
      // A form of a rendered page sent before the app took the page over (its forms are
      // method="post", so nothing typed lands in an address): the page again, to be filled in the app.
      if (pageAddress && request.method === 'POST') return reply.header('cache-control', 'no-store').redirect(request.url, 303);
      return sendProblem(request, reply, 404, 'NOT_FOUND');
    });
  },
  { name: 'web' },
);

async function sendPage(request: FastifyRequest, reply: FastifyReply, renderer: PageRenderer | null) {
  const page = renderer && (await renderer.render(request));
  // Whether it is rendered depends on the session cookie and the reader's language.
  reply.header('vary', 'Cookie, Accept-Language');
  if (!page) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  if (page.kind === 'redirect') return reply.header('cache-control', 'private, no-store').redirect(page.location, page.status);
  return reply.code(page.status).header('cache-control', 'private, no-store').type('text/html; charset=utf-8').compress(page.body);
}
