import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookEvent } from '@customer-hub/contract/constants/webhooks';
import { call } from '@/lib/api-call';
import { useGet } from '@/lib/queries';

/** My account's Webhooks (the company's main contact): the calls of `/api/webhooks`. */
export const webhookKeys = {
  list: ['account', 'webhooks'] as const,
  deliveries: (id: string, page: number) => ['account', 'webhooks', id, 'deliveries', page] as const,
};

export const useWebhooks = () => useGet(webhookKeys.list, 'GET /api/webhooks', { staleTime: 0 });

export function useWebhookDeliveries(id: string | null, page: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id ?? '', page),
    queryFn: ({ signal }) => call('GET /api/webhooks/:id/deliveries', { params: { id: id! }, query: { page, pageSize: 20 }, signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

function useWebhookMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list }) });
}

export const useCreateWebhook = () => useWebhookMutation((body: { url: string; events: WebhookEvent[] }) => call('POST /api/webhooks', { body }));
export const useUpdateWebhook = () => useWebhookMutation(({ id, ...body }: { id: string; active?: boolean; events?: WebhookEvent[] }) => call('PATCH /api/webhooks/:id', { params: { id }, body }));
export const useDeleteWebhook = () => useWebhookMutation((id: string) => call('DELETE /api/webhooks/:id', { params: { id } }));
export const useRotateWebhookSecret = () => useWebhookMutation((id: string) => call('POST /api/webhooks/:id/rotate-secret', { params: { id } }));
export const usePingWebhook = () => useWebhookMutation((id: string) => call('POST /api/webhooks/:id/ping', { params: { id } }));
export const useReplayDelivery = () => useWebhookMutation((id: string) => call('POST /api/webhooks/deliveries/:id/replay', { params: { id } }));
