import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  ERASURE_ERASED_CATEGORIES,
  ERASURE_KEPT_CATEGORIES,
  ERASURE_SORTS,
  ERASURE_STATUSES,
  ERASURE_TEXT_MAX,
  type ErasureStatus,
} from '@customer-hub/contract/constants/erasure';
import type { ErasureRequestDetail, ErasureRequestSummary } from '@customer-hub/contract/erasure';
import { ConfirmModal } from '@/components/confirm-modal';
import type { Column } from '@/components/data-table';
import { DetailList } from '@/components/detail-list';
import { SearchFilter, SelectFilter } from '@/components/list-filters';
import { ListPage, queryDetail } from '@/components/list-page';
import { formatDate, formatDateTime } from '@/lib/format';
import { filterQuery, pageQuery } from '@/lib/queries';
import { useListPage } from '@/lib/use-list-page';
import { useErasureDecisions, useErasureRequest, useErasureRequests, type ErasureFilters } from '../api';

const STATUS_COLOR: Record<ErasureStatus, string> = { open: 'yellow', completed: 'green', rejected: 'gray' };

function StatusBadges({ request }: { request: Pick<ErasureRequestSummary, 'status' | 'overdue'> }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
      <Badge color={STATUS_COLOR[request.status]} variant="light">
        {t(`screens.ErasureRequests.statuses.${request.status}`)}
      </Badge>
      {request.overdue && (
        <Badge color="red" data-testid="erasure-overdue">
          {t('screens.ErasureRequests.overdue')}
        </Badge>
      )}
    </Group>
  );
}

const personOf = (r: Pick<ErasureRequestSummary, 'name' | 'userName'>) => (r.name ? `${r.name} (${r.userName})` : r.userName);

/** A titled table of counts per category. */
function CountTable({ title, lead, rows, testId }: { title: string; lead?: string; rows: { label: string; count: number }[]; testId: string }) {
  return (
    <Stack gap={4} data-testid={testId}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {lead && (
        <Text size="sm" c="dimmed">
          {lead}
        </Text>
      )}
      <Table withTableBorder verticalSpacing={4} fz="sm">
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {row.count}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function RequestReview({ request, onApprove, onReject }: { request: ErasureRequestDetail; onApprove: () => void; onReject: () => void }) {
  const { t } = useTranslation();
  const k = 'screens.ErasureRequests';
  const done = request.status === 'completed';
  return (
    <Stack gap="md">
      <StatusBadges request={request} />
      <DetailList
        items={[
          { label: t(`${k}.columns.person`), value: personOf(request) },
          { label: t(`${k}.email`), value: request.email },
          { label: t(`${k}.columns.company`), value: request.companyName ?? t(`${k}.staffCompany`) },
          { label: t(`${k}.columns.createdAt`), value: formatDateTime(request.createdAt) },
          { label: t(`${k}.columns.dueAt`), value: formatDate(request.dueAt) },
          { label: t(`${k}.openedBy`), value: request.source === 'self' ? t(`${k}.sources.self`) : (request.openedByName ?? t(`${k}.sources.staff`)) },
          { label: t(`${k}.reason`), value: request.reason || t(`${k}.noReason`) },
          { label: t(`${k}.decidedBy`), value: request.decidedByName },
          { label: t(`${k}.decidedAt`), value: request.decidedAt ? formatDateTime(request.decidedAt) : null },
          { label: t(`${k}.decisionNote`), value: request.decisionNote || null },
        ]}
      />
      {request.status !== 'rejected' && (
        <>
          <CountTable
            title={t(done ? `${k}.erasedDoneTitle` : `${k}.erasedTitle`)}
            rows={ERASURE_ERASED_CATEGORIES.map((c) => ({ label: t(`${k}.erased.${c}`), count: request.outcome.erased[c] }))}
            testId="erasure-erased"
          />
          <CountTable
            title={t(`${k}.keptTitle`)}
            lead={t(`${k}.keptLead`)}
            rows={ERASURE_KEPT_CATEGORIES.map((c) => ({ label: t(`${k}.kept.${c}`), count: request.outcome.kept[c] }))}
            testId="erasure-kept"
          />
        </>
      )}
      {request.status === 'open' &&
        (request.decidable ? (
          <Group>
            <Button color="red" onClick={onApprove} data-testid="erasure-approve">
              {t(`${k}.approve.button`)}
            </Button>
            <Button variant="default" onClick={onReject} data-testid="erasure-reject">
              {t(`${k}.reject.button`)}
            </Button>
          </Group>
        ) : (
          <Alert color="gray">{t(`${k}.ownRequest`)}</Alert>
        ))}
    </Stack>
  );
}

type Deciding = { request: ErasureRequestDetail; decision: 'approve' | 'reject' } | null;

function DecisionModal({ deciding, onClose }: { deciding: Deciding; onClose: () => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const decisions = useErasureDecisions();
  const decision = deciding?.decision ?? 'approve';
  const mutation = decisions[decision];
  const k = `screens.ErasureRequests.${decision}` as const;
  const close = () => {
    mutation.reset();
    setNote('');
    onClose();
  };
  return (
    <ConfirmModal
      opened={deciding !== null}
      title={t(`${k}.title`)}
      message={
        <Stack gap="sm">
          <Text>{t(`${k}.message`)}</Text>
          <Textarea
            label={t(`${k}.note`)}
            required={decision === 'reject'}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={ERASURE_TEXT_MAX}
            autosize
            minRows={2}
            data-testid="erasure-note"
          />
        </Stack>
      }
      confirmLabel={t(`${k}.confirm`)}
      danger={decision === 'approve'}
      loading={mutation.isPending}
      error={mutation.error}
      onConfirm={() => {
        if (!deciding || (decision === 'reject' && !note.trim())) return;
        mutation.mutate(
          { id: deciding.request.id, note },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t(`${k}.done`) });
              close();
            },
          },
        );
      }}
      onClose={close}
      testId="erasure-decision"
    />
  );
}

/** /dashboard/ErasureRequests (staff): erasure requests, open ones first, and the review of one. */
export function ErasureRequestsPage() {
  const { t } = useTranslation();
  const k = 'screens.ErasureRequests';
  const list = useListPage({
    filters: { status: '', search: '' } as ErasureFilters,
    allowed: { status: ERASURE_STATUSES },
    sorts: ERASURE_SORTS,
    sort: { key: 'due', direction: 'asc' },
  });
  const query = { ...pageQuery(list.page, list.sort, list.pageSize), ...filterQuery(list.filters) };
  const requests = useErasureRequests(query);
  const detail = useErasureRequest(list.selected);
  const [deciding, setDeciding] = useState<Deciding>(null);

  const columns = useMemo<Column<ErasureRequestSummary>[]>(
    () => [
      { key: 'createdAt', header: t(`${k}.columns.createdAt`), cell: (r) => formatDateTime(r.createdAt), nowrap: true, sortKey: 'createdAt' },
      { key: 'person', header: t(`${k}.columns.person`), cell: (r) => personOf(r), nowrap: true, maxWidth: 260 },
      { key: 'company', header: t(`${k}.columns.company`), cell: (r) => r.companyName ?? t(`${k}.staffCompany`), nowrap: true, maxWidth: 220, priority: 2 },
      { key: 'source', header: t(`${k}.columns.source`), cell: (r) => t(`${k}.sources.${r.source}`), nowrap: true, priority: 2 },
      { key: 'status', header: t(`${k}.columns.status`), cell: (r) => <StatusBadges request={r} />, nowrap: true },
      { key: 'dueAt', header: t(`${k}.columns.dueAt`), cell: (r) => formatDate(r.dueAt), nowrap: true, sortKey: 'due' },
    ],
    [t],
  );

  return (
    <ListPage
      screen="ErasureRequests"
      list={list}
      query={requests}
      columns={columns}
      clearable
      filters={
        <>
          <SelectFilter
            label={t(`${k}.filters.status`)}
            options={ERASURE_STATUSES}
            optionLabel={(s) => t(`${k}.statuses.${s}`)}
            value={list.filters.status}
            onChange={(status) => list.setFilters({ status })}
            testId="erasure-status-filter"
          />
          <SearchFilter label={t(`${k}.filters.search`)} value={list.filters.search} onChange={(search) => list.setFilters({ search })} testId="erasure-search" />
        </>
      }
      detail={queryDetail(detail, t('routes.ErasureRequests'), 'erasure-detail', (request) => ({
        title: personOf(request),
        content: <RequestReview request={request} onApprove={() => setDeciding({ request, decision: 'approve' })} onReject={() => setDeciding({ request, decision: 'reject' })} />,
      }))}
      rowTestId="erasure-row"
      mobileCard={(r) => (
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={700} truncate="end">
              {personOf(r)}
            </Text>
            <StatusBadges request={r} />
          </Group>
          <Text size="sm" truncate="end">
            {r.companyName ?? t(`${k}.staffCompany`)} · {t(`${k}.sources.${r.source}`)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(r.createdAt)} · {t(`${k}.columns.dueAt`)} {formatDate(r.dueAt)}
          </Text>
        </Stack>
      )}
      minWidth={860}
      testId="erasure-requests"
    >
      <DecisionModal deciding={deciding} onClose={() => setDeciding(null)} />
    </ListPage>
  );
}
