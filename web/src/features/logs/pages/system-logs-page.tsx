import { useMemo, useState } from 'react';
import { Badge, Modal, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column, pagedQueryProps } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { RoleGate } from '@/components/role-gate';
import { LOG_LEVEL_LIST, useSystemLogs, type LogLevel, type SystemLogEntry } from '@/features/logs/api';
import { DetailList, PreBlock } from '@/components/detail-list';
import { formatDateTime } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';

const PAGE_SIZE = 25;
const LEVEL_COLOR: Record<string, string> = { Error: 'red', Warning: 'orange', Information: 'blue' };

function isLevel(value: string): value is LogLevel {
  return (LOG_LEVEL_LIST as readonly string[]).includes(value);
}

function LevelBadge({ level }: { level: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={LEVEL_COLOR[level] ?? 'gray'} variant="light">
      {isLevel(level) ? t(`systemLogs.levels.${level}`) : level}
    </Badge>
  );
}

function SystemLogDetail({ entry, onClose }: { entry: SystemLogEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={t('systemLogs.detailTitle')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {entry && (
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
      )}
    </Modal>
  );
}

function SystemLogsTable() {
  const { t } = useTranslation();
  const [level, setLevel] = useState<LogLevel | ''>('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<SystemLogEntry | null>(null);
  const logs = useSystemLogs({ level, page, pageSize: PAGE_SIZE });

  const columns = useMemo<Column<SystemLogEntry>[]>(
    () => [
      { key: 'time', header: t('logs.columns.time'), cell: (r) => formatDateTime(r.createdAt), nowrap: true },
      { key: 'level', header: t('systemLogs.columns.level'), cell: (r) => <LevelBadge level={r.level} />, nowrap: true },
      { key: 'path', header: t('systemLogs.columns.path'), cell: (r) => r.path ?? '', maxWidth: 260, nowrap: true },
      { key: 'message', header: t('systemLogs.columns.message'), cell: (r) => r.shortMessage, maxWidth: 420, nowrap: true },
    ],
    [t],
  );

  return (
    <Stack gap="md">
      <NativeSelect
        label={t('systemLogs.filters.level')}
        value={level}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setLevel(isLevel(value) ? value : '');
          setPage(1);
        }}
        data={[{ value: '', label: t('common.all') }, ...LOG_LEVEL_LIST.map((l) => ({ value: l, label: t(`systemLogs.levels.${l}`) }))]}
        w={{ base: '100%', xs: 220 }}
        data-testid="system-logs-level"
      />
      <DataTable
        label={t('routes.Logs')}
        columns={columns}
        {...pagedQueryProps(logs)}
        rowKey={(r) => r.id}
        emptyText={t('logs.empty')}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        onRowClick={setSelected}
        minWidth={720}
        testId="system-logs"
      />
      <SystemLogDetail entry={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}

/** /dashboard/Logs (Admin): server errors and warnings, with their details. */
export function SystemLogsPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.Logs'));
  return (
    <>
      <PageHeader title={t('routes.Logs')} lead={t('systemLogs.lead')} />
      <RoleGate allow={(user) => user.roles.includes('Admin')}>
        <SystemLogsTable />
      </RoleGate>
    </>
  );
}
