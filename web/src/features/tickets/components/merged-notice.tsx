import { Alert, Anchor } from '@mantine/core';
import { IconArrowMerge } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GetTicketResponse } from '@customer-hub/contract/tickets';
import { ticketPath } from '@/features/tickets/links';

/** A request merged into another says so, and links the one it now lives on. */
export function MergedNotice({ ticket }: { ticket: GetTicketResponse }) {
  const { t } = useTranslation();
  if (!ticket.mergedInto) return null;
  return (
    <Alert color="blue" icon={<IconArrowMerge size={18} aria-hidden="true" />} title={t('tickets.merge.mergedInto')} data-testid="ticket-merged-into">
      <Anchor component={Link} to={ticketPath(ticket.mergedInto.id)} data-testid="ticket-merged-into-link">
        {t('tickets.merge.openTarget', { ticketNo: ticket.mergedInto.ticketNo })}
      </Anchor>
    </Alert>
  );
}
