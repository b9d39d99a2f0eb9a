import { useMemo, useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ACCESS_REQUEST_STATUSES, type AccessRequestStatus } from '@customer-hub/contract/constants/access-requests';
import type { AccessRequest } from '@customer-hub/contract/access-requests';
import { ConfirmModal } from '@/components/confirm-modal';
import type { Column } from '@/components/data-table';
import { SelectFilter } from '@/components/list-filters';
import { ListPage } from '@/components/list-page';
import { useAccessRequests, useRejectAccessRequest, type AccessRequestFilters } from '@/features/access-request/api';
import { ApproveModal } from '@/features/access-request/components/approve-modal';
import { formatDateTime } from '@/lib/format';
import { useListPage } from '@/lib/use-list-page';

const PAGE_SIZE = 20;
const STATUS_COLOR: Record<AccessRequestStatus, string> = { Pending: 'yellow', Approved: 'green', Rejected: 'gray' };

/** Staff: the access requests, Pending first by default, to approve or reject. */
export function AccessRequestsList() {
  const { t } = useTranslation();
  const list = useListPage({
    filters: { status: 'Pending' } as AccessRequestFilters,
    allowed: { status: ACCESS_REQUEST_STATUSES },
    pageSize: PAGE_SIZE,
  });
  const [approving, setApproving] = useState<AccessRequest | null>(null);
  const [rejecting, setRejecting] = useState<AccessRequest | null>(null);
  const requests = useAccessRequests(list.filters, list.page, list.pageSize);
  const reject = useRejectAccessRequest();

  const columns = useMemo<Column<AccessRequest>[]>(
    () => [
      { key: 'createdAt', header: t('accessRequests.columns.received'), cell: (r) => formatDateTime(r.createdAt), nowrap: true },
      {
        key: 'requester',
        header: t('accessRequests.columns.requester'),
        cell: (r) => (
          <Stack gap={0} miw={160}>
            <Text size="sm" fw={600}>
              {r.name}
            </Text>
            <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
              {r.email}
            </Text>
            {r.phone && (
              <Text size="xs" c="dimmed">
                {r.phone}
              </Text>
            )}
          </Stack>
        ),
      },
      { key: 'company', header: t('accessRequests.columns.company'), cell: (r) => r.company },
      {
        key: 'presentation',
        header: t('accessRequests.columns.presentation'),
        cell: (r) => (
          <Text size="sm" lineClamp={3} title={r.presentation} miw={200} maw={360}>
            {r.presentation}
          </Text>
        ),
      },
      {
        key: 'status',
        header: t('accessRequests.columns.status'),
        nowrap: true,
        cell: (r) => (
          <Badge color={STATUS_COLOR[r.status]} variant="light">
            {t(`accessRequests.status.${r.status}`)}
          </Badge>
        ),
      },
      {
        key: 'actions',
        header: t('common.actions'),
        nowrap: true,
        cell: (r) =>
          r.status === 'Pending' ? (
            <Group gap="xs" wrap="nowrap">
              <Button size="xs" color="teal.9" onClick={() => setApproving(r)} data-testid="request-approve">
                {t('accessRequests.approve.button')}
              </Button>
              <Button size="xs" variant="light" color="red" onClick={() => setRejecting(r)} data-testid="request-reject">
                {t('accessRequests.reject.button')}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {formatDateTime(r.decidedAt)}
            </Text>
          ),
      },
    ],
    [t],
  );

  const closeReject = () => {
    reject.reset();
    setRejecting(null);
  };

  const onReject = () => {
    if (!rejecting) return;
    reject.mutate(
      { id: rejecting.id },
      {
        onSuccess: () => {
          setRejecting(null);
          notifications.show({ color: 'green', message: t('accessRequests.reject.done') });
        },
      },
    );
  };

  return (
    <ListPage
      label={t('accessRequests.title')}
      list={list}
      query={requests}
      columns={columns}
      screen="AccessRequests"
      filters={
        <SelectFilter
          label={t('accessRequests.filterStatus')}
          options={ACCESS_REQUEST_STATUSES}
          optionLabel={(s) => t(`accessRequests.status.${s}`)}
          value={list.filters.status}
          onChange={(status) => list.setFilters({ status })}
          allLast
          testId="access-requests-status"
        />
      }
      noDetail
      minWidth={900}
      testId="access-requests"
    >
      <ApproveModal
        request={approving}
        onClose={() => setApproving(null)}
        onApproved={() => {
          setApproving(null);
          notifications.show({ color: 'green', message: t('accessRequests.approve.done') });
        }}
      />
      <ConfirmModal
        opened={rejecting !== null}
        title={t('accessRequests.reject.title')}
        message={rejecting ? t('accessRequests.reject.text', { name: rejecting.name, email: rejecting.email }) : ''}
        confirmLabel={t('accessRequests.reject.button')}
        danger
        loading={reject.isPending}
        error={reject.error}
        onConfirm={onReject}
        onClose={closeReject}
        testId="reject-dialog"
      />
    </ListPage>
  );
}
