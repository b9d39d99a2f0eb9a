import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GetTicketResponse } from '@customer-hub/contract/tickets';
import { DetailList } from '@/components/detail-list';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';

/** Who and where of a ticket, and the staff's proposal once made (the budget in the reader's number format). */
export function TicketDetails({ ticket }: { ticket: GetTicketResponse }) {
  const { t } = useTranslation();
  const place = [ticket.siteName ?? ticket.businessPartnerName, ticket.buildingName].filter(Boolean).join(' · ');
  const proposal =
    ticket.proposedDate !== null || ticket.proposedBudget !== null
      ? [
          { label: t('tickets.fields.proposedDate'), value: formatDate(ticket.proposedDate) },
          { label: t('tickets.fields.proposedBudget'), value: formatMoney(ticket.proposedBudget, ticket.currency) },
        ]
      : [];
  return (
    <Stack gap="md">
      <DetailList
        // Beside the description on a wide screen the card is narrow: one pair a line.
        cols={{ base: 1, sm: 2, md: 1 }}
        items={[
          ...proposal,
          { label: t('tickets.fields.site'), value: place },
          { label: t('tickets.fields.company'), value: ticket.companyName },
          { label: t('tickets.fields.requester'), value: ticket.requester ? ticket.requester.name || t('tickets.timeline.formerContact') : undefined },
          { label: t('tickets.fields.assignee'), value: ticket.assignee?.name ?? t('tickets.unassigned') },
          { label: t('tickets.fields.watchers'), value: ticket.watchers.map((w) => w.name).join(', ') },
          { label: t('tickets.fields.createdAt'), value: formatDateTime(ticket.createdAt) },
          { label: t('tickets.fields.updatedAt'), value: formatDateTime(ticket.updatedAt) },
          ...(ticket.sla
            ? [
                { label: t('sla.details.firstResponseDue'), value: formatDateTime(ticket.sla.firstResponseDueAt) },
                ...(ticket.sla.firstRespondedAt ? [{ label: t('sla.details.firstResponded'), value: formatDateTime(ticket.sla.firstRespondedAt) }] : []),
                { label: t('sla.details.resolutionDue'), value: ticket.sla.paused ? t('sla.details.waiting') : formatDateTime(ticket.sla.resolutionDueAt) },
              ]
            : []),
        ]}
      />
    </Stack>
  );
}
