import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '@/lib/route.ts';
import { authDeps } from '@/modules/auth/deps.ts';
import { accessRequestsEndpoints as api } from '@customer-hub/contract/endpoints/access-requests';
import * as service from './service.ts';
import { contextOf, publicContextOf } from '@/context.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);

  route(
    app,
    api.createAccessRequest,
    {
      config: { policy: 'public', rateLimit: { max: app.config.rateLimitPerMinute, timeWindow: 60_000 } },
      schema: { tags: ['access requests'], summary: 'Request access (public)' },
    },
    async (request, reply) => {
      await service.createAccessRequest(publicContextOf(app, request), request.body);
      return reply.code(202).send({ accepted: true as const });
    },
  );

  route(
    app,
    api.findAccessRequests,
    {
      config: { policy: 'staff' },
      schema: { tags: ['access requests'], summary: 'Access requests, newest first' },
    },
    (request) => service.findAccessRequests(contextOf(app, request), request.query),
  );

  route(
    app,
    api.approveAccessRequest,
    {
      config: { policy: 'staff' },
      schema: { tags: ['access requests'], summary: 'Approve: create the contact and email an invitation' },
    },
    async (request) => {
      const result = await service.approve(contextOf(app, request), deps, request.params.id, request.body);
      request.log.info({ accessRequestId: request.params.id, contactId: result.contactId }, 'access request approved');
      return result;
    },
  );

  route(
    app,
    api.rejectAccessRequest,
    {
      config: { policy: 'staff' },
      schema: { tags: ['access requests'], summary: 'Reject and tell the visitor' },
    },
    async (request) => {
      const result = await service.reject(contextOf(app, request), request.params.id);
      request.log.info({ accessRequestId: request.params.id }, 'access request rejected');
      return result;
    },
  );
};

export default routes;
