import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookEvent } from '@customer-hub/contract/constants/webhooks';
import type { WebhookDelivery, WebhookSubscriptionsResponse } from '@customer-hub/contract/webhooks';
import { call } from '@/lib/api-call';

/** Whose webhooks: the caller's company (its main contact, `/api/webhooks`), or a company staff chose. */
export type WebhooksScope = { kind: 'own' } | { kind: 'company'; companyId: string };

/** Each company's list under its own key; a subscription's deliveries under its list's (refreshed with it). */
export const webhookKeys = {
  list: (scope: WebhooksScope) => ['webhooks', scope.kind === 'company' ? scope.companyId : 'own'] as const,
  deliveries: (scope: WebhooksScope, id: string, page: number) => [...webhookKeys.list(scope), id, 'deliveries', page] as const,
};

const list = (scope: WebhooksScope, signal: AbortSignal): Promise<WebhookSubscriptionsResponse> =>
  scope.kind === 'own' ? call('GET /api/webhooks', { signal }) : call('GET /api/companies/:companyId/webhooks', { params: { companyId: scope.companyId }, signal });

export const useWebhooks = (scope: WebhooksScope) => useQuery({ queryKey: webhookKeys.list(scope), queryFn: ({ signal }) => list(scope, signal), staleTime: 0 });

/** A delivery still on its way: its page is asked again until it has an outcome. */
const underway = (items: WebhookDelivery[] | undefined) => items?.some((d) => d.status === 'pending' || d.status === 'delivering') ?? false;

export function useWebhookDeliveries(scope: WebhooksScope, id: string | null, page: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(scope, id ?? '', page),
    queryFn: ({ signal }) => call('GET /api/webhooks/:id/deliveries', { params: { id: id! }, query: { page, pageSize: 20 }, signal }),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => (underway(query.state.data?.items) ? 2000 : false),
  });
}

function useWebhookMutation<I, O>(scope: WebhooksScope, fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list(scope) }) });
}

/** A new subscription; staff name the company, and may let it deliver to private addresses. */
export interface NewWebhook {
  url: string;
  events: WebhookEvent[];
  allowPrivateNetwork?: boolean;
}

export interface WebhookChange {
  id: string;
  active?: boolean;
  events?: WebhookEvent[];
  /** Staff only. */
  allowPrivateNetwork?: boolean;
}

export const useCreateWebhook = (scope: WebhooksScope) =>
  useWebhookMutation(scope, ({ allowPrivateNetwork, ...body }: NewWebhook) =>
    call('POST /api/webhooks', { body: scope.kind === 'own' ? body : { companyId: scope.companyId, ...body, allowPrivateNetwork: allowPrivateNetwork ?? false } }),
  );
export const useUpdateWebhook = (scope: WebhooksScope) => useWebhookMutation(scope, ({ id, ...body }: WebhookChange) => call('PATCH /api/webhooks/:id', { params: { id }, body }));
export const useDeleteWebhook = (scope: WebhooksScope) => useWebhookMutation(scope, (id: string) => call('DELETE /api/webhooks/:id', { params: { id } }));
export const useRotateWebhookSecret = (scope: WebhooksScope) => useWebhookMutation(scope, (id: string) => call('POST /api/webhooks/:id/rotate-secret', { params: { id } }));
export const usePingWebhook = (scope: WebhooksScope) => useWebhookMutation(scope, (id: string) => call('POST /api/webhooks/:id/ping', { params: { id } }));
export const useReplayDelivery = (scope: WebhooksScope) => useWebhookMutation(scope, (id: string) => call('POST /api/webhooks/deliveries/:id/replay', { params: { id } }));
