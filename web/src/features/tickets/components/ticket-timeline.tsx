import { Badge, Group, Paper, Stack, Text, Timeline } from '@mantine/core';
import { IconLock, IconMessage, IconProgress } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { GetTicketResponse, TicketTimelineEntry } from '@customer-hub/contract/tickets';
import { StatusBadge } from '@/components/status-badge';
import { AttachmentList } from '@/features/tickets/components/attachment-list';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';

type StatusEntry = Extract<TicketTimelineEntry, { kind: 'status' }>;
type CommentEntry = Extract<TicketTimelineEntry, { kind: 'comment' }>;

/** What a status change means, in the reader's words: the server keeps only the statuses. */
function statusEvent(t: TFunction, entry: StatusEntry): string {
  return entry.fromStatus === null ? t('tickets.timeline.events.created') : t(`tickets.timeline.events.${entry.toStatus}`);
}

/** "12/03/2026 10:04 · Ana Silva" */
function byAt(t: TFunction, at: string, name: string | undefined) {
  return name ? t('tickets.timeline.byAt', { at: formatDateTime(at), name }) : formatDateTime(at);
}

function StatusItem({ entry, currency }: { entry: StatusEntry; currency: string }) {
  const { t } = useTranslation();
  const proposal = entry.proposedDate !== null || entry.proposedBudget !== null;
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {statusEvent(t, entry)}
        </Text>
        <StatusBadge status={entry.toStatus} />
      </Group>
      <Text size="xs" c="dimmed">
        {byAt(t, entry.at, entry.by ? entry.by.name || t('tickets.timeline.formerContact') : undefined)}
      </Text>
      {proposal && (
        <Text size="sm" data-testid="ticket-timeline-proposal">
          {t('tickets.timeline.proposal', { date: formatDate(entry.proposedDate), budget: formatMoney(entry.proposedBudget, currency) })}
        </Text>
      )}
      {entry.note && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {entry.note}
        </Text>
      )}
    </Stack>
  );
}

function CommentItem({ entry, ticketId }: { entry: CommentEntry; ticketId: string }) {
  const { t } = useTranslation();
  // A person whose data was erased has no name left: their comments are signed as a former contact.
  const author = entry.by ? entry.by.name || t('tickets.timeline.formerContact') : entry.byStaff ? t('tickets.timeline.serviceTeam') : '';
  const body = (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {author}
        </Text>
        {entry.byStaff && !entry.internal && (
          <Badge size="xs" variant="light" color="blue">
            {t('tickets.timeline.serviceTeam')}
          </Badge>
        )}
        {entry.internal && (
          <Badge size="sm" variant="filled" color="yellow" c="dark" leftSection={<IconLock size={12} aria-hidden="true" />} data-testid="ticket-internal-badge">
            {t('tickets.timeline.internal')}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {formatDateTime(entry.at)}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {entry.body}
      </Text>
      {entry.attachments.length > 0 && <AttachmentList ticketId={ticketId} attachments={entry.attachments} />}
    </Stack>
  );
  if (!entry.internal) return body;
  // Staff only ever receive internal notes; they are set apart so nobody takes one for a reply the customer saw.
  return (
    <Paper p="xs" radius="sm" bg="var(--mantine-color-yellow-light)" style={{ borderInlineStart: '3px solid var(--mantine-color-yellow-filled)' }}>
      {body}
    </Paper>
  );
}

/** The ticket's story, oldest first: status changes (with the proposal and notes) and comments. */
export function TicketTimeline({ ticket, staff }: { ticket: GetTicketResponse; staff: boolean }) {
  const { t } = useTranslation();
  const entries = [...ticket.timeline].sort((a, b) => a.at.localeCompare(b.at));
  if (entries.length === 0) return <Text c="dimmed">{t('tickets.timeline.empty')}</Text>;
  return (
    <Timeline active={entries.length - 1} bulletSize={24} lineWidth={2} data-testid="ticket-timeline">
      {entries.map((entry) => (
        <Timeline.Item
          key={`${entry.kind}-${entry.id}`}
          bullet={entry.kind === 'status' ? <IconProgress size={14} aria-hidden="true" /> : entry.internal ? <IconLock size={14} aria-hidden="true" /> : <IconMessage size={14} aria-hidden="true" />}
          color={entry.kind === 'comment' && entry.internal && staff ? 'yellow' : undefined}
          data-testid={entry.kind === 'status' ? 'ticket-timeline-status' : entry.internal ? 'ticket-timeline-internal' : 'ticket-timeline-comment'}
        >
          {entry.kind === 'status' ? <StatusItem entry={entry} currency={ticket.currency} /> : <CommentItem entry={entry} ticketId={ticket.id} />}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
