import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GetTicketResponse } from '@customer-hub/contract/tickets';
import { formatDate, formatMoney } from '@/lib/format';

/** The statuses in which the proposal is the ticket's news: waiting for an answer, planned, or done. */
const SHOWN = ['Confirming', 'Confirmed', 'Done'] as const;
type Shown = (typeof SHOWN)[number];
const isShown = (status: string): status is Shown => (SHOWN as readonly string[]).includes(status);

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The staff's date and budget at the top of the ticket, beside the buttons that answer it: a
 * customer asked to confirm sees what they confirm without looking for it (on a phone the
 * details come last).
 */
export function TicketProposal({ ticket, staff }: { ticket: GetTicketResponse; staff: boolean }) {
  const { t } = useTranslation();
  const status = ticket.status;
  if (!isShown(status) || (ticket.proposedDate === null && ticket.proposedBudget === null)) return null;
  const waiting = status === 'Confirming';
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg={waiting ? 'var(--mantine-color-yellow-light)' : undefined}
      data-testid="ticket-proposal"
      data-status={status}
    >
      <Group justify="space-between" align="center" gap="md" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
          <IconCalendarEvent size={22} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={2} miw={0}>
            <Text fw={600}>{t(`tickets.proposal.${status}`)}</Text>
            {waiting && (
              <Text size="sm" c="dimmed">
                {staff ? t('tickets.proposal.answerStaff') : t('tickets.proposal.answerCustomer')}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xl" wrap="wrap">
          {ticket.proposedDate !== null && <Figure label={t('tickets.fields.proposedDate')} value={formatDate(ticket.proposedDate)} testId="ticket-proposal-date" />}
          {ticket.proposedBudget !== null && (
            <Figure label={t('tickets.fields.proposedBudget')} value={formatMoney(ticket.proposedBudget, ticket.currency)} testId="ticket-proposal-budget" />
          )}
        </Group>
      </Group>
    </Paper>
  );
}
