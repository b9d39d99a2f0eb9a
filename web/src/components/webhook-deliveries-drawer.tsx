import { useState } from 'react';
import { Alert, Badge, Button, Code, Drawer, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery, WebhookSubscription } from '@customer-hub/contract/webhooks';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { useReplayDelivery, useWebhookDeliveries, type WebhooksScope } from '@/components/webhooks-api';
import { usePhone } from '@/lib/breakpoints';
import { formatDateTime } from '@/lib/format';

const STATUS_COLOR: Record<WebhookDelivery['status'], string> = { pending: 'gray', delivering: 'blue', delivered: 'green', failed: 'orange', given_up: 'red' };

/** A webhook's deliveries, newest first, each with its last answer and a way to send it again. */
export function DeliveriesDrawer({ scope, subscription, onClose }: { scope: WebhooksScope; subscription: WebhookSubscription | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(scope, subscription?.id ?? null, page);
  const replay = useReplayDelivery(scope);
  const phone = usePhone();
  const pages = deliveries.data ? Math.max(1, Math.ceil(deliveries.data.total / deliveries.data.pageSize)) : 1;
  return (
    <Drawer
      opened={subscription !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={subscription ? t('account.webhooks.deliveriesOf', { url: subscription.url }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm" data-testid="webhook-deliveries">
        <ErrorAlert error={deliveries.error ?? replay.error} />
        {replay.isSuccess && (
          <Alert color="green" variant="light" p="xs">
            {t('account.webhooks.replayed')}
          </Alert>
        )}
        {deliveries.isPending && <InlineLoader py="md" />}
        {deliveries.data?.items.length === 0 && <Text c="dimmed">{t('account.webhooks.noDeliveries')}</Text>}
        {deliveries.data?.items.map((d) => (
          <Paper key={d.id} withBorder radius="sm" p="sm" data-testid="webhook-delivery" data-status={d.status}>
            <Stack gap={4}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text fw={600} size="sm">
                  {t(`account.webhooks.eventNames.${d.event}`, { defaultValue: d.event })}
                </Text>
                <Badge color={STATUS_COLOR[d.status]} variant="light">
                  {t(`account.webhooks.statuses.${d.status}`)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {formatDateTime(d.createdAt)} · {t('account.webhooks.attempts', { count: d.attempts })} · {d.lastStatusCode ? t('account.webhooks.statusCode', { code: d.lastStatusCode }) : t('account.webhooks.noAnswer')}
              </Text>
              <Text size="xs" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {d.id}
              </Text>
              {(d.lastError || d.lastResponse) && (
                <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 120, overflow: 'auto' }}>
                  {d.lastError ?? d.lastResponse}
                </Code>
              )}
              {d.status !== 'delivering' && (
                <Group justify="flex-end">
                  <Button size="xs" variant="default" loading={replay.isPending && replay.variables === d.id} onClick={() => replay.mutate(d.id, { onSuccess: () => void deliveries.refetch() })} data-testid="webhook-replay">
                    {t('account.webhooks.replay')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        ))}
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
      </Stack>
    </Drawer>
  );
}
