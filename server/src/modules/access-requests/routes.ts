import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, publicContextOf } from '@/context.ts';
import { authDeps } from '@/modules/auth/deps.ts';
import { AcceptedResponse, CreateAccessRequest } from '@customer-hub/contract/accounts';
import {
  AccessRequestParams,
  ApproveAccessRequest,
  ApproveAccessRequestResponse,
  FindAccessRequestsRequest,
  FindAccessRequestsResponse,
  RejectAccessRequestResponse,
} from '@customer-hub/contract/access-requests';
import * as service from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);

  app.post(
    '/api/access-requests',
    {
      config: { policy: 'public', rateLimit: { max: app.config.rateLimitPerMinute, timeWindow: 60_000 } },
      schema: { tags: ['access requests'], summary: 'Request access (public)', body: CreateAccessRequest, response: { 202: AcceptedResponse } },
    },
    async (request, reply) => {
      await service.createAccessRequest(publicContextOf(app, request), request.body);
      return reply.code(202).send({ accepted: true as const });
    },
  );

  app.get(
    '/api/access-requests',
    {
      config: { policy: 'staff' },
      schema: { tags: ['access requests'], summary: 'Access requests, newest first', querystring: FindAccessRequestsRequest, response: { 200: FindAccessRequestsResponse } },
    },
    (request) => service.findAccessRequests(contextOf(app, request), request.query),
  );

  app.post(
    '/api/access-requests/:id/approve',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['access requests'],
        summary: 'Approve: create the contact and email an invitation',
        params: AccessRequestParams,
        body: ApproveAccessRequest,
        response: { 200: ApproveAccessRequestResponse },
      },
    },
    async (request) => {
      const result = await service.approve(contextOf(app, request), deps, request.params.id, request.body);
      request.log.info({ accessRequestId: request.params.id, contactId: result.contactId }, 'access request approved');
      return result;
    },
  );

  app.post(
    '/api/access-requests/:id/reject',
    {
      config: { policy: 'staff' },
      schema: { tags: ['access requests'], summary: 'Reject and tell the visitor', params: AccessRequestParams, response: { 200: RejectAccessRequestResponse } },
    },
    async (request) => {
      const result = await service.reject(contextOf(app, request), request.params.id);
      request.log.info({ accessRequestId: request.params.id }, 'access request rejected');
      return result;
    },
  );
};

export default routes;
