import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessageShare, IconPlus, IconUserCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TICKET_SORTS, TicketPriority } from '@customer-hub/contract/constants/tickets';
import type { TicketSummary } from '@customer-hub/contract/tickets';
import type { Column } from '@/components/data-table';
import { ListCard } from '@/components/list-card';
import { ListPage } from '@/components/list-page';
import { StatusBadge } from '@/components/status-badge';
import { TICKET_LIST_OPTIONS, ticketList, useAssignTicket, type TicketFilters } from '@/features/tickets/api';
import { BulkBar } from '@/features/tickets/components/bulk-bar';
import { SlaBadge } from '@/features/tickets/components/sla-badge';
import { TicketFilterBar } from '@/features/tickets/components/ticket-filters';
import { NEW_REQUEST_PATH, SAVED_REPLIES_PATH, ticketPath } from '@/features/tickets/links';
import { useCurrentUser } from '@/lib/current-user';
import { formatDate } from '@/lib/format';
import { useListQuery } from '@/lib/queries';
import { useListPage } from '@/lib/use-list-page';
import { failure } from '@/lib/notify';

const placeOf = (ticket: TicketSummary) => ticket.siteName ?? ticket.businessPartnerName;

/** The queue's urgent and high requests stand out. */
// Red 9 reads at 5.6:1 on white; no orange does at this size, so High stands out by its weight.
const PRIORITY_STYLE: Partial<Record<TicketPriority, { c?: string; fw: number }>> = { Urgent: { c: 'red.9', fw: 700 }, High: { fw: 700 } };

function Priority({ priority }: { priority: TicketPriority }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" span {...PRIORITY_STYLE[priority]}>
      {t(`tickets.priorities.${priority}`)}
    </Text>
  );
}

/** A phone card; the queue's also says whose request it is, how urgent, and who has it. */
function TicketCard({ ticket, staff }: { ticket: TicketSummary; staff: boolean }) {
  const { t } = useTranslation();
  const type = t(`statuses.${ticket.type}`);
  const created = formatDate(ticket.createdAt);
  return (
    <ListCard
      title={ticket.ticketNo}
      aside={
        <Stack gap={4} align="flex-end">
          <StatusBadge status={ticket.status} />
          {staff && <SlaBadge sla={ticket.sla} />}
        </Stack>
      }
      line={ticket.title}
      note={
        staff ? (
          // Short lines that do not wrap on a phone: whose and where, how urgent and when, who has it.
          <>
            {ticket.companyName} · {placeOf(ticket)}
            <br />
            <Priority priority={ticket.priority} /> · {type} · {created}
            <br />
            {ticket.assignee?.name ?? t('tickets.unassigned')}
            {ticket.rating ? (
              <>
                {' · '}
                <RatingCell rating={ticket.rating} />
              </>
            ) : null}
          </>
        ) : (
          [type, placeOf(ticket), created].filter(Boolean).join(' · ')
        )
      }
    />
  );
}

/** The queue's title cell: the title, and below it whose and where (one column for both, so the title has room). */
function QueueTitle({ ticket }: { ticket: TicketSummary }) {
  return (
    <Stack gap={0} miw={220} maw={360}>
      <Text size="sm" lineClamp={2}>
        {ticket.title}
      </Text>
      <Text size="xs" c="dimmed" truncate="end" title={`${ticket.companyName} · ${placeOf(ticket)}`}>
        {ticket.companyName} · {placeOf(ticket)}
      </Text>
    </Stack>
  );
}

/** A done request's satisfaction rating in the queue ("★ 4", read out as "4 of 5: Good"); a dash while none. */
function RatingCell({ rating }: { rating: number | null | undefined }) {
  const { t } = useTranslation();
  if (!rating) return <Text size="sm" c="dimmed" span aria-hidden="true">–</Text>;
  const label = t('satisfaction.ratingValue', { rating, words: t(`satisfaction.ratings.${rating}` as 'satisfaction.ratings.1') });
  return (
    <Text size="sm" span fw={600} c={rating >= 4 ? 'green.9' : rating <= 2 ? 'red.9' : undefined} aria-label={label} title={label} data-testid="ticket-rating">
      ★ {rating}
    </Text>
  );
}

/** "Assign to me" in a queue row, when the ticket is not already the caller's. */
function AssignToMe({ ticket, userId }: { ticket: TicketSummary; userId: string }) {
  const { t } = useTranslation();
  const assign = useAssignTicket();
  if (!ticket.allowedActions.includes('assign') || ticket.assignee?.id === userId) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconUserCheck size={14} aria-hidden="true" />}
      loading={assign.isPending}
      aria-label={t('tickets.assign.toMeOf', { ticketNo: ticket.ticketNo })}
      data-testid={`ticket-assign-${ticket.id}`}
      // The button sits in a row that opens the ticket: the click and its keys stop here.
      onKeyDown={(event) => event.stopPropagation()}
      onClick={(event) => {
        event.stopPropagation();
        assign.mutate(
          { id: ticket.id, assigneeId: userId },
          {
            onSuccess: () => notifications.show({ color: 'green', message: t('tickets.assign.done', { ticketNo: ticket.ticketNo }) }),
            onError: () => notifications.show(failure({ message: t('tickets.assign.failed', { ticketNo: ticket.ticketNo }) })),
          },
        );
      }}
    >
      {t('tickets.assign.toMe')}
    </Button>
  );
}

function ticketColumns(t: TFunction, staff: boolean, userId: string): Column<TicketSummary>[] {
  const columns: (Column<TicketSummary> | false)[] = [
    { key: 'ticketNo', header: t('tickets.fields.ticketNo'), cell: (r) => r.ticketNo, nowrap: true, sortKey: 'ticketNo' },
    staff
      ? { key: 'title', header: t('tickets.fields.request'), cell: (r) => <QueueTitle ticket={r} /> }
      : { key: 'title', header: t('tickets.fields.title'), cell: (r) => r.title, maxWidth: 280 },
    { key: 'type', header: t('tickets.fields.type'), cell: (r) => <StatusBadge status={r.type} />, nowrap: true, priority: staff ? 3 : 1 },
    { key: 'status', header: t('tickets.fields.status'), cell: (r) => <StatusBadge status={r.status} />, nowrap: true, sortKey: 'status' },
    staff && { key: 'priority', header: t('tickets.fields.priority'), cell: (r) => <Priority priority={r.priority} />, nowrap: true, sortKey: 'priority' },
    staff && { key: 'sla', header: t('sla.column'), cell: (r) => <SlaBadge sla={r.sla} testId={`ticket-sla-${r.id}`} />, nowrap: true, sortKey: 'due' },
    !staff && { key: 'site', header: t('tickets.fields.site'), cell: placeOf, nowrap: true, maxWidth: 200, priority: 2 },
    { key: 'createdAt', header: t('tickets.fields.createdAt'), cell: (r) => formatDate(r.createdAt), nowrap: true, sortKey: 'createdAt' },
    { key: 'updatedAt', header: t('tickets.fields.updatedAt'), cell: (r) => formatDate(r.updatedAt), nowrap: true, sortKey: 'updatedAt', priority: 3 },
    staff && { key: 'rating', header: t('satisfaction.column'), cell: (r) => <RatingCell rating={r.rating} />, nowrap: true, priority: 2 },
    staff && {
      key: 'assignee',
      header: t('tickets.fields.assignee'),
      cell: (r) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c={r.assignee ? undefined : 'dimmed'}>
            {r.assignee?.name ?? t('tickets.unassigned')}
          </Text>
          <AssignToMe ticket={r} userId={userId} />
        </Group>
      ),
      nowrap: true,
    },
  ];
  return columns.filter((column): column is Column<TicketSummary> => column !== false);
}

/**
 * The service request lists: a contact's own (/dashboard/MyTickets, with "New request") and the
 * staff queue (/dashboard/ServiceRequests: company, priority and assignee, "assign to me" in the
 * row). Paging, sort and filters live in the URL; a row opens the ticket's page.
 */
export function TicketList({ variant }: { variant: 'customer' | 'staff' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const staff = variant === 'staff';
  const { data: user } = useCurrentUser();
  const list = useListPage<TicketFilters, (typeof TICKET_SORTS)[number]>(TICKET_LIST_OPTIONS[variant]);
  const { queryKey, load } = ticketList(list);
  const tickets = useListQuery(queryKey, load);
  const userId = user?.id ?? '';
  const columns = useMemo(() => ticketColumns(t, staff, userId), [t, staff, userId]);
  // The queue's chosen requests (kept across its pages) for a bulk change.
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());

  return (
    <ListPage
      screen={staff ? 'ServiceRequests' : 'MyTickets'}
      list={list}
      query={tickets}
      columns={columns}
      filters={<TicketFilterBar value={list.filters} onChange={list.setFilters} staff={staff} />}
      actions={
        staff && (
          <Button component={Link} to={SAVED_REPLIES_PATH} variant="default" leftSection={<IconMessageShare size={16} aria-hidden="true" />} w={{ base: '100%', xs: 'auto' }} data-testid="tickets-saved-replies">
            {t('savedReplies.title')}
          </Button>
        )
      }
      toolbar={staff && <BulkBar selected={selected} onDone={setSelected} onClear={() => setSelected(new Set())} />}
      selection={staff ? { selected, onChange: setSelected, rowName: (row) => row.ticketNo } : undefined}
      clearable
      // The customer's one action comes before the filters, so a phone shows it without scrolling.
      above={
        !staff && (
          <Group>
            <Button component={Link} to={NEW_REQUEST_PATH} leftSection={<IconPlus size={16} aria-hidden="true" />} w={{ base: '100%', xs: 'auto' }} data-testid="tickets-new">
              {t('tickets.new')}
            </Button>
          </Group>
        )
      }
      onRowOpen={(row) => navigate(ticketPath(row.id))}
      rowTestId="ticket-row"
      mobileCard={(ticket) => <TicketCard ticket={ticket} staff={staff} />}
      minWidth={staff ? 1300 : 980}
      testId="tickets"
    />
  );
}
