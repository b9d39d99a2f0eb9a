import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowMerge } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GetTicketResponse } from '@customer-hub/contract/tickets';
import { ConfirmModal } from '@/components/confirm-modal';
import { useMergeCandidates, useMergeTicket } from '@/features/tickets/api';

/**
 * "Merge into…" (staff, while the request is open): a searchable pick of the same company's other
 * open requests, then a confirmation naming both before anything moves.
 */
export function MergeAction({ ticket }: { ticket: GetTicketResponse }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [search, setSearch] = useState('');
  const [targetId, setTargetId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const candidates = useMergeCandidates(ticket.companyId, search, picking);
  const merge = useMergeTicket();
  const options = (candidates.data?.items ?? []).filter((item) => item.id !== ticket.id);
  // The chosen one is kept while the search changes the list under it.
  const [target, setTarget] = useState<{ id: string; ticketNo: string; title: string } | null>(null);

  const close = () => {
    setPicking(false);
    setConfirming(false);
    setSearch('');
    setTargetId(null);
    setTarget(null);
    merge.reset();
  };

  return (
    <>
      <Button variant="default" leftSection={<IconArrowMerge size={16} aria-hidden="true" />} onClick={() => setPicking(true)} w={{ base: '100%', xs: 'auto' }} data-testid="ticket-action-merge">
        {t('tickets.merge.button')}
      </Button>
      <Modal opened={picking && !confirming} onClose={close} title={t('tickets.merge.title', { ticketNo: ticket.ticketNo })} data-testid="ticket-merge-dialog">
        <Stack gap="md">
          <Select
            label={t('tickets.merge.target')}
            description={t('tickets.merge.targetHint', { company: ticket.companyName })}
            placeholder={t('tickets.merge.search')}
            searchable
            value={targetId}
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options: all }) => all}
            data={[
              ...options.map((item) => ({ value: item.id, label: `${item.ticketNo} · ${item.title}` })),
              ...(target && !options.some((item) => item.id === target.id) ? [{ value: target.id, label: `${target.ticketNo} · ${target.title}` }] : []),
            ]}
            nothingFoundMessage={t('tickets.merge.noneFound')}
            onChange={(id) => {
              setTargetId(id);
              const item = options.find((o) => o.id === id);
              setTarget(item ? { id: item.id, ticketNo: item.ticketNo, title: item.title } : null);
            }}
            data-autofocus
            comboboxProps={{ withinPortal: true }}
            data-testid="ticket-merge-target"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button disabled={!target} onClick={() => setConfirming(true)} data-testid="ticket-merge-next">
              {t('tickets.merge.next')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmModal
        opened={confirming && !!target}
        onClose={close}
        title={t('tickets.merge.confirmTitle', { source: ticket.ticketNo, target: target?.ticketNo ?? '' })}
        message={<Text>{t('tickets.merge.confirmMessage', { source: ticket.ticketNo, target: target?.ticketNo ?? '' })}</Text>}
        confirmLabel={t('tickets.merge.confirm')}
        danger
        loading={merge.isPending}
        error={merge.error}
        onConfirm={() => {
          if (!target) return;
          merge.mutate(
            { id: ticket.id, intoId: target.id },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t('tickets.merge.done', { source: ticket.ticketNo, target: target.ticketNo }) });
                close();
              },
            },
          );
        }}
        testId="ticket-merge-confirm"
      />
    </>
  );
}
