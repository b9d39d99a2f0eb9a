import { moduleRoutes, perMinute } from '@/lib/route.ts';
import { authDeps } from '@/modules/auth/service.ts';
import { accessRequestsEndpoints as api } from '@customer-hub/contract/endpoints/access-requests';
import * as service from './service.ts';
import { contextOf, publicContextOf } from '@/context.ts';

export default moduleRoutes({ tag: 'access requests', policy: 'staff' }, (add, app) => {
  const deps = authDeps(app);

  add(
    api.createAccessRequest,
    { summary: 'Request access (public)', policy: 'public', rateLimit: perMinute(app.config.rateLimitPerMinute) },
    async (request, reply) => {
      await service.createAccessRequest(publicContextOf(app, request), request.body);
      return reply.code(202).send({ accepted: true as const });
    },
  );

  add(api.findAccessRequests, 'Access requests, newest first', (request) => service.findAccessRequests(contextOf(app, request), request.query));

  add(api.approveAccessRequest, { summary: 'Approve: create the contact and email an invitation', problems: [409] }, async (request) => {
    const result = await service.approve(contextOf(app, request), deps, request.params.id, request.body);
    request.log.info({ accessRequestId: request.params.id, contactId: result.contactId }, 'access request approved');
    return result;
  });

  add(api.rejectAccessRequest, { summary: 'Reject and tell the visitor', problems: [409] }, async (request) => {
    const result = await service.reject(contextOf(app, request), request.params.id);
    request.log.info({ accessRequestId: request.params.id }, 'access request rejected');
    return result;
  });
});
