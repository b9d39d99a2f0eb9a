import { useMemo } from 'react';
import { Badge, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOG_LEVELS, type LogLevel } from '@customer-hub/contract/constants/logs';
import type { SystemLogEntry } from '@customer-hub/contract/logs';
import type { Column } from '@/components/data-table';
import { DateRangeFilter, SearchFilter, SelectFilter } from '@/components/list-filters';
import { ListPage } from '@/components/list-page';
import { GatedPage } from '@/components/gated-page';
import { ExportButton } from '@/components/export-button';
import { exportSystemLogs, useSystemLogs, type SystemLogFilters } from '@/features/logs/api';
import { DetailList, PreBlock } from '@/components/detail-list';
import { formatDateTime } from '@/lib/format';
import { useListPage } from '@/lib/use-list-page';

const LEVEL_COLOR: Record<string, string> = { Error: 'red', Warning: 'orange', Information: 'blue' };

function isLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}

function LevelBadge({ level }: { level: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={LEVEL_COLOR[level] ?? 'gray'} variant="light">
      {isLevel(level) ? t(`systemLogs.levels.${level}`) : level}
    </Badge>
  );
}

function SystemLogDetail({ entry }: { entry: SystemLogEntry }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="system-log-detail">
      <DetailList
        items={[
          { label: t('logs.columns.time'), value: formatDateTime(entry.createdAt) },
          { label: t('systemLogs.columns.level'), value: <LevelBadge level={entry.level} /> },
          { label: t('systemLogs.fields.machineName'), value: entry.machineName },
          { label: t('logs.columns.ip'), value: entry.ip },
          { label: t('systemLogs.columns.path'), value: entry.path },
          { label: t('systemLogs.fields.context'), value: entry.context },
        ]}
      />
      <PreBlock label={t('systemLogs.columns.message')} text={entry.shortMessage} />
      <PreBlock label={t('systemLogs.fields.fullMessage')} text={entry.fullMessage} />
      <PreBlock label={t('systemLogs.fields.exception')} text={entry.exception} />
    </Stack>
  );
}

function SystemLogsTable() {
  const { t } = useTranslation();
  const list = useListPage({ filters: { level: '', search: '', from: '', to: '' } as SystemLogFilters, allowed: { level: LOG_LEVELS } });
  const logs = useSystemLogs(list.filters, list.page, list.pageSize);

  const columns = useMemo<Column<SystemLogEntry>[]>(
    () => [
      { key: 'time', header: t('logs.columns.time'), cell: (r) => formatDateTime(r.createdAt), nowrap: true },
      { key: 'level', header: t('systemLogs.columns.level'), cell: (r) => <LevelBadge level={r.level} />, nowrap: true },
      { key: 'path', header: t('systemLogs.columns.path'), cell: (r) => r.path ?? '', maxWidth: 260, nowrap: true, priority: 2 },
      { key: 'message', header: t('systemLogs.columns.message'), cell: (r) => r.shortMessage, maxWidth: 420, nowrap: true },
    ],
    [t],
  );

  return (
    <ListPage
      label={t('routes.Logs')}
      list={list}
      query={logs}
      columns={columns}
      screen="Logs"
      titled={false}
      clearable
      actions={<ExportButton onExport={() => exportSystemLogs(list.filters)} testId="system-logs-export" />}
      filters={
        <>
          <SelectFilter
            label={t('systemLogs.filters.level')}
            options={LOG_LEVELS}
            optionLabel={(l) => t(`systemLogs.levels.${l}`)}
            value={list.filters.level}
            onChange={(level) => list.setFilters({ level })}
            testId="system-logs-level"
          />
          <SearchFilter label={t('logs.filters.search')} value={list.filters.search} onChange={(search) => list.setFilters({ search })} testId="system-logs-search" />
          <DateRangeFilter from={list.filters.from} to={list.filters.to} onChange={(range) => list.setFilters(range)} testId="system-logs-days" />
        </>
      }
      detail={(entry) => ({ title: t('systemLogs.detailTitle'), content: entry && <SystemLogDetail entry={entry} /> })}
      minWidth={720}
      testId="system-logs"
    />
  );
}

/** /dashboard/Logs (Admin): server errors and warnings, with their details. */
export function SystemLogsPage() {
  return (
    <GatedPage screen="Logs" allow={(user) => user.roles.includes('Admin')}>
      <SystemLogsTable />
    </GatedPage>
  );
}
