import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '@/lib/errors.ts';
import { BuildMeta, HealthResponse } from '@customer-hub/contract/account';
import { sendProblem } from '@/plugins/errors.ts';

/** Liveness, readiness and the build date the web app compares itself with. */
const routes: FastifyPluginAsyncZod<{ webDistDir: string }> = async (app, opts) => {
  app.get(
    '/health/live',
    { config: { policy: 'public' }, schema: { tags: ['system'], summary: 'The process is up', response: { 200: HealthResponse } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      config: { policy: 'public' },
      schema: { tags: ['system'], summary: 'The database answers', response: { 200: HealthResponse } },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const };
      } catch {
        return sendProblem(request, reply, 503, 'SERVICE_UNAVAILABLE');
      }
    },
  );

  app.get(
    '/meta.json',
    {
      config: { policy: 'public' },
      schema: { tags: ['system'], summary: 'Build date of the served web app', response: { 200: BuildMeta } },
    },
    async (_request, reply) => {
      const text = await fs.readFile(path.join(opts.webDistDir, 'meta.json'), 'utf8').catch(() => undefined);
      if (!text) throw notFound('Web build');
      reply.header('cache-control', 'no-store');
      return BuildMeta.parse(JSON.parse(text));
    },
  );
};

export default routes;
