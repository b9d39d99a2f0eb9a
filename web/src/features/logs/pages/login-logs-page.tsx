import { useMemo } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOGIN_RESULTS, type LoginResult } from '@customer-hub/contract/constants/auth';
import { isStaff } from '@customer-hub/contract/constants/roles';
import type { LoginLogEntry } from '@customer-hub/contract/logs';
import type { Column } from '@/components/data-table';
import { DateRangeFilter, SearchFilter, SelectFilter } from '@/components/list-filters';
import { ListPage } from '@/components/list-page';
import { GatedPage } from '@/components/gated-page';
import { exportLoginLogs, useLoginLogs, type LoginLogFilters } from '@/features/logs/api';
import { ExportButton } from '@/components/export-button';
import { useLoginReason } from '@/features/logs/login-reason';
import { formatDateTime } from '@/lib/format';
import { useListPage } from '@/lib/use-list-page';
import { describeUserAgent } from '@/lib/user-agent';

const RESULT_COLOR: Partial<Record<LoginResult, string>> = {
  Success: 'green',
  Failed: 'red',
  NotAllowed: 'orange',
  Invalid: 'red',
  Locked: 'red',
  TwoFactorRequired: 'blue',
};

/** "Chrome on Windows", the raw user-agent as its tooltip; the raw text when it is not recognised. */
function Device({ userAgent }: { userAgent: string | null }) {
  const { t } = useTranslation();
  const device = describeUserAgent(userAgent);
  return <span title={userAgent ?? undefined}>{device ? t('account.sessions.device', { browser: device.browser, os: device.os }) : (userAgent ?? '')}</span>;
}

function LoginLogsTable() {
  const { t } = useTranslation();
  const list = useListPage({ filters: { userName: '', result: '', search: '', from: '', to: '' } as LoginLogFilters, allowed: { result: LOGIN_RESULTS } });
  const reason = useLoginReason();
  const logs = useLoginLogs(list.filters, list.page, list.pageSize);

  const columns = useMemo<Column<LoginLogEntry>[]>(
    () => [
      { key: 'time', header: t('logs.columns.time'), cell: (r) => formatDateTime(r.createdAt), nowrap: true },
      { key: 'userName', header: t('logs.columns.userName'), cell: (r) => r.userName },
      {
        key: 'result',
        header: t('logs.columns.result'),
        nowrap: true,
        cell: (r) => (
          <Badge color={RESULT_COLOR[r.result] ?? 'gray'} variant="light">
            {t(`loginResults.${r.result}`)}
          </Badge>
        ),
      },
      { key: 'reason', header: t('logs.columns.reason'), cell: (r) => reason(r.reason), priority: 2 },
      { key: 'ip', header: t('logs.columns.ip'), cell: (r) => r.ip ?? '', nowrap: true, priority: 2 },
      { key: 'userAgent', header: t('logs.columns.userAgent'), maxWidth: 320, nowrap: true, cell: (r) => <Device userAgent={r.userAgent} />, priority: 3 },
    ],
    [t, reason],
  );

  return (
    <ListPage
      label={t('routes.LoginLogs')}
      clearable
      actions={<ExportButton onExport={() => exportLoginLogs(list.filters)} testId="login-logs-export" />}
      list={list}
      query={logs}
      columns={columns}
      rowTitle={(r) => r.userName}
      screen="LoginLogs"
      titled={false}
      filters={
        <>
          <SearchFilter label={t('logs.filters.userName')} value={list.filters.userName} onChange={(userName) => list.setFilters({ userName })} testId="login-logs-username" />
          <SelectFilter
            label={t('logs.filters.result')}
            options={LOGIN_RESULTS}
            optionLabel={(r) => t(`loginResults.${r}`)}
            value={list.filters.result}
            onChange={(result) => list.setFilters({ result })}
            testId="login-logs-result"
          />
          <SearchFilter label={t('logs.filters.search')} value={list.filters.search} onChange={(search) => list.setFilters({ search })} testId="login-logs-search" />
          <DateRangeFilter from={list.filters.from} to={list.filters.to} onChange={(range) => list.setFilters(range)} testId="login-logs-days" />
        </>
      }
      minWidth={900}
      testId="login-logs"
    />
  );
}

/** /dashboard/LoginLogs (staff): every sign-in attempt and account event. */
export function LoginLogsPage() {
  return (
    <GatedPage screen="LoginLogs" allow={(user) => isStaff(user.roles)}>
      <LoginLogsTable />
    </GatedPage>
  );
}
