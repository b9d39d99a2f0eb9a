import { contextOf, systemContext } from '@/context.ts';
import { moduleRoutes } from '@/lib/route.ts';
import { erasureEndpoints as api } from '@customer-hub/contract/endpoints/erasure';
import * as service from './service.ts';

export default moduleRoutes({ tag: 'erasure', policy: 'staff' }, (add, app) => {
  const deps = () => ({ sessions: app.sessions, storage: app.storage });
  app.worker.every('erasure:overdue', service.ERASURE_OVERDUE_INTERVAL_MS, (db) => service.notifyOverdue(systemContext(db, null, app)).then(() => undefined));

  add(api.getMyErasureRequest, { summary: 'My erasure request: the open one, else the latest decided one, else null', policy: 'authenticated' }, async (request) => ({
    request: await service.getMyRequest(contextOf(app, request)),
  }));
  add(
    api.openMyErasureRequest,
    { summary: 'Ask for my data to be erased (GDPR Art. 17), audited', description: '409 while one is open.', policy: 'authenticated' },
    async (request, reply) => reply.code(201).send(await service.openMyRequest(contextOf(app, request), request.body.reason)),
  );
  add(
    api.findErasureRequests,
    { summary: 'Erasure requests, open ones first (the soonest due on top)', description: 'Admin sees every one; Backoffice those of customer contacts.' },
    (request) => service.findRequests(contextOf(app, request), request.query),
  );
  add(
    api.openErasureRequest,
    { summary: 'Open an erasure request for a user (audited)', description: 'Backoffice for customer contacts only (403 for a staff user); 409 while one is open.' },
    async (request, reply) => reply.code(201).send(await service.openRequest(contextOf(app, request), request.body)),
  );
  add(api.getErasureRequest, 'One erasure request, with what approving it erases and what it keeps (or, decided, what it did)', (request) =>
    service.getRequest(contextOf(app, request), request.params.id),
  );
  add(
    api.approveErasureRequest,
    { summary: 'Approve: erase or pseudonymise the person’s data in one transaction (audited)', description: '409 when decided already; 403 for one’s own request.' },
    (request) => service.approveRequest(deps(), contextOf(app, request), request.params.id, request.body.note),
  );
  add(api.rejectErasureRequest, { summary: 'Reject, with a note the person reads (audited)', description: '409 when decided already.' }, (request) =>
    service.rejectRequest(contextOf(app, request), request.params.id, request.body.note),
  );
});
