import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse } from '@customer-hub/contract/account';
import { RETRY_AFTER_SECONDS, sendProblem } from '@/plugins/errors.ts';

/** Liveness and readiness for a load balancer or orchestrator. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/live',
    { config: { policy: 'public' }, schema: { tags: ['system'], operationId: 'getLiveness', summary: 'The process is up', response: { 200: HealthResponse } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['system'],
        operationId: 'getReadiness',
        summary: 'The database answers',
        description: 'Also says what carries live notifications between instances now, and whether a configured Redis is reached (the app serves without it).',
        response: { 200: HealthResponse },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return {
          status: 'ok' as const,
          notifications: app.notifications.bus.transport(),
          ...(app.redis && { redis: app.redis.status === 'ready' ? ('reachable' as const) : ('unreachable' as const) }),
        };
      } catch {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return sendProblem(request, reply, 503, 'SERVICE_UNAVAILABLE');
      }
    },
  );
};

export default routes;
