import { useState } from 'react';
import { Badge, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, type LanguageCode } from '@customer-hub/contract/constants/languages';
import { DataTable, type Column } from '@/components/data-table';
import { DateField } from '@/components/date-field';
import { ListCard } from '@/components/list-card';
import { exportAcceptances, NO_ACCEPTANCE_FILTERS, PAGE_SIZE, useAcceptances, type AcceptanceFilters, type PolicyAcceptance } from '@/features/privacy-policy/api';
import { errorMessage } from '@/i18n/error-message';
import { formatDateTime } from '@/lib/format';

const isLanguage = (value: string): value is LanguageCode => (LANGUAGE_CODES as readonly string[]).includes(value);

/** Who accepted or declined which version: filters (user or email, version, language, decision, dates) and a CSV export. */
export function PolicyAcceptances() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AcceptanceFilters>(NO_ACCEPTANCE_FILTERS);
  const [debounced] = useDebouncedValue(filters, 300);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const list = useAcceptances(debounced, page);
  const set = (patch: Partial<AcceptanceFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  const download = async () => {
    setExporting(true);
    try {
      await exportAcceptances(debounced);
    } catch (error) {
      notifications.show({ color: 'red', title: t('policyAcceptances.exportFailed'), message: errorMessage(error, t) });
    } finally {
      setExporting(false);
    }
  };

  const decision = (a: PolicyAcceptance) => (
    <Badge color={a.accepted ? 'green' : 'red'} variant="light">
      {t(a.accepted ? 'policyAcceptances.accepted' : 'policyAcceptances.declined')}
    </Badge>
  );
  const columns: Column<PolicyAcceptance>[] = [
    { key: 'at', header: t('policyAcceptances.at'), cell: (a) => formatDateTime(a.at), nowrap: true },
    { key: 'user', header: t('policyAcceptances.user'), cell: (a) => a.userName, maxWidth: 200 },
    { key: 'email', header: t('policyAcceptances.email'), cell: (a) => a.email ?? '', maxWidth: 240, priority: 2 },
    { key: 'version', header: t('privacyPolicies.version'), cell: (a) => a.policyVersion, nowrap: true },
    { key: 'language', header: t('contentItems.language'), cell: (a) => a.language, nowrap: true, priority: 2 },
    { key: 'decision', header: t('policyAcceptances.decision'), cell: decision, nowrap: true },
    { key: 'ip', header: t('policyAcceptances.ip'), cell: (a) => a.ipAddress, nowrap: true, priority: 3 },
  ];
  const card = (a: PolicyAcceptance) => (
    <ListCard title={a.userName} aside={decision(a)} line={`${t('privacyPolicies.versionOf', { version: a.policyVersion })} · ${a.language}`} note={formatDateTime(a.at)} />
  );

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="sm">
        <TextInput label={t('policyAcceptances.search')} value={filters.search} onChange={(e) => set({ search: e.currentTarget.value })} data-testid="acceptance-filter-search" />
        <TextInput label={t('privacyPolicies.version')} inputMode="numeric" value={filters.version} onChange={(e) => set({ version: e.currentTarget.value.replace(/\D/g, '') })} data-testid="acceptance-filter-version" />
        <NativeSelect
          label={t('contentItems.language')}
          value={filters.language}
          onChange={(e) => set({ language: isLanguage(e.currentTarget.value) ? e.currentTarget.value : '' })}
          data={[{ value: '', label: t('contentItems.allLanguages') }, ...LANGUAGE_CODES.map((code) => ({ value: code, label: t(`language.names.${code}`) }))]}
          data-testid="acceptance-filter-language"
        />
        <NativeSelect
          label={t('policyAcceptances.decision')}
          value={filters.accepted}
          onChange={(e) => {
            const v = e.currentTarget.value;
            set({ accepted: v === 'true' || v === 'false' ? v : '' });
          }}
          data={[
            { value: '', label: t('policyAcceptances.any') },
            { value: 'true', label: t('policyAcceptances.accepted') },
            { value: 'false', label: t('policyAcceptances.declined') },
          ]}
          data-testid="acceptance-filter-accepted"
        />
        <DateField label={t('policyAcceptances.from')} clearable value={filters.from} onChange={(from) => set({ from })} data-testid="acceptance-filter-from" />
        <DateField label={t('policyAcceptances.to')} clearable value={filters.to} onChange={(to) => set({ to })} data-testid="acceptance-filter-to" />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden="true" />} loading={exporting} onClick={() => void download()} data-testid="acceptance-export">
          {t('policyAcceptances.export')}
        </Button>
      </Group>
      <DataTable
        label={t('policyAcceptances.tableLabel')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(a) => a.id}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.error}
        emptyText={t('policyAcceptances.empty')}
        page={page}
        pageSize={PAGE_SIZE}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
        rowTestId="acceptance-row"
        mobileCard={card}
        minWidth={760}
        testId="acceptance-table"
      />
    </Stack>
  );
}
