import { useMemo, useState } from 'react';
import { Alert, Badge, Button, FileInput, Group, Modal, Progress, Select, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileImport, IconRefresh, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SYNC_CONNECTORS, SYNC_ENTITIES, SYNC_RUN_STATUSES } from '@customer-hub/contract/constants/sync';
import type { SyncConnectorName, SyncEntity, SyncRunStatus } from '@customer-hub/contract/constants/sync';
import type { SyncRun, SyncRunDetail } from '@customer-hub/contract/sync';
import type { Column } from '@/components/data-table';
import { DetailList } from '@/components/detail-list';
import { GatedPage } from '@/components/gated-page';
import { SelectFilter } from '@/components/list-filters';
import { ListPage, queryDetail } from '@/components/list-page';
import { errorMessage } from '@/lib/error-message';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { formatDateTime, formatNumber } from '@/lib/format';
import { isActive, useSyncRun } from '@/lib/sync-run';
import { useListPage } from '@/lib/use-list-page';
import { uploadSyncFile, useStartSyncRun, useSyncRuns, type SyncRunFilters } from '@/features/sync/api';
import { failure } from '@/lib/notify';

const STATUS_COLOR: Record<SyncRunStatus, string> = { queued: 'gray', running: 'blue', succeeded: 'green', failed: 'red' };

function StatusBadge({ status }: { status: SyncRunStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {t(`sync.status.${status}`)}
    </Badge>
  );
}

/** A running run's progress: a bar when the total is known, the count read so far otherwise. */
function RunProgress({ run }: { run: SyncRun }) {
  const { t } = useTranslation();
  if (!isActive(run)) return <StatusBadge status={run.status} />;
  const value = run.total ? Math.min(100, (run.done / run.total) * 100) : undefined;
  return (
    <Stack gap={4} miw={140}>
      <StatusBadge status={run.status} />
      {value !== undefined ? (
        <Progress value={value} size="sm" aria-label={t('sync.progress', { done: formatNumber(run.done), total: formatNumber(run.total) })} animated />
      ) : null}
      <Text size="xs" c="dimmed">
        {run.total ? t('sync.progress', { done: formatNumber(run.done), total: formatNumber(run.total) }) : t('sync.read', { done: formatNumber(run.done) })}
      </Text>
    </Stack>
  );
}

const sum = (run: Pick<SyncRun, 'counts'>, key: 'created' | 'updated' | 'unchanged' | 'failed') =>
  Object.values(run.counts).reduce((n, c) => n + (c?.[key] ?? 0), 0);

function CountsTable({ run }: { run: Pick<SyncRun, 'counts'> }) {
  const { t } = useTranslation();
  const entities = SYNC_ENTITIES.filter((e) => run.counts[e]);
  if (entities.length === 0) return <Text c="dimmed">{t('sync.noRecords')}</Text>;
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped data-testid="sync-counts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sync.columns.entity')}</Table.Th>
            <Table.Th ta="right">{t('sync.counts.created')}</Table.Th>
            <Table.Th ta="right">{t('sync.counts.updated')}</Table.Th>
            <Table.Th ta="right">{t('sync.counts.unchanged')}</Table.Th>
            <Table.Th ta="right">{t('sync.counts.failed')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entities.map((e) => (
            <Table.Tr key={e}>
              <Table.Td>{t(`sync.entities.${e}`)}</Table.Td>
              <Table.Td ta="right">{formatNumber(run.counts[e]!.created)}</Table.Td>
              <Table.Td ta="right">{formatNumber(run.counts[e]!.updated)}</Table.Td>
              <Table.Td ta="right">{formatNumber(run.counts[e]!.unchanged)}</Table.Td>
              <Table.Td ta="right">{formatNumber(run.counts[e]!.failed)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RunErrors({ run }: { run: SyncRunDetail }) {
  const { t } = useTranslation();
  if (run.errorCount === 0) return null;
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('sync.errors.title', { count: run.errorCount })}</Text>
      {run.errorCount > run.errors.length ? <Text size="sm">{t('sync.errors.firstOnly', { shown: run.errors.length })}</Text> : null}
      <Table.ScrollContainer minWidth={420}>
        <Table data-testid="sync-errors">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('sync.columns.entity')}</Table.Th>
              <Table.Th>{t('sync.errors.key')}</Table.Th>
              <Table.Th>{t('sync.errors.line')}</Table.Th>
              <Table.Th>{t('sync.errors.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {run.errors.map((e, i) => (
              <Table.Tr key={i}>
                <Table.Td>{t(`sync.entities.${e.entity}`)}</Table.Td>
                <Table.Td>{e.key ?? ''}</Table.Td>
                <Table.Td>{e.line ?? ''}</Table.Td>
                <Table.Td>{e.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function RunDetail({ run }: { run: SyncRunDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="sync-run-detail">
      <DetailList
        items={[
          { label: t('sync.columns.connector'), value: t(`sync.connectors.${run.connector}`) },
          { label: t('sync.columns.status'), value: <RunProgress run={run} /> },
          { label: t('sync.columns.dryRun'), value: run.dryRun ? t('sync.yes') : t('sync.no') },
          { label: t('sync.columns.startedBy'), value: run.startedBy ?? '' },
          { label: t('sync.columns.created'), value: formatDateTime(run.createdAt) },
          { label: t('sync.columns.finished'), value: formatDateTime(run.finishedAt) },
        ]}
      />
      {run.failure ? (
        <Alert color="red" title={t('sync.failure')}>
          {run.failure}
        </Alert>
      ) : null}
      <CountsTable run={run} />
      <RunErrors run={run} />
    </Stack>
  );
}

/** Upload, a dry run showing what would change, then the real run of the same file. */
function ImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [entity, setEntity] = useState<SyncEntity | null>(null);
  const [fileId, setFileId] = useState<string | null>(null);
  const [dryRunId, setDryRunId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const start = useStartSyncRun();
  const dryRun = useSyncRun(dryRunId);
  const isCsv = !!file && /\.csv$/i.test(file.name);

  const reset = () => {
    setFile(null);
    setEntity(null);
    setFileId(null);
    setDryRunId(null);
    setError(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const check = async () => {
    if (!file) return;
    setError(null);
    setUploading(true);
    try {
      const uploaded = await uploadSyncFile(file, isCsv ? (entity ?? undefined) : undefined);
      setFileId(uploaded.id);
      const run = await start.mutateAsync({ connector: 'file', dryRun: true, fileId: uploaded.id });
      setDryRunId(run.id);
    } catch (e) {
      setError(errorMessage(e, t));
    } finally {
      setUploading(false);
    }
  };

  const runImport = async () => {
    if (!fileId) return;
    try {
      await start.mutateAsync({ connector: 'file', dryRun: false, fileId });
      notifications.show({ color: 'green', message: t('sync.import.queued') });
      close();
    } catch (e) {
      setError(errorMessage(e, t));
    }
  };

  const checked = dryRun.data && !isActive(dryRun.data) ? dryRun.data : undefined;
  return (
    <Modal opened={opened} onClose={close} title={t('sync.import.title')} size="lg">
      <Stack gap="md">
        <Text size="sm">{t('sync.import.lead')}</Text>
        <FileInput
          label={t('sync.import.file')}
          accept=".json,.csv,application/json,text/csv"
          value={file}
          onChange={(f) => {
            reset();
            setFile(f);
          }}
          clearable
          data-testid="sync-import-file"
        />
        {isCsv ? (
          <Select
            label={t('sync.import.entity')}
            data={SYNC_ENTITIES.map((e) => ({ value: e, label: t(`sync.entities.${e}`) }))}
            value={entity}
            onChange={(v) => setEntity(v as SyncEntity | null)}
            required
            data-testid="sync-import-entity"
          />
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {dryRun.data && isActive(dryRun.data) ? <RunProgress run={dryRun.data} /> : null}
        {checked ? (
          <Stack gap="xs" data-testid="sync-dry-run-result">
            <Text fw={600}>
              {checked.status === 'succeeded'
                ? t('sync.import.wouldChange', { created: formatNumber(sum(checked, 'created')), updated: formatNumber(sum(checked, 'updated')), unchanged: formatNumber(sum(checked, 'unchanged')) })
                : t('sync.failure')}
            </Text>
            {checked.failure ? <Alert color="red">{checked.failure}</Alert> : null}
            <CountsTable run={checked} />
            <RunErrors run={checked} />
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('sync.import.cancel')}
          </Button>
          {checked?.status === 'succeeded' ? (
            <Button onClick={() => void runImport()} loading={start.isPending} data-testid="sync-import-run">
              {t('sync.import.run')}
            </Button>
          ) : (
            <Button
              onClick={() => void check()}
              disabled={!file || (isCsv && !entity) || (!!dryRunId && !checked)}
              loading={uploading || (!!dryRunId && !checked)}
              data-testid="sync-import-check"
            >
              {t('sync.import.check')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

function SyncTable() {
  const { t } = useTranslation();
  const list = useListPage({
    filters: { connector: '', status: '' } as SyncRunFilters,
    allowed: { connector: SYNC_CONNECTORS, status: SYNC_RUN_STATUSES },
  });
  const runs = useSyncRuns(list.filters, list.page, list.pageSize);
  const detail = useSyncRun(list.selected);
  const start = useStartSyncRun();
  const [importing, setImporting] = useState(false);
  // The connection is set on Settings (Admin only).
  const isAdmin = useCurrentUser().data?.roles.includes('Admin') ?? false;

  const syncNow = (connector: SyncConnectorName) =>
    start.mutate(
      { connector, dryRun: false },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('sync.queued') }),
        onError: (e) =>
          notifications.show(failure({
            message: e instanceof ApiError && (e.body as { reason?: string } | undefined)?.reason === 'NOT_CONFIGURED' ? t('sync.notConfigured') : errorMessage(e, t),
          })),
      },
    );

  const columns = useMemo<Column<SyncRun>[]>(
    () => [
      { key: 'created', header: t('sync.columns.created'), cell: (r) => formatDateTime(r.createdAt), nowrap: true },
      { key: 'connector', header: t('sync.columns.connector'), cell: (r) => t(`sync.connectors.${r.connector}`), nowrap: true },
      { key: 'status', header: t('sync.columns.status'), cell: (r) => <RunProgress run={r} /> },
      { key: 'dryRun', header: t('sync.columns.dryRun'), cell: (r) => (r.dryRun ? t('sync.yes') : t('sync.no')), nowrap: true, priority: 2 },
      {
        key: 'changes',
        header: t('sync.columns.changes'),
        cell: (r) => t('sync.changes', { created: formatNumber(sum(r, 'created')), updated: formatNumber(sum(r, 'updated')), failed: formatNumber(sum(r, 'failed')) }),
        priority: 2,
      },
      { key: 'startedBy', header: t('sync.columns.startedBy'), cell: (r) => r.startedBy ?? '', nowrap: true, priority: 3 },
    ],
    [t],
  );

  return (
    <>
      <ListPage
        label={t('routes.Sync')}
        list={list}
        query={runs}
        columns={columns}
        screen="Sync"
        titled={false}
        actions={
          <Group gap="xs">
            <Button leftSection={<IconRefresh size={16} />} onClick={() => syncNow('odata')} loading={start.isPending} data-testid="sync-now-odata">
              {t('sync.syncNow')}
            </Button>
            <Button variant="light" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)} data-testid="sync-import">
              {t('sync.import.open')}
            </Button>
            {isAdmin && (
              <Button component={Link} to="/dashboard/Settings#erp" variant="subtle" leftSection={<IconSettings size={16} />} data-testid="sync-settings-link">
                {t('sync.settingsLink')}
              </Button>
            )}
          </Group>
        }
        filters={
          <>
            <SelectFilter
              label={t('sync.columns.connector')}
              options={SYNC_CONNECTORS}
              optionLabel={(c) => t(`sync.connectors.${c}`)}
              value={list.filters.connector}
              onChange={(connector) => list.setFilters({ connector })}
              testId="sync-connector"
            />
            <SelectFilter
              label={t('sync.columns.status')}
              options={SYNC_RUN_STATUSES}
              optionLabel={(s) => t(`sync.status.${s}`)}
              value={list.filters.status}
              onChange={(status) => list.setFilters({ status })}
              testId="sync-status"
            />
          </>
        }
        detail={queryDetail(detail, t('sync.detailTitle'), 'sync-run-drawer', (run) => ({ content: <RunDetail run={run} /> }))}
        minWidth={720}
        testId="sync-runs"
      />
      <ImportModal opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}

/** /dashboard/Sync (staff): ERP sync runs, "Sync now" and a file import with its dry run first. */
export function SyncPage() {
  return (
    <GatedPage screen="Sync" allow={(user) => user.roles.includes('Admin') || user.roles.includes('Backoffice')}>
      <SyncTable />
    </GatedPage>
  );
}
