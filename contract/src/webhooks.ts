import { z } from 'zod';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS, WEBHOOK_URL_MAX } from './constants/webhooks.ts';
import { pageOf, PAGE_FIELDS } from './paging.ts';

export * from './constants/webhooks.ts';

const WebhookEventSchema = z.enum(WEBHOOK_EVENTS);
const url = z.url({ protocol: /^https?$/ }).max(WEBHOOK_URL_MAX).describe('Where deliveries are POSTed: https (http only with allowPrivateNetwork, set by staff)');
const events = z.array(WebhookEventSchema).min(1).max(WEBHOOK_EVENTS.length);

export const CompanyIdParams = z.object({ companyId: z.uuid() });

export const WebhookSubscription = z.object({
  id: z.string(),
  companyId: z.string(),
  url: z.string(),
  events: z.array(WebhookEventSchema),
  active: z.boolean(),
  disabledReason: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  allowPrivateNetwork: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookSubscription = z.infer<typeof WebhookSubscription>;

export const WebhookSubscriptionsResponse = z.object({ subscriptions: z.array(WebhookSubscription) });
export type WebhookSubscriptionsResponse = z.infer<typeof WebhookSubscriptionsResponse>;

export const CreateWebhookRequest = z.object({
  companyId: z.uuid().optional().describe('Staff: the company (required)'),
  url,
  events,
  allowPrivateNetwork: z.boolean().optional().describe('Staff only: deliver to private, loopback or link-local addresses, and over plain http'),
});
export type CreateWebhookRequest = z.infer<typeof CreateWebhookRequest>;

export const UpdateWebhookRequest = z.object({
  url: url.optional(),
  events: events.optional(),
  active: z.boolean().optional().describe('Switch deliveries off or on (on again clears the failure count)'),
  allowPrivateNetwork: z.boolean().optional().describe('Staff only'),
});
export type UpdateWebhookRequest = z.infer<typeof UpdateWebhookRequest>;

/** The secret is answered once: at creation and when rotated. */
export const WebhookWithSecret = z.object({ subscription: WebhookSubscription, secret: z.string() });
export type WebhookWithSecret = z.infer<typeof WebhookWithSecret>;

export const WebhookRemovedResponse = z.object({ removed: z.literal(true) });

export const WebhookDelivery = z.object({
  id: z.string().describe('The delivery id, sent as Webhook-Id: receivers de-duplicate by it'),
  subscriptionId: z.string(),
  event: z.string(),
  payload: z.unknown(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastResponse: z.string().nullable().describe('The first 2 KB of the last answer'),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const FindWebhookDeliveriesRequest = z.object({ ...PAGE_FIELDS, status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional() });
export type FindWebhookDeliveriesRequest = z.infer<typeof FindWebhookDeliveriesRequest>;
export const WebhookDeliveriesPage = pageOf(WebhookDelivery);
export type WebhookDeliveriesPage = z.infer<typeof WebhookDeliveriesPage>;
