import { useMemo, useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OUTBOX_SORTS, OUTBOX_STATES, type FindOutboxRequest, type OutboxEntry, type OutboxState } from '@customer-hub/contract/email';
import { ConfirmModal } from '@/components/confirm-modal';
import type { Column } from '@/components/data-table';
import { SearchFilter, SelectFilter } from '@/components/list-filters';
import { ListPage } from '@/components/list-page';
import { call } from '@/lib/api-call';
import { formatDateTime } from '@/lib/format';
import { filterQuery, pageQuery, useListQuery } from '@/lib/queries';
import { useListPage, type FiltersOf } from '@/lib/use-list-page';

const STATE_COLOR: Record<OutboxState, string> = { pending: 'yellow', retrying: 'orange', failed: 'red' };
const OUTBOX = ['email-outbox'] as const;

/** The list's filters as the contract's query takes them: '' in the URL is "every state". */
type OutboxFilters = FiltersOf<FindOutboxRequest, 'state' | 'search'>;

/** /dashboard/EmailOutbox (staff): the emails not yet delivered, and "Retry now" for those that can be sent again. */
export function EmailOutboxPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useListPage({
    filters: { state: '', search: '' } as OutboxFilters,
    allowed: { state: OUTBOX_STATES },
    sorts: OUTBOX_SORTS,
    sort: { key: 'createdAt', direction: 'desc' },
  });
  const query = { ...pageQuery(list.page, list.sort, list.pageSize), ...filterQuery(list.filters) };
  const outbox = useListQuery([...OUTBOX, query], (signal) => call('GET /api/email-outbox', { query, signal }), { staleTime: 0 });
  const [retrying, setRetrying] = useState<OutboxEntry | null>(null);
  const retry = useMutation({
    mutationFn: (id: string) => call('POST /api/email-outbox/:id/retry', { params: { id } }),
    onSuccess: async () => {
      setRetrying(null);
      notifications.show({ color: 'green', message: t('screens.EmailOutbox.retry.done') });
      await queryClient.invalidateQueries({ queryKey: OUTBOX });
    },
  });
  const closeRetry = () => {
    retry.reset();
    setRetrying(null);
  };

  const columns = useMemo<Column<OutboxEntry>[]>(
    () => [
      { key: 'createdAt', header: t('screens.EmailOutbox.columns.createdAt'), cell: (r) => formatDateTime(r.createdAt), nowrap: true, sortKey: 'createdAt' },
      { key: 'to', header: t('screens.EmailOutbox.columns.to'), cell: (r) => r.to, nowrap: true, sortKey: 'to' },
      { key: 'subject', header: t('screens.EmailOutbox.columns.subject'), cell: (r) => r.subject, maxWidth: 280, nowrap: true },
      { key: 'template', header: t('screens.EmailOutbox.columns.template'), cell: (r) => `${r.templateKey} · ${r.language}`, nowrap: true, priority: 3 },
      {
        key: 'state',
        header: t('screens.EmailOutbox.columns.state'),
        nowrap: true,
        cell: (r) => (
          <Badge color={STATE_COLOR[r.state]} variant="light">
            {t(`screens.EmailOutbox.states.${r.state}`)}
          </Badge>
        ),
      },
      { key: 'attempts', header: t('screens.EmailOutbox.columns.attempts'), cell: (r) => r.attempts, nowrap: true, align: 'right', sortKey: 'attempts', priority: 2 },
      { key: 'lastError', header: t('screens.EmailOutbox.columns.lastError'), cell: (r) => r.lastError ?? '', maxWidth: 240, nowrap: true, priority: 3 },
      { key: 'nextAttemptAt', header: t('screens.EmailOutbox.columns.nextAttemptAt'), cell: (r) => formatDateTime(r.nextAttemptAt), nowrap: true, sortKey: 'nextAttemptAt', priority: 2 },
      {
        key: 'actions',
        header: t('screens.EmailOutbox.columns.actions'),
        headerHidden: true,
        nowrap: true,
        cell: (r) =>
          r.retryable ? (
            <Button size="compact-sm" variant="light" onClick={() => setRetrying(r)} data-testid="outbox-retry">
              {t('screens.EmailOutbox.retry.button')}
            </Button>
          ) : null,
      },
    ],
    [t],
  );

  return (
    <ListPage
      screen="EmailOutbox"
      list={list}
      query={outbox}
      columns={columns}
      clearable
      noDetail
      filters={
        <>
          <SelectFilter
            label={t('screens.EmailOutbox.filters.state')}
            options={OUTBOX_STATES}
            optionLabel={(s) => t(`screens.EmailOutbox.states.${s}`)}
            value={list.filters.state}
            onChange={(state) => list.setFilters({ state })}
            testId="outbox-state"
          />
          <SearchFilter label={t('screens.EmailOutbox.filters.search')} value={list.filters.search} onChange={(search) => list.setFilters({ search })} testId="outbox-search" />
        </>
      }
      rowTestId="outbox-row"
      mobileCard={(r) => (
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={700} truncate="end">
              {r.to}
            </Text>
            <Badge color={STATE_COLOR[r.state]} variant="light">
              {t(`screens.EmailOutbox.states.${r.state}`)}
            </Badge>
          </Group>
          <Text size="sm" truncate="end">
            {r.subject}
          </Text>
          <Text size="xs" c="dimmed">
            {t('screens.EmailOutbox.card', { attempts: r.attempts, created: formatDateTime(r.createdAt) })}
          </Text>
          {r.lastError && (
            <Text size="xs" c="red" lineClamp={2}>
              {r.lastError}
            </Text>
          )}
          {r.retryable && (
            <Group>
              <Button size="compact-sm" variant="light" onClick={() => setRetrying(r)} data-testid="outbox-retry">
                {t('screens.EmailOutbox.retry.button')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
      minWidth={1000}
      testId="email-outbox"
    >
      <ConfirmModal
        opened={retrying !== null}
        title={t('screens.EmailOutbox.retry.title')}
        message={retrying ? t('screens.EmailOutbox.retry.message', { to: retrying.to, subject: retrying.subject }) : ''}
        confirmLabel={t('screens.EmailOutbox.retry.confirm')}
        loading={retry.isPending}
        error={retry.error}
        onConfirm={() => retrying && retry.mutate(retrying.id)}
        onClose={closeRetry}
        testId="outbox-retry-dialog"
      />
    </ListPage>
  );
}
