import { useMemo } from 'react';
import { Badge, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AUDIT_CONTEXTS, type AuditContext } from '@customer-hub/contract/constants/logs';
import type { AuditLogEntry } from '@customer-hub/contract/logs';
import type { Column } from '@/components/data-table';
import { DetailList, PreBlock } from '@/components/detail-list';
import { DateRangeFilter, SearchFilter, SelectFilter } from '@/components/list-filters';
import { ListPage } from '@/components/list-page';
import { GatedPage } from '@/components/gated-page';
import { NO_AUDIT_FILTERS, exportAuditLog, useAuditContexts, useAuditLog } from '@/features/logs/api';
import { ExportButton } from '@/components/export-button';
import { formatDateTime } from '@/lib/format';
import { useListPage } from '@/lib/use-list-page';

const isContext = (value: string): value is AuditContext => (AUDIT_CONTEXTS as readonly string[]).includes(value);

/** The module that wrote a row, in the reader's language (one the app does not know, as stored). */
const contextLabel = (context: string, t: TFunction) => (isContext(context) ? t(`auditLog.contexts.${context}`) : context);

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const shown = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/** Before → after: one line per field when both are records, the changed ones marked; else both as JSON. */
function ChangeView({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  if (before === null && after === null) return <Text size="sm" c="dimmed">{t('auditLog.noChange')}</Text>;
  if ((before === null || isRecord(before)) && (after === null || isRecord(after))) {
    const b = before ?? {};
    const a = after ?? {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return (
      <Table.ScrollContainer minWidth={320}>
        <Table withTableBorder striped data-testid="audit-change">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('auditLog.field')}</Table.Th>
              <Table.Th>{t('auditLog.before')}</Table.Th>
              <Table.Th>{t('auditLog.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keys.map((key) => {
              const changed = shown(b[key]) !== shown(a[key]);
              return (
                <Table.Tr key={key} data-changed={changed || undefined}>
                  <Table.Td fw={changed ? 600 : undefined}>
                    {key}
                    {changed ? (
                      <Badge ml="xs" size="xs" variant="light">
                        {t('auditLog.changed')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{shown(b[key])}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{shown(a[key])}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <>
      <PreBlock label={t('auditLog.before')} text={before === null ? null : JSON.stringify(before, null, 2)} />
      <PreBlock label={t('auditLog.after')} text={after === null ? null : JSON.stringify(after, null, 2)} />
    </>
  );
}

function AuditDetail({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="audit-log-detail">
      <DetailList
        items={[
          { label: t('logs.columns.time'), value: formatDateTime(entry.createdAt) },
          { label: t('logs.columns.userName'), value: entry.userName },
          { label: t('auditLog.context'), value: contextLabel(entry.context, t) },
          { label: t('logs.columns.ip'), value: entry.ip },
          { label: t('systemLogs.columns.path'), value: entry.path },
          { label: t('auditLog.requestId'), value: entry.requestId },
        ]}
      />
      <PreBlock label={t('auditLog.message')} text={entry.message} />
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('auditLog.change')}
      </Text>
      <ChangeView before={entry.before} after={entry.after} />
    </Stack>
  );
}

function AuditLogTable() {
  const { t } = useTranslation();
  const list = useListPage({ filters: NO_AUDIT_FILTERS });
  const { filters, setFilters } = list;
  const entries = useAuditLog(filters, list.page, list.pageSize);
  const contexts = useAuditContexts();

  const columns = useMemo<Column<AuditLogEntry>[]>(
    () => [
      { key: 'time', header: t('logs.columns.time'), cell: (r) => formatDateTime(r.createdAt), nowrap: true },
      { key: 'userName', header: t('logs.columns.userName'), cell: (r) => r.userName, maxWidth: 180 },
      { key: 'context', header: t('auditLog.context'), cell: (r) => <Badge variant="light">{contextLabel(r.context, t)}</Badge>, nowrap: true, priority: 2 },
      { key: 'message', header: t('auditLog.message'), cell: (r) => r.message, maxWidth: 460, nowrap: true },
      { key: 'ip', header: t('logs.columns.ip'), cell: (r) => r.ip ?? '', nowrap: true, priority: 3 },
    ],
    [t],
  );

  return (
    <ListPage
      label={t('routes.AuditLog')}
      list={list}
      query={entries}
      columns={columns}
      screen="AuditLog"
      titled={false}
      clearable
      filters={
        <>
          <SearchFilter label={t('auditLog.search')} value={filters.search} onChange={(search) => setFilters({ search })} testId="audit-log-search" />
          <SearchFilter label={t('logs.filters.userName')} value={filters.userName} onChange={(userName) => setFilters({ userName })} testId="audit-log-user" />
          <SelectFilter
            label={t('auditLog.context')}
            options={contexts.data ?? (filters.context ? [filters.context] : [])}
            optionLabel={(c) => contextLabel(c, t)}
            value={filters.context}
            onChange={(context) => setFilters({ context })}
            testId="audit-log-context"
          />
          <DateRangeFilter from={filters.from} to={filters.to} onChange={(range) => setFilters(range)} testId="audit-log-range" />
        </>
      }
      actions={<ExportButton onExport={() => exportAuditLog(filters)} testId="audit-log-export" />}
      detail={(entry) => ({ title: t('auditLog.detailTitle'), content: entry && <AuditDetail entry={entry} /> })}
      minWidth={820}
      testId="audit-log"
    />
  );
}

/** /dashboard/AuditLog (Admin): every state change, who made it, from where, before → after. */
export function AuditLogPage() {
  return (
    <GatedPage screen="AuditLog" allow={(user) => user.roles.includes('Admin')}>
      <AuditLogTable />
    </GatedPage>
  );
}
