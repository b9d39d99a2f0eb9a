import { useMemo } from 'react';
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import type { ViewAsHistoryEntry } from '@customer-hub/contract/view-as';
import { useViewAsHistory } from '@/features/account/people-api';
import { formatDateTime } from '@/lib/format';
import { useListPage } from '@/lib/use-list-page';

const SORTS = ['startedAt'] as const;

/**
 * The view-as trail (Contacts page, "View-as history" tab): who viewed the portal as which contact,
 * when and why, newest first. Staff read every session, a main contact those of their company's
 * contacts. On a phone the start and the contact stay; the rest opens with the row.
 */
export function ViewAsHistoryList() {
  const { t } = useTranslation();
  const list = useListPage({ filters: {}, sorts: SORTS, sort: { key: 'startedAt', direction: 'desc' } });
  const history = useViewAsHistory(list.sort, list.page, list.pageSize);

  const columns = useMemo<Column<ViewAsHistoryEntry>[]>(
    () => [
      { key: 'startedAt', header: t('viewAs.history.columns.started'), sortKey: 'startedAt', cell: (r) => formatDateTime(r.startedAt), nowrap: true },
      {
        key: 'endedAt',
        header: t('viewAs.history.columns.ended'),
        cell: (r) =>
          r.endedAt === null ? (
            <Badge color="yellow" variant="light" data-testid="view-as-open">
              {t('viewAs.history.open')}
            </Badge>
          ) : (
            formatDateTime(r.endedAt)
          ),
        nowrap: true,
        priority: 2,
      },
      { key: 'staff', header: t('viewAs.history.columns.staff'), cell: (r) => r.staffName, maxWidth: 180, priority: 2 },
      {
        key: 'contact',
        header: t('viewAs.history.columns.contact'),
        cell: (r) => (
          <Stack gap={0}>
            <Text size="sm">{r.contactName}</Text>
            {r.companyName ? (
              <Text size="xs" c="dimmed">
                {r.companyName}
              </Text>
            ) : null}
          </Stack>
        ),
        maxWidth: 220,
      },
      { key: 'reason', header: t('viewAs.history.columns.reason'), cell: (r) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{r.reason}</Text>, maxWidth: 360, priority: 3 },
    ],
    [t],
  );

  return (
    <ListPage
      label={t('viewAs.history.table')}
      list={list}
      query={history}
      columns={columns}
      emptyText={t('viewAs.history.empty')}
      rowTitle={(r) => r.contactName}
      rowTestId="view-as-history-row"
      testId="view-as-history"
    />
  );
}
