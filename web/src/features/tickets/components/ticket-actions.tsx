import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarEvent, IconCheck, IconCircleCheck, IconCircleX, IconUserCheck, IconUserMinus, IconX, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TICKET_TEXT_MAX } from '@customer-hub/contract/constants/tickets';
import type { GetTicketResponse } from '@customer-hub/contract/tickets';
import { ConfirmModal } from '@/components/confirm-modal';
import { useAssignTicket, useTicketTransition, type NoteAction } from '@/features/tickets/api';
import { MergeAction } from '@/features/tickets/components/merge-action';
import { ProposeModal } from '@/features/tickets/components/propose-modal';
import { declineReason } from '@/features/tickets/components/ticket-forms';
import { failure } from '@/lib/notify';

/** The note-taking transitions, in the order their buttons show: each asks first (spec §5). */
const NOTE_ACTIONS: readonly { action: NoteAction; icon: Icon; danger: boolean; noteRequired: boolean }[] = [
  { action: 'confirm', icon: IconCheck, danger: false, noteRequired: false },
  { action: 'done', icon: IconCircleCheck, danger: false, noteRequired: false },
  { action: 'refuse', icon: IconCircleX, danger: true, noteRequired: false },
  { action: 'cancel', icon: IconX, danger: true, noteRequired: false },
  { action: 'decline', icon: IconCircleX, danger: true, noteRequired: true },
];

function NoteActionDialog({ ticket, action, onClose }: { ticket: GetTicketResponse; action: (typeof NOTE_ACTIONS)[number] | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const transition = useTicketTransition();
  // The dialog keeps its words while it closes.
  const [last, setLast] = useState(action);
  if (action && action !== last) setLast(action);
  const shown = action ?? last;
  const close = () => {
    setNote('');
    setNoteError(null);
    transition.reset();
    onClose();
  };
  const name = shown?.action ?? 'confirm';
  const confirm = () => {
    if (!action) return;
    if (action.noteRequired && !declineReason.safeParse(note).success) {
      setNoteError(t('tickets.actions.decline.reasonRequired'));
      return;
    }
    transition.mutate(
      { id: ticket.id, action: action.action, note: note.trim() || undefined },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t(`tickets.actions.${name}.done`, { ticketNo: ticket.ticketNo }) });
          close();
        },
      },
    );
  };
  return (
    <ConfirmModal
      opened={action !== null}
      onClose={close}
      title={t(`tickets.actions.${name}.title`, { ticketNo: ticket.ticketNo })}
      message={
        <Stack gap="sm">
          <Text>{t(`tickets.actions.${name}.message`)}</Text>
          <Textarea
            label={shown?.noteRequired ? t('tickets.actions.decline.reason') : t('tickets.actions.note')}
            withAsterisk={shown?.noteRequired}
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setNoteError(null);
            }}
            error={noteError}
            maxLength={TICKET_TEXT_MAX}
            autosize
            minRows={2}
            data-autofocus
            data-testid="ticket-dialog-note"
          />
        </Stack>
      }
      confirmLabel={t(`tickets.actions.${name}.confirm`)}
      danger={shown?.danger}
      loading={transition.isPending}
      error={transition.error}
      onConfirm={confirm}
      testId={`ticket-dialog-${name}`}
    />
  );
}

function AssignButtons({ ticket, userId }: { ticket: GetTicketResponse; userId: string }) {
  const { t } = useTranslation();
  const assign = useAssignTicket();
  const send = (assigneeId: string | null, done: 'tickets.assign.done' | 'tickets.assign.unassigned') =>
    assign.mutate(
      { id: ticket.id, assigneeId },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t(done, { ticketNo: ticket.ticketNo }) }),
        onError: () => notifications.show(failure({ message: t('tickets.assign.failed', { ticketNo: ticket.ticketNo }) })),
      },
    );
  const mine = ticket.assignee?.id === userId;
  return (
    <>
      {!mine && (
        <Button variant="light" leftSection={<IconUserCheck size={16} aria-hidden="true" />} loading={assign.isPending && assign.variables.assigneeId !== null} onClick={() => send(userId, 'tickets.assign.done')} w={{ base: '100%', xs: 'auto' }} data-testid="ticket-action-assign">
          {t('tickets.assign.toMe')}
        </Button>
      )}
      {ticket.assignee && (
        <Button variant="default" leftSection={<IconUserMinus size={16} aria-hidden="true" />} loading={assign.isPending && assign.variables.assigneeId === null} onClick={() => send(null, 'tickets.assign.unassigned')} w={{ base: '100%', xs: 'auto' }} data-testid="ticket-action-unassign">
          {t('tickets.assign.unassign')}
        </Button>
      )}
    </>
  );
}

/**
 * Exactly the actions the server's `allowedActions` holds for this caller: staff propose,
 * decline, mark done and assign; the customer confirms, refuses or cancels. Every status change
 * asks first; full-width buttons on phones.
 */
export function TicketActions({ ticket, userId }: { ticket: GetTicketResponse; userId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<(typeof NOTE_ACTIONS)[number] | null>(null);
  const [proposing, setProposing] = useState(false);
  const allowed = new Set(ticket.allowedActions);
  const noteActions = NOTE_ACTIONS.filter((entry) => allowed.has(entry.action));
  if (allowed.size === 0) return null;
  return (
    <Group gap="sm" data-testid="ticket-actions" role="group" aria-label={t('tickets.actions.label')}>
      {allowed.has('propose') && (
        <Button leftSection={<IconCalendarEvent size={16} aria-hidden="true" />} onClick={() => setProposing(true)} w={{ base: '100%', xs: 'auto' }} data-testid="ticket-action-propose">
          {t('tickets.propose.action')}
        </Button>
      )}
      {noteActions.map((entry) => (
        <Button
          key={entry.action}
          color={entry.danger ? 'red' : undefined}
          variant={entry.danger ? 'light' : 'filled'}
          leftSection={<entry.icon size={16} aria-hidden="true" />}
          onClick={() => setOpen(entry)}
          w={{ base: '100%', xs: 'auto' }}
          data-testid={`ticket-action-${entry.action}`}
        >
          {t(`tickets.actions.${entry.action}.button`)}
        </Button>
      ))}
      {allowed.has('assign') && <AssignButtons ticket={ticket} userId={userId} />}
      {/* Staff may merge an open request (assign is theirs exactly while it is open). */}
      {allowed.has('assign') && <MergeAction ticket={ticket} />}
      <NoteActionDialog ticket={ticket} action={open} onClose={() => setOpen(null)} />
      {allowed.has('propose') && <ProposeModal ticket={ticket} opened={proposing} onClose={() => setProposing(false)} />}
    </Group>
  );
}
