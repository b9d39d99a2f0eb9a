import { contextOf } from '@/context.ts';
import { moduleRoutes } from '@/lib/route.ts';
import { webhooksEndpoints as api } from '@customer-hub/contract/endpoints/webhooks';
import * as service from './service.ts';

// Policy 'authenticated': the service lets through a company's main contact (their own company's
// webhooks) and staff (any company's), as the single sign-on test does.
export default moduleRoutes({ tag: 'webhooks', policy: 'authenticated' }, (add, app) => {
  const deps: service.WebhookDeps = { secretBox: app.secretBox };
  add(api.listWebhooks, { summary: 'The webhook subscriptions of the caller’s company (its main contact)', policy: 'mainContact' }, (request) => service.listWebhooks(contextOf(app, request), undefined));
  add(api.listCompanyWebhooks, { summary: 'A company’s webhook subscriptions (staff)', policy: 'staff' }, (request) => service.listWebhooks(contextOf(app, request), request.params.companyId));
  add(api.createWebhook, { problems: [409], summary: 'Subscribe an HTTPS address to events (audited)', description: 'The signing secret is answered here once. Private, loopback and link-local addresses are refused (400) unless staff allow them.' }, async (request, reply) =>
    reply.code(201).send(await service.createWebhook(contextOf(app, request), deps, request.body)),
  );
  add(api.updateWebhook, 'Change a webhook: address, events, on or off; staff: private addresses (audited)', (request) => service.updateWebhook(contextOf(app, request), deps, request.params.id, request.body));
  add(api.deleteWebhook, 'Remove a webhook and its delivery log (audited)', (request) => service.deleteWebhook(contextOf(app, request), request.params.id));
  add(api.rotateWebhookSecret, 'A new signing secret, answered once (audited)', (request) => service.rotateWebhookSecret(contextOf(app, request), deps, request.params.id));
  add(api.pingWebhook, 'Send a test event (ping) to the webhook now', async (request, reply) => reply.code(202).send(await service.pingWebhook(contextOf(app, request), request.params.id)));
  add(api.findWebhookDeliveries, 'A webhook’s deliveries, newest first, with their last answer', (request) => service.findDeliveries(contextOf(app, request), request.params.id, request.query));
  add(api.replayWebhookDelivery, { summary: 'Send a delivery again now, with the same delivery id (audited)', problems: [409] }, async (request, reply) =>
    reply.code(202).send(await service.replayDelivery(contextOf(app, request), request.params.id)),
  );
});
