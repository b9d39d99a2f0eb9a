import { useMemo, useState } from 'react';
import { Badge, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOGIN_RESULTS, type LoginResult } from '@customer-hub/contract/auth';
import { isStaff } from '@customer-hub/contract/roles';
import { DataTable, type Column, pagedQueryProps } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { RoleGate } from '@/components/role-gate';
import { useLoginLogs, type LoginLogEntry } from '@/features/logs/api';
import { formatDateTime } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';

const PAGE_SIZE = 25;

const RESULT_COLOR: Partial<Record<LoginResult, string>> = {
  Success: 'green',
  Failed: 'red',
  NotAllowed: 'orange',
  Invalid: 'red',
  Locked: 'red',
  TwoFactorRequired: 'blue',
};

function isLoginResult(value: string): value is LoginResult {
  return (LOGIN_RESULTS as readonly string[]).includes(value);
}

function LoginLogsTable() {
  const { t } = useTranslation();
  const [userName, setUserName] = useState('');
  const [debouncedUserName] = useDebouncedValue(userName, 300);
  const [result, setResult] = useState<LoginResult | ''>('');
  const [page, setPage] = useState(1);
  const logs = useLoginLogs({ userName: debouncedUserName, result, page, pageSize: PAGE_SIZE });

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
      { key: 'reason', header: t('logs.columns.reason'), cell: (r) => r.reason ?? '' },
      { key: 'ip', header: t('logs.columns.ip'), cell: (r) => r.ip ?? '', nowrap: true },
      {
        key: 'userAgent',
        header: t('logs.columns.userAgent'),
        maxWidth: 320,
        nowrap: true,
        cell: (r) => <span title={r.userAgent ?? undefined}>{r.userAgent ?? ''}</span>,
      },
    ],
    [t],
  );

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          label={t('logs.filters.userName')}
          value={userName}
          onChange={(event) => {
            setUserName(event.currentTarget.value);
            setPage(1);
          }}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          w={{ base: '100%', xs: 240 }}
          data-testid="login-logs-username"
        />
        <NativeSelect
          label={t('logs.filters.result')}
          value={result}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setResult(isLoginResult(value) ? value : '');
            setPage(1);
          }}
          data={[{ value: '', label: t('common.all') }, ...LOGIN_RESULTS.map((r) => ({ value: r, label: t(`loginResults.${r}`) }))]}
          w={{ base: '100%', xs: 220 }}
          data-testid="login-logs-result"
        />
      </Group>
      <DataTable
        label={t('routes.LoginLogs')}
        columns={columns}
        {...pagedQueryProps(logs)}
        rowKey={(r) => r.id}
        emptyText={t('logs.empty')}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        minWidth={900}
        testId="login-logs"
      />
    </Stack>
  );
}

/** /dashboard/LoginLogs (staff): every sign-in attempt and account event. */
export function LoginLogsPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.LoginLogs'));
  return (
    <>
      <PageHeader title={t('routes.LoginLogs')} lead={t('logs.loginLead')} />
      <RoleGate allow={(user) => isStaff(user.roles)}>
        <LoginLogsTable />
      </RoleGate>
    </>
  );
}
