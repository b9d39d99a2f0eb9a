import { Anchor, Divider, Grid, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isStaff } from '@customer-hub/contract/constants/roles';
import type { GetTicketResponse } from '@customer-hub/contract/tickets';
import { InlineLoader } from '@/components/inline-loader';
import { PageHeader } from '@/components/page-header';
import { QueryErrorState } from '@/components/query-error-state';
import { SectionCard } from '@/components/section-card';
import { StatusBadge } from '@/components/status-badge';
import { useSlaPromise, useTicket } from '@/features/tickets/api';
import { SlaBadge, SlaPromiseText } from '@/features/tickets/components/sla-badge';
import { AttachmentList } from '@/features/tickets/components/attachment-list';
import { CommentBox } from '@/features/tickets/components/comment-box';
import { MergedNotice } from '@/features/tickets/components/merged-notice';
import { TicketActions } from '@/features/tickets/components/ticket-actions';
import { TicketDetails } from '@/features/tickets/components/ticket-details';
import { TicketProposal } from '@/features/tickets/components/ticket-proposal';
import { TicketSatisfaction } from '@/features/tickets/components/ticket-satisfaction';
import { TicketTimeline } from '@/features/tickets/components/ticket-timeline';
import { TICKET_LIST_PATH } from '@/features/tickets/links';
import { useCurrentUser } from '@/lib/current-user';
import { usePageTitle } from '@/lib/use-page-title';

const QUEUE_PATH = '/dashboard/ServiceRequests';

function BackLink({ staff }: { staff: boolean }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={staff ? QUEUE_PATH : TICKET_LIST_PATH} size="sm" data-testid="ticket-back">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden="true" />
        {staff ? t('tickets.page.backToQueue') : t('tickets.page.backToList')}
      </Group>
    </Anchor>
  );
}

/** A customer's ticket says what was promised for its priority (while it is open). */
function CustomerPromise({ ticket }: { ticket: GetTicketResponse }) {
  const promise = useSlaPromise('');
  if (['Done', 'Refused', 'Declined', 'Canceled'].includes(ticket.status)) return null;
  return <SlaPromiseText promise={promise.data} priority={ticket.priority} testId="ticket-sla-promise" />;
}

function Ticket({ ticket, staff, userId }: { ticket: GetTicketResponse; staff: boolean; userId: string }) {
  const { t } = useTranslation();
  usePageTitle(`${ticket.ticketNo} · ${ticket.title}`);
  return (
    <Stack gap="lg" data-testid="ticket-page">
      <Stack gap="xs">
        <PageHeader title={`${ticket.ticketNo} · ${ticket.title}`} />
        <Group gap="xs" mt={-8}>
          <StatusBadge status={ticket.status} testId="ticket-status" />
          <StatusBadge status={ticket.type} testId="ticket-type" />
          <Text size="sm" c="dimmed">
            {t('tickets.page.priority', { priority: t(`tickets.priorities.${ticket.priority}`) })}
          </Text>
          {staff && <SlaBadge sla={ticket.sla} testId="ticket-sla" />}
        </Group>
        {!staff && <CustomerPromise ticket={ticket} />}
      </Stack>
      <MergedNotice ticket={ticket} />
      <TicketProposal ticket={ticket} staff={staff} />
      <TicketActions ticket={ticket} userId={userId} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <SectionCard title={t('tickets.fields.description')} testId="ticket-description">
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{ticket.description}</Text>
              {ticket.attachments.length > 0 && <AttachmentList ticketId={ticket.id} attachments={ticket.attachments} testId="ticket-attachments" />}
            </SectionCard>
            <SectionCard title={t('tickets.timeline.title')} testId="ticket-timeline-section">
              <TicketTimeline ticket={ticket} staff={staff} />
              <Divider />
              <CommentBox ticket={ticket} staff={staff} />
            </SectionCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <TicketSatisfaction ticket={ticket} staff={staff} />
            <SectionCard title={t('tickets.page.details')} testId="ticket-details">
              <TicketDetails ticket={ticket} />
            </SectionCard>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * /dashboard/MyTickets/:id (Requests; staff too): one service request — its details, description
 * and files, the timeline of status changes and comments, a comment box, and exactly the actions
 * the server allows this caller now.
 */
export function TicketPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: user } = useCurrentUser();
  const staff = !!user && isStaff(user.roles);
  const ticket = useTicket(id);

  let body;
  if (ticket.isPending) body = <InlineLoader py="xl" />;
  else if (ticket.error || !ticket.data) body = <TicketError error={ticket.error} title={t('routes.MyTickets')} />;
  else body = <Ticket ticket={ticket.data} staff={staff} userId={user?.id ?? ''} />;
  return (
    <Stack gap="sm">
      <BackLink staff={staff} />
      {body}
    </Stack>
  );
}

function TicketError({ error, title }: { error: unknown; title: string }) {
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <QueryErrorState error={error} />
    </>
  );
}
