import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sendProblem } from './errors.ts';

const API_PREFIXES = ['/api/', '/token', '/health/'];

/**
 * Serves the built web app (when there is one), including /meta.json with its build date, with a fallback to index.html for client routes;
 * every other unknown path is a problem+json 404.
 *
 * Files are looked up on disk at each request, index.html included: a build written under a
 * running server is served whole, its page with its own chunks, once it is written (listing the
 * files at start served the new page but answered its new chunks 404: a blank page). A tab still
 * on the old build learns of the new one from meta.json and reloads.
 */
export default fp(
  async (app, opts: { webDistDir: string }) => {
    const indexFile = path.join(opts.webDistDir, 'index.html');
    const hasWeb = fs.existsSync(indexFile);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.webDistDir,
        wildcard: true,
        // `/` is the page, as every client route is (the not-found handler sends it).
        index: 'index.html',
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

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isApi = API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !path.extname(url);
      if (hasWeb && wantsPage) {
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
      }
      return sendProblem(request, reply, 404, 'NOT_FOUND');
    });
  },
  { name: 'web' },
);
