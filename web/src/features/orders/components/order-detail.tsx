import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea, Timeline } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ORDER_CANCEL_REASON_MAX } from '@customer-hub/contract/constants/orders';
import type { GetOrderResponse } from '@customer-hub/contract/orders';
import { ConfirmModal } from '@/components/confirm-modal';
import { DetailList } from '@/components/detail-list';
import { StatusBadge } from '@/components/status-badge';
import { DetailSection } from '@/components/detail-section';
import { useCancelOrder } from '@/features/orders/api';
import { ConfirmOrderModal } from '@/features/orders/components/confirm-order-modal';
import { orderDocumentTypeLabel, orderUnitLabel } from '@/features/orders/components/labels';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@/lib/format';

interface Props {
  order: GetOrderResponse;
  /** The contact's CancelOrder switch (staff always); the server also answers allowedActions. */
  mayCancel: boolean;
}

/** What a history row records, in the reader's language: the server stores only the statuses. */
function historyEvent(t: TFunction, entry: GetOrderResponse['history'][number]): string {
  if (entry.fromStatus === null) return t('orders.history.events.placed');
  return entry.toStatus === 'Cancelled' ? t('orders.history.events.Cancelled') : t('orders.history.events.Confirmed');
}

function History({ order }: { order: GetOrderResponse }) {
  const { t } = useTranslation();
  return (
    <DetailSection title={t('orders.history.title')}>
      <Timeline active={order.history.length - 1} bulletSize={20} lineWidth={2} data-testid="order-history">
        {order.history.map((entry) => (
          <Timeline.Item key={entry.id} title={<StatusBadge status={entry.toStatus} />}>
            <Text size="sm" fw={600}>
              {historyEvent(t, entry)}
            </Text>
            <Text size="sm" c="dimmed">
              {entry.byName
                ? t('orders.history.byAt', { at: formatDateTime(entry.at), name: entry.byName })
                : formatDateTime(entry.at)}
            </Text>
            {entry.note && <Text size="sm">{entry.note}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </DetailSection>
  );
}

/** An order: its fields, its history and what the caller may do now (cancel, confirm). */
export function OrderDetail({ order, mayCancel }: Props) {
  const { t } = useTranslation();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelOrder();
  const canCancel = mayCancel && order.allowedActions.includes('cancel');
  const canConfirm = order.allowedActions.includes('confirm');

  const doCancel = () =>
    cancel.mutate(
      { id: order.id, body: reason.trim() ? { reason: reason.trim() } : {} },
      {
        onSuccess: () => {
          setCancelOpen(false);
          setReason('');
          notifications.show({ color: 'green', message: t('orders.cancel.done', { orderNo: order.orderNo }) });
        },
      },
    );

  return (
    <Stack gap="lg">
      <Group gap="sm" justify="space-between">
        <StatusBadge status={order.status} testId="order-status" />
        <Group gap="sm">
          {canConfirm && (
            <Button leftSection={<IconCheck size={16} aria-hidden="true" />} onClick={() => setConfirmOpen(true)} data-testid="order-confirm">
              {t('orders.confirm.action')}
            </Button>
          )}
          {canCancel && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={16} aria-hidden="true" />}
              onClick={() => {
                cancel.reset();
                setCancelOpen(true);
              }}
              data-testid="order-cancel"
            >
              {t('orders.cancel.action')}
            </Button>
          )}
        </Group>
      </Group>
      {canCancel && order.cancelDeadline && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden="true" />} data-testid="order-cancel-deadline">
          {t('orders.cancel.deadline', { at: formatDateTime(order.cancelDeadline) })}
        </Alert>
      )}
      <DetailList
        items={[
          { label: t('orders.fields.orderDate'), value: formatDate(order.orderDate) },
          { label: t('orders.fields.documentType'), value: orderDocumentTypeLabel(order.documentType, t) },
          { label: t('orders.fields.quantity'), value: `${formatNumber(order.quantity)} ${orderUnitLabel(order.unitOfMeasure, t)}` },
          ...(order.unitPrice !== undefined && order.unitPrice !== null
            ? [{ label: t('orders.fields.unitPrice'), value: formatMoney(order.unitPrice, order.currency) }]
            : []),
          { label: t('orders.fields.team'), value: order.teamName },
          { label: t('orders.fields.workLocation'), value: order.workLocation },
          { label: t('orders.fields.requestedTaskDate'), value: formatDate(order.requestedTaskDate) },
          { label: t('orders.fields.taskDate'), value: formatDate(order.taskDate) },
          { label: t('orders.fields.confirmation'), value: order.confirmation },
          { label: t('orders.fields.requestNo'), value: order.requestNo },
          { label: t('orders.fields.tourNo'), value: order.tourNo },
          { label: t('common.customer'), value: [order.businessPartnerName, order.siteName].filter(Boolean).join(' · ') },
        ]}
      />
      <History order={order} />
      <ConfirmModal
        opened={cancelOpen}
        onClose={() => setCancelOpen(false)}
        title={t('orders.cancel.title', { orderNo: order.orderNo })}
        message={
          <Stack gap="sm">
            <Text>{t('orders.cancel.message')}</Text>
            <Textarea
              label={t('orders.cancel.reason')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={ORDER_CANCEL_REASON_MAX}
              autosize
              minRows={2}
              data-testid="order-cancel-reason"
            />
          </Stack>
        }
        confirmLabel={t('orders.cancel.confirm')}
        danger
        loading={cancel.isPending}
        error={cancel.error}
        onConfirm={doCancel}
        testId="confirm-modal"
      />
      {canConfirm && <ConfirmOrderModal order={order} opened={confirmOpen} onClose={() => setConfirmOpen(false)} />}
    </Stack>
  );
}
