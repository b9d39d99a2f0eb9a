import { useMemo, useState } from 'react';
import { Anchor, Badge, Button, Text, UnstyledButton } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconChecks } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NotificationListItem, RequestLog } from '@customer-hub/contract/notifications';
import { NOTIFICATION_KINDS, NOTIFICATION_READ_STATES } from '@customer-hub/contract/constants/notifications';
import type { Column } from '@/components/data-table';
import { ListCard } from '@/components/list-card';
import { SelectFilter } from '@/components/list-filters';
import { ListPage } from '@/components/list-page';
import { useMarkAllViewed, useNotificationsPage, useUnviewedCount, type NotificationFilters } from '@/features/notifications/api';
import { AccessRequestDialog } from '@/features/notifications/components/access-request-dialog';
import { formatDateTime } from '@/lib/format';
import { useListPage } from '@/lib/use-list-page';

const EMPTY: NotificationFilters = { kind: '', state: '' };
const PAGE_SIZE = 25;

/** A notification's title, as a link to its page, or a button opening the access request's dialog. */
function TitleCell({ item, onRequest }: { item: NotificationListItem; onRequest: (request: RequestLog) => void }) {
  const weight = item.viewedAt ? 400 : 700;
  if (item.requestLog) {
    const request = item.requestLog;
    return (
      <UnstyledButton onClick={() => onRequest(request)} data-testid="message-open">
        <Text size="sm" fw={weight} c="blue.8" td="underline">
          {item.title}
        </Text>
      </UnstyledButton>
    );
  }
  if (!item.link) return <Text size="sm" fw={weight}>{item.title}</Text>;
  return (
    <Anchor component={Link} to={item.link} size="sm" fw={weight} data-testid="message-open">
      {item.title}
    </Anchor>
  );
}

function StateBadge({ item }: { item: NotificationListItem }) {
  const { t } = useTranslation();
  return item.viewedAt ? (
    <Badge variant="light" color="gray">
      {t('notifications.state.read')}
    </Badge>
  ) : (
    <Badge variant="light" color="blue">
      {t('notifications.state.unread')}
    </Badge>
  );
}

/** /dashboard/MyMessages: every notification of the user, read and unread, with its page a click away. */
export function MyMessagesPage() {
  const { t } = useTranslation();
  const list = useListPage({ filters: EMPTY, allowed: { kind: NOTIFICATION_KINDS, state: NOTIFICATION_READ_STATES }, pageSize: PAGE_SIZE });
  const page = useNotificationsPage(list.filters, list.page, list.pageSize);
  const markAll = useMarkAllViewed();
  // Nothing to mark when the bell's unviewed list is empty.
  const unviewed = useUnviewedCount();
  const [request, setRequest] = useState<RequestLog | null>(null);

  const columns = useMemo<Column<NotificationListItem>[]>(
    () => [
      { key: 'title', header: t('notifications.columns.title'), cell: (n) => <TitleCell item={n} onRequest={setRequest} />, maxWidth: 520 },
      { key: 'kind', header: t('notifications.columns.kind'), cell: (n) => t(`notifications.kinds.${n.kind}`), priority: 2 },
      { key: 'createdAt', header: t('notifications.columns.received'), cell: (n) => formatDateTime(n.createdAt), nowrap: true },
      { key: 'state', header: t('notifications.columns.state'), cell: (n) => <StateBadge item={n} />, nowrap: true },
    ],
    [t],
  );

  const onMarkAll = () =>
    markAll.mutate(undefined, { onSuccess: () => toasts.show({ color: 'green', message: t('notifications.markedAllRead') }) });

  return (
    <ListPage
      screen="MyMessages"
      list={list}
      query={page}
      columns={columns}
      clearable
      noDetail
      filters={
        <>
          <SelectFilter
            label={t('notifications.filterKind')}
            options={NOTIFICATION_KINDS}
            optionLabel={(kind) => t(`notifications.kinds.${kind}`)}
            value={list.filters.kind}
            onChange={(kind) => list.setFilters({ kind })}
            testId="messages-kind"
          />
          <SelectFilter
            label={t('notifications.filterState')}
            options={NOTIFICATION_READ_STATES}
            optionLabel={(state) => t(`notifications.state.${state}`)}
            value={list.filters.state}
            onChange={(state) => list.setFilters({ state })}
            testId="messages-state"
          />
        </>
      }
      actions={
        <Button leftSection={<IconChecks size={16} aria-hidden="true" />} variant="light" onClick={onMarkAll} loading={markAll.isPending} disabled={unviewed === 0} data-testid="messages-mark-all">
          {t('notifications.markAllRead')}
        </Button>
      }
      rowTestId="message-row"
      mobileCard={(n) => (
        <ListCard title={<TitleCell item={n} onRequest={setRequest} />} aside={<StateBadge item={n} />} line={t(`notifications.kinds.${n.kind}`)} note={formatDateTime(n.createdAt)} />
      )}
      testId="messages-table"
    >
      <AccessRequestDialog request={request} onClose={() => setRequest(null)} />
    </ListPage>
  );
}
