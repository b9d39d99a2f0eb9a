import { Modal, NumberInput, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ORDER_CONFIRMATION_MAX } from '@customer-hub/contract/constants/orders';
import type { GetOrderResponse } from '@customer-hub/contract/orders';
import { DateField } from '@/components/date-field';
import { ErrorAlert } from '@/components/error-alert';
import { ModalForm } from '@/components/modal-form';
import { useConfirmOrder } from '@/features/orders/api';
import { confirmOrderSchema, ORDER_FALLBACK, ORDER_MESSAGES } from '@/features/orders/components/order-form';
import { localToday } from '@/lib/format';
import { useSchemaForm } from '@/lib/form';

/** Staff: confirm an order with its task date (Confirming → Confirmed). */
export function ConfirmOrderModal({ order, opened, onClose }: { order: GetOrderResponse; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const today = localToday();
  const initialDate = order.requestedTaskDate >= today ? order.requestedTaskDate : today;
  const form = useSchemaForm(confirmOrderSchema, {
    initialValues: { taskDate: initialDate, confirmation: '', unitPrice: '' as number | string },
    messages: ORDER_MESSAGES,
    fallback: ORDER_FALLBACK,
  });
  const confirm = useConfirmOrder();

  const submit = form.onSubmit((body) =>
    confirm.mutate(
      { id: order.id, body },
      {
        onSuccess: () => {
          onClose();
          notifications.show({ color: 'green', message: t('orders.confirm.done', { orderNo: order.orderNo }) });
        },
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t('orders.confirm.title', { orderNo: order.orderNo })} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <ModalForm onSubmit={submit} testId="order-confirm-form" submitLabel={t('orders.confirm.submit')} submitTestId="order-confirm-submit" pending={confirm.isPending} onCancel={onClose}>
        <DateField
          label={t('orders.fields.taskDate')}
          required
          notBefore={today}
          {...form.getInputProps('taskDate')}
          data-testid="order-confirm-date"
        />
        <Textarea
          label={t('orders.fields.confirmation')}
          {...form.getInputProps('confirmation')}
          maxLength={ORDER_CONFIRMATION_MAX}
          autosize
          minRows={2}
        />
        <NumberInput label={t('orders.fields.unitPrice')} rightSection={<Text size="sm" c="dimmed">{order.currency}</Text>} rightSectionWidth={48} min={0} decimalScale={2} allowNegative={false} {...form.getInputProps('unitPrice')} />
        <ErrorAlert error={confirm.error} />
      </ModalForm>
    </Modal>
  );
}
