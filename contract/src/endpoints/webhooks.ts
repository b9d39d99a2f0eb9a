import { STAFF } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { IdParams } from '../paging.ts';
import {
  CreateWebhookRequest,
  FindWebhookDeliveriesRequest,
  UpdateWebhookRequest,
  CompanyIdParams,
  WebhookDeliveriesPage,
  WebhookDelivery,
  WebhookRemovedResponse,
  WebhookSubscription,
  WebhookSubscriptionsResponse,
  WebhookWithSecret,
} from '../webhooks.ts';

// A company's main contact manages their own company's subscriptions; staff any company's.
const MANAGERS = ['customerAll', ...STAFF] as const;

export const webhooksEndpoints = {
  listWebhooks: endpoint('GET /api/webhooks', { access: { allowed: ['customerAll'] }, response: WebhookSubscriptionsResponse }),
  listCompanyWebhooks: endpoint('GET /api/companies/:companyId/webhooks', { access: { allowed: STAFF }, params: CompanyIdParams, response: WebhookSubscriptionsResponse }),
  createWebhook: endpoint('POST /api/webhooks', {
    access: { allowed: MANAGERS, request: { payload: { url: 'https://example.invalid/hook', events: ['ticket.created'] } } },
    body: CreateWebhookRequest,
    status: 201,
    response: WebhookWithSecret,
  }),
  updateWebhook: endpoint('PATCH /api/webhooks/:id', { access: { allowed: MANAGERS, request: { payload: { active: false } } }, params: IdParams, body: UpdateWebhookRequest, response: WebhookSubscription }),
  deleteWebhook: endpoint('DELETE /api/webhooks/:id', { access: { allowed: MANAGERS }, params: IdParams, response: WebhookRemovedResponse }),
  rotateWebhookSecret: endpoint('POST /api/webhooks/:id/rotate-secret', { access: { allowed: MANAGERS, request: { payload: {} } }, params: IdParams, response: WebhookWithSecret }),
  pingWebhook: endpoint('POST /api/webhooks/:id/ping', { access: { allowed: MANAGERS, request: { payload: {} } }, params: IdParams, status: 202, response: WebhookDelivery }),
  findWebhookDeliveries: endpoint('GET /api/webhooks/:id/deliveries', { access: { allowed: MANAGERS }, params: IdParams, query: FindWebhookDeliveriesRequest, response: WebhookDeliveriesPage }),
  replayWebhookDelivery: endpoint('POST /api/webhooks/deliveries/:id/replay', { access: { allowed: MANAGERS, request: { payload: {} } }, params: IdParams, status: 202, response: WebhookDelivery }),
};
