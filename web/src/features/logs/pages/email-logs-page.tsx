import { useMemo, useState } from 'react';
import { Badge, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isStaff } from '@customer-hub/contract/roles';
import { DataTable, type Column, pagedQueryProps } from '@/components/data-table';
import { HtmlFrame } from '@/components/html-frame';
import { PageHeader } from '@/components/page-header';
import { RoleGate } from '@/components/role-gate';
import { EMAIL_STATUS_LIST, useEmailLogs, type EmailLogEntry, type EmailStatus } from '@/features/logs/api';
import { DetailList, PreBlock } from '@/components/detail-list';
import { formatDateTime } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';

const PAGE_SIZE = 25;
const STATUS_COLOR: Record<EmailStatus, string> = { Pending: 'yellow', Sent: 'green', Failed: 'red', Kept: 'gray' };

function isEmailStatus(value: string): value is EmailStatus {
  return (EMAIL_STATUS_LIST as readonly string[]).includes(value);
}

function EmailDetail({ entry, onClose }: { entry: EmailLogEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={entry?.subject || t('emailLogs.detailTitle')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {entry && (
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
          <PreBlock label={t('emailLogs.fields.fullMessage')} text={entry.fullMessage} testId="email-log-text" />
          {entry.html && <HtmlFrame html={entry.html} title={t('emailLogs.fields.html')} testId="email-log-html" />}
        </Stack>
      )}
    </Modal>
  );
}

function EmailLogsTable() {
  const { t } = useTranslation();
  const [to, setTo] = useState('');
  const [debouncedTo] = useDebouncedValue(to, 300);
  const [status, setStatus] = useState<EmailStatus | ''>('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<EmailLogEntry | null>(null);
  const logs = useEmailLogs({ to: debouncedTo, status, page, pageSize: PAGE_SIZE });

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
      { key: 'attempts', header: t('emailLogs.columns.attempts'), cell: (r) => r.attempts, nowrap: true },
      { key: 'lastError', header: t('emailLogs.columns.lastError'), cell: (r) => r.lastError ?? '', maxWidth: 280, nowrap: true },
    ],
    [t],
  );

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('emailLogs.filters.status')}
          value={status}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setStatus(isEmailStatus(value) ? value : '');
            setPage(1);
          }}
          data={[{ value: '', label: t('common.all') }, ...EMAIL_STATUS_LIST.map((s) => ({ value: s, label: t(`emailLogs.status.${s}`) }))]}
          w={{ base: '100%', xs: 200 }}
          data-testid="email-logs-status"
        />
        <TextInput
          label={t('emailLogs.filters.to')}
          value={to}
          onChange={(event) => {
            setTo(event.currentTarget.value);
            setPage(1);
          }}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          w={{ base: '100%', xs: 260 }}
          data-testid="email-logs-to"
        />
      </Group>
      <DataTable
        label={t('routes.EmailLogs')}
        columns={columns}
        {...pagedQueryProps(logs)}
        rowKey={(r) => r.id}
        emptyText={t('logs.empty')}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        onRowClick={setSelected}
        minWidth={860}
        testId="email-logs"
      />
      <EmailDetail entry={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}

/** /dashboard/EmailLogs (staff): every email the product sent or tried to send. */
export function EmailLogsPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.EmailLogs'));
  return (
    <>
      <PageHeader title={t('routes.EmailLogs')} lead={t('emailLogs.lead')} />
      <RoleGate allow={(user) => isStaff(user.roles)}>
        <EmailLogsTable />
      </RoleGate>
    </>
  );
}
