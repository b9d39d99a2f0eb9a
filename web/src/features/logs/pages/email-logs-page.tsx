import { useMemo } from 'react';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isStaff } from '@customer-hub/contract/constants/roles';
import { EMAIL_STATUSES, type EmailStatus } from '@customer-hub/contract/constants/email';
import type { EmailLogEntry } from '@customer-hub/contract/email';
import type { Column } from '@/components/data-table';
import { DateRangeFilter, SearchFilter, SelectFilter } from '@/components/list-filters';
import { ListPage } from '@/components/list-page';
import { HtmlFrame } from '@/components/html-frame';
import { GatedPage } from '@/components/gated-page';
import { ExportButton } from '@/components/export-button';
import { exportEmailLogs, useEmailLogs, type EmailLogFilters } from '@/features/logs/api';
import { DetailList, PreBlock } from '@/components/detail-list';
import { formatDateTime } from '@/lib/format';
import { useListPage } from '@/lib/use-list-page';

const STATUS_COLOR: Record<EmailStatus, string> = { Pending: 'yellow', Sent: 'green', Failed: 'red', Kept: 'gray' };

/** The web addresses in a message's text, once each, without a sentence's closing stop; a redacted link ("[redacted]") is none. */
function linksIn(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"'()[\]]+/g) ?? [];
  return [...new Set(found.map((link) => link.replace(/[.,;:!?]+$/, '')))];
}

/**
 * The message's links, to open from here: the HTML sits in a fully sandboxed frame, where its
 * buttons lead nowhere. A demo's kept emails carry their real links (an invitation, a reset).
 */
function MessageLinks({ text }: { text: string }) {
  const { t } = useTranslation();
  const links = linksIn(text);
  if (!links.length) return null;
  return (
    <Stack gap={4} data-testid="email-log-links">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('emailLogs.fields.links')}
      </Text>
      {links.map((href) => (
        <Anchor key={href} href={href} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {href}
        </Anchor>
      ))}
    </Stack>
  );
}

function EmailDetail({ entry }: { entry: EmailLogEntry }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="email-log-detail">
      <DetailList
        items={[
          { label: t('emailLogs.columns.to'), value: entry.to },
          { label: t('emailLogs.fields.cc'), value: entry.cc },
          { label: t('emailLogs.fields.bcc'), value: entry.bcc },
          { label: t('emailLogs.columns.status'), value: t(`emailLogs.status.${entry.status}`) },
          { label: t('emailLogs.fields.template'), value: `${entry.templateKey} · ${entry.language}` },
          { label: t('emailLogs.columns.attempts'), value: String(entry.attempts) },
          { label: t('logs.columns.time'), value: formatDateTime(entry.createdAt) },
          { label: t('emailLogs.fields.sentAt'), value: formatDateTime(entry.sentAt) },
          { label: t('emailLogs.columns.lastError'), value: entry.lastError },
        ]}
      />
      <PreBlock label={t('emailLogs.fields.shortMessage')} text={entry.shortMessage} />
      <MessageLinks text={entry.fullMessage} />
      <PreBlock label={t('emailLogs.fields.fullMessage')} text={entry.fullMessage} testId="email-log-text" />
      {entry.html && <HtmlFrame html={entry.html} title={t('emailLogs.fields.html')} testId="email-log-html" />}
    </Stack>
  );
}

function EmailLogsTable() {
  const { t } = useTranslation();
  const list = useListPage({ filters: { status: '', to: '', search: '', dateFrom: '', dateTo: '' } as EmailLogFilters, allowed: { status: EMAIL_STATUSES } });
  const logs = useEmailLogs(list.filters, list.page, list.pageSize);

  const columns = useMemo<Column<EmailLogEntry>[]>(
    () => [
      { key: 'time', header: t('logs.columns.time'), cell: (r) => formatDateTime(r.createdAt), nowrap: true },
      { key: 'to', header: t('emailLogs.columns.to'), cell: (r) => r.to },
      { key: 'subject', header: t('emailLogs.columns.subject'), cell: (r) => r.subject, maxWidth: 320, nowrap: true },
      {
        key: 'status',
        header: t('emailLogs.columns.status'),
        nowrap: true,
        cell: (r) => (
          <Badge color={STATUS_COLOR[r.status]} variant="light">
            {t(`emailLogs.status.${r.status}`)}
          </Badge>
        ),
      },
      { key: 'attempts', header: t('emailLogs.columns.attempts'), cell: (r) => r.attempts, nowrap: true, priority: 2 },
      { key: 'lastError', header: t('emailLogs.columns.lastError'), cell: (r) => r.lastError ?? '', maxWidth: 280, nowrap: true, priority: 3 },
    ],
    [t],
  );

  return (
    <ListPage
      label={t('routes.EmailLogs')}
      list={list}
      query={logs}
      columns={columns}
      screen="EmailLogs"
      titled={false}
      clearable
      actions={<ExportButton onExport={() => exportEmailLogs(list.filters)} testId="email-logs-export" />}
      filters={
        <>
          <SelectFilter
            label={t('emailLogs.filters.status')}
            options={EMAIL_STATUSES}
            optionLabel={(s) => t(`emailLogs.status.${s}`)}
            value={list.filters.status}
            onChange={(status) => list.setFilters({ status })}
            testId="email-logs-status"
          />
          <SearchFilter label={t('emailLogs.filters.to')} value={list.filters.to} onChange={(to) => list.setFilters({ to })} testId="email-logs-to" />
          <SearchFilter label={t('logs.filters.search')} value={list.filters.search} onChange={(search) => list.setFilters({ search })} testId="email-logs-search" />
          <DateRangeFilter
            from={list.filters.dateFrom}
            to={list.filters.dateTo}
            onChange={(range) => list.setFilters({ dateFrom: range.from, dateTo: range.to })}
            testId="email-logs-days"
          />
        </>
      }
      detail={(entry) => ({ title: entry?.subject || t('emailLogs.detailTitle'), content: entry && <EmailDetail entry={entry} /> })}
      minWidth={860}
      testId="email-logs"
    />
  );
}

/** /dashboard/EmailLogs (staff): every email the product sent or tried to send. */
export function EmailLogsPage() {
  return (
    <GatedPage screen="EmailLogs" allow={(user) => isStaff(user.roles)}>
      <EmailLogsTable />
    </GatedPage>
  );
}
