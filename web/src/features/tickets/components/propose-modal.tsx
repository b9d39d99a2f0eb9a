import { Modal, NumberInput, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { TICKET_TEXT_MAX } from '@customer-hub/contract/constants/tickets';
import type { GetTicketResponse } from '@customer-hub/contract/tickets';
import { DateField } from '@/components/date-field';
import { ErrorAlert } from '@/components/error-alert';
import { ModalForm } from '@/components/modal-form';
import { useProposeTicket } from '@/features/tickets/api';
import { proposeSchema, TICKET_FALLBACK, TICKET_MESSAGES } from '@/features/tickets/components/ticket-forms';
import { localToday } from '@/lib/format';
import { useSchemaForm } from '@/lib/form';

/** The reader's decimal and thousands separators ("1.234,5" in es-ES and pt-PT), for the budget as typed. */
function separators(language: string) {
  const parts = new Intl.NumberFormat(language).formatToParts(12345.6);
  return {
    decimalSeparator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    thousandSeparator: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/** Staff: propose the date of the work and its budget (Pending → Confirming); the customer then confirms or refuses. */
export function ProposeModal({ ticket, opened, onClose }: { ticket: GetTicketResponse; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const today = localToday();
  const form = useSchemaForm(proposeSchema, {
    initialValues: { date: '', budget: '' as number | string, currency: ticket.currency || 'EUR', note: '' },
    messages: TICKET_MESSAGES,
    fallback: TICKET_FALLBACK,
  });
  const propose = useProposeTicket();
  const close = () => {
    propose.reset();
    onClose();
  };

  const submit = form.onSubmit((body) =>
    propose.mutate(
      { id: ticket.id, body },
      {
        onSuccess: () => {
          form.reset();
          close();
          notifications.show({ color: 'green', message: t('tickets.propose.done', { ticketNo: ticket.ticketNo }) });
        },
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={close} title={t('tickets.propose.title', { ticketNo: ticket.ticketNo })} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <ModalForm onSubmit={submit} testId="ticket-propose-form" requiredHint submitLabel={t('tickets.propose.submit')} submitTestId="ticket-propose-submit" pending={propose.isPending} onCancel={close}>
        <DateField
          label={t('tickets.fields.proposedDate')}
          withAsterisk
          notBefore={today}
          popoverProps={{ withinPortal: true }}
          data-autofocus
          {...form.getInputProps('date')}
          data-testid="ticket-propose-date"
        />
        <NumberInput
          label={t('tickets.fields.proposedBudget')}
          withAsterisk
          min={0}
          decimalScale={2}
          allowNegative={false}
          {...separators(i18n.resolvedLanguage ?? i18n.language)}
          rightSection={<Text size="sm" c="dimmed">{form.values.currency}</Text>}
          rightSectionWidth={52}
          {...form.getInputProps('budget')}
          data-testid="ticket-propose-budget"
        />
        <Textarea label={t('tickets.actions.note')} autosize minRows={2} maxLength={TICKET_TEXT_MAX} {...form.getInputProps('note')} data-testid="ticket-propose-note" />
        <ErrorAlert error={propose.error} />
      </ModalForm>
    </Modal>
  );
}
