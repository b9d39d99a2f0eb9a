import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useConfirmOrder, type OrderDetail } from '@/features/orders/api';
import { localToday } from '@/lib/format';

/** Staff: confirm an order with its task date (Confirming → Confirmed). */
export function ConfirmOrderModal({ order, opened, onClose }: { order: OrderDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const today = localToday();
  const initialDate = order.requestedTaskDate >= today ? order.requestedTaskDate : today;
  const [taskDate, setTaskDate] = useState(initialDate);
  const [confirmation, setConfirmation] = useState('');
  const [unitPrice, setUnitPrice] = useState<number | string>('');
  const confirm = useConfirmOrder();
  const dateError = !taskDate ? t('orders.form.errors.required') : taskDate < today ? t('orders.form.errors.pastDate') : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (dateError) return;
    confirm.mutate(
      {
        id: order.id,
        body: {
          taskDate,
          ...(confirmation.trim() ? { confirmation: confirmation.trim() } : {}),
          ...(typeof unitPrice === 'number' ? { unitPrice } : {}),
        },
      },
      {
        onSuccess: () => {
          onClose();
          notifications.show({ color: 'green', message: t('orders.confirm.done', { orderNo: order.orderNo }) });
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('orders.confirm.title', { orderNo: order.orderNo })} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate data-testid="order-confirm-form">
        <Stack gap="md">
          <TextInput
            type="date"
            label={t('orders.fields.taskDate')}
            required
            min={today}
            value={taskDate}
            onChange={(e) => setTaskDate(e.currentTarget.value)}
            error={dateError}
            data-testid="order-confirm-date"
          />
          <Textarea
            label={t('orders.fields.confirmation')}
            value={confirmation}
            onChange={(e) => setConfirmation(e.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
          />
          <NumberInput label={t('orders.fields.unitPrice')} min={0} decimalScale={2} allowNegative={false} value={unitPrice} onChange={setUnitPrice} />
          <ErrorAlert error={confirm.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={confirm.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={confirm.isPending} data-testid="order-confirm-submit">
              {t('orders.confirm.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
