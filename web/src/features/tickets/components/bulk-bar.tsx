import { useState } from 'react';
import { Alert, Button, Group, List, Paper, Progress, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconUserShare, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TICKET_TEXT_MAX } from '@customer-hub/contract/constants/tickets';
import type { BulkTicketsResponse } from '@customer-hub/contract/ticket-bulk';
import { ConfirmModal } from '@/components/confirm-modal';
import { useBulkTickets, useStaffUsers } from '@/features/tickets/api';
import { declineReason } from '@/features/tickets/components/ticket-forms';

/** The picker's value for "nobody" (a select's value is a string). */
const NOBODY = '-';

type Pending = { action: 'assign'; assigneeId: string | null; name: string } | { action: 'decline' } | { action: 'done' };

/** What the bulk change answered: how many changed, and each refused request with its reason. */
function BulkResult({ result, onClose }: { result: BulkTicketsResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const failed = result.results.filter((r) => !r.ok);
  return (
    <Alert
      color={failed.length ? 'yellow' : 'green'}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onClose}
      title={failed.length ? t('tickets.bulk.resultFailed', { updated: result.updated, failed: result.failed }) : t('tickets.bulk.result', { updated: result.updated })}
      role="status"
      data-testid="tickets-bulk-result"
    >
      {failed.length > 0 && (
        <List size="sm">
          {failed.map((r) => (
            <List.Item key={r.id}>{t('tickets.bulk.failedItem', { ticketNo: r.ticketNo ?? r.id, reason: t(`errors.${r.code ?? 'generic'}`, { defaultValue: t('errors.generic') }) })}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/**
 * The staff queue's bar over the chosen requests: assign them (to a staff user, or nobody), decline
 * them with the reason, or mark them done — each asks first, then each request is changed on its
 * own by the server, which answers who could not be and why; those stay chosen.
 */
export function BulkBar({ selected, onDone, onClear }: { selected: ReadonlySet<string>; onDone: (refused: ReadonlySet<string>) => void; onClear: () => void }) {
  const { t } = useTranslation();
  const count = selected.size;
  const staffUsers = useStaffUsers(count > 0);
  const bulk = useBulkTickets();
  const [assignee, setAssignee] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [result, setResult] = useState<BulkTicketsResponse | null>(null);
  const [progress, setProgress] = useState(0);

  const close = () => {
    setPending(null);
    setNote('');
    setNoteError(null);
    bulk.reset();
  };
  const apply = () => {
    if (!pending) return;
    const ids = [...selected];
    const body =
      pending.action === 'assign'
        ? { action: 'assign' as const, ids, assigneeId: pending.assigneeId }
        : pending.action === 'decline'
          ? { action: 'decline' as const, ids, note: note.trim() }
          : { action: 'done' as const, ids, note: note.trim() || undefined };
    if (pending.action === 'decline' && !declineReason.safeParse(note).success) {
      setNoteError(t('tickets.bulk.reasonRequired'));
      return;
    }
    setProgress(0);
    bulk.mutate({ body, onProgress: setProgress }, {
      onSuccess: (answer) => {
        setResult(answer);
        close();
        // The refused stay chosen, for another try or another change.
        onDone(new Set(answer.results.filter((r) => !r.ok).map((r) => r.id)));
      },
    });
  };

  const staffOptions = [{ value: NOBODY, label: t('tickets.bulk.nobody') }, ...(staffUsers.data ?? []).map((user) => ({ value: user.id, label: user.name }))];
  const assigneeName = staffOptions.find((o) => o.value === assignee)?.label ?? '';
  const title =
    pending?.action === 'assign'
      ? t('tickets.bulk.assignTitle', { count, name: pending.name })
      : pending?.action === 'decline'
        ? t('tickets.bulk.declineTitle', { count })
        : t('tickets.bulk.doneTitle', { count });
  const message =
    pending?.action === 'assign' ? t('tickets.bulk.assignMessage', { name: pending.name }) : pending?.action === 'decline' ? t('tickets.bulk.declineMessage') : t('tickets.bulk.doneMessage');

  return (
    <Stack gap="sm">
      {result && <BulkResult result={result} onClose={() => setResult(null)} />}
      {count > 0 && (
        <Paper withBorder p="sm" radius="md" role="group" aria-label={t('tickets.bulk.label')} data-testid="tickets-bulk-bar">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Text fw={700} size="sm" pb={8} aria-live="polite" data-testid="tickets-bulk-count">
              {t('tickets.bulk.selected', { count })}
            </Text>
            <Group gap="xs" align="flex-end" wrap="nowrap" w={{ base: '100%', xs: 'auto' }}>
              <Select
                label={t('tickets.bulk.assignTo')}
                data={staffOptions}
                value={assignee}
                onChange={setAssignee}
                placeholder={t('tickets.form.choose')}
                searchable
                flex={{ base: 1, xs: 'none' }}
                miw={0}
                w={{ base: 'auto', xs: 220 }}
                comboboxProps={{ withinPortal: true }}
                data-testid="tickets-bulk-assignee"
              />
              <Button
                variant="light"
                leftSection={<IconUserShare size={16} aria-hidden="true" />}
                disabled={assignee === null}
                onClick={() => setPending({ action: 'assign', assigneeId: assignee === NOBODY ? null : assignee, name: assigneeName })}
                data-testid="tickets-bulk-assign"
              >
                {t('tickets.bulk.assign')}
              </Button>
            </Group>
            <Button variant="light" leftSection={<IconCircleCheck size={16} aria-hidden="true" />} onClick={() => setPending({ action: 'done' })} w={{ base: '100%', xs: 'auto' }} data-testid="tickets-bulk-done">
              {t('tickets.bulk.done')}
            </Button>
            <Button variant="light" color="red" leftSection={<IconCircleX size={16} aria-hidden="true" />} onClick={() => setPending({ action: 'decline' })} w={{ base: '100%', xs: 'auto' }} data-testid="tickets-bulk-decline">
              {t('tickets.bulk.decline')}
            </Button>
            <Button variant="subtle" leftSection={<IconX size={16} aria-hidden="true" />} onClick={onClear} w={{ base: '100%', xs: 'auto' }} data-testid="tickets-bulk-clear">
              {t('tickets.bulk.clear')}
            </Button>
          </Group>
        </Paper>
      )}
      <ConfirmModal
        opened={pending !== null}
        onClose={close}
        title={title}
        message={
          <Stack gap="sm">
            <Text>{message}</Text>
            {pending && pending.action !== 'assign' && (
              <Textarea
                label={pending.action === 'decline' ? t('tickets.bulk.reason') : t('tickets.bulk.note')}
                withAsterisk={pending.action === 'decline'}
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
                data-testid="tickets-bulk-note"
              />
            )}
            {bulk.isPending && (
              <Stack gap={4} data-testid="tickets-bulk-progress">
                <Text size="sm" role="status">
                  {t('tickets.bulk.working', { count })}
                </Text>
                <Progress value={count ? Math.max(5, (progress / count) * 100) : 0} animated aria-label={t('tickets.bulk.working', { count })} />
              </Stack>
            )}
          </Stack>
        }
        confirmLabel={t('tickets.bulk.apply')}
        danger={pending?.action === 'decline'}
        loading={bulk.isPending}
        error={bulk.error}
        onConfirm={apply}
        testId="tickets-bulk-confirm"
      />
    </Stack>
  );
}
