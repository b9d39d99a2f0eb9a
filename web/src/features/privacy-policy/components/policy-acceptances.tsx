import { useState } from 'react';
import { Badge, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES } from '@customer-hub/contract/constants/languages';
import type { PolicyAcceptance, PolicyAcceptanceExportFormat } from '@customer-hub/contract/privacy-policy';
import type { Column } from '@/components/data-table';
import { ListCard } from '@/components/list-card';
import { DateRangeFilter, SearchFilter, SelectFilter } from '@/components/list-filters';
import { ExportButtons, ListPage } from '@/components/list-page';
import { exportAcceptances, NO_ACCEPTANCE_FILTERS, PAGE_SIZE, useAcceptances, type AcceptanceExport } from '@/features/privacy-policy/api';
import { PolicyVersionCounts } from '@/features/privacy-policy/components/policy-version-counts';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { useListPage } from '@/lib/use-list-page';
import { failure } from '@/lib/notify';

const DECISIONS = ['true', 'false'] as const;

/**
 * Who accepted or declined which version: filters (user or email, version, language, decision,
 * whole days where the reader is) and the page kept in the URL, CSV and XLSX exports of the filtered
 * rows, and above them the counts per version with each version's export.
 */
export function PolicyAcceptances() {
  const { t } = useTranslation();
  const list = useListPage({ filters: NO_ACCEPTANCE_FILTERS, allowed: { language: LANGUAGE_CODES, accepted: DECISIONS }, pageSize: PAGE_SIZE });
  const { filters, setFilters } = list;
  // The export running: the list's (filtered, `version` undefined) or a version's (null: all versions).
  const [running, setRunning] = useState<{ version: number | null | undefined; format: PolicyAcceptanceExportFormat } | null>(null);
  const acceptances = useAcceptances(filters, list.page);

  const download = async (what: AcceptanceExport, format: PolicyAcceptanceExportFormat) => {
    setRunning({ version: 'filters' in what ? undefined : what.version, format });
    try {
      const { truncated } = await exportAcceptances(what, format);
      if (truncated) notifications.show({ color: 'yellow', message: t('policyAcceptances.truncated'), autoClose: 8000 });
    } catch (error) {
      notifications.show(failure({ title: t('policyAcceptances.exportFailed'), message: errorMessage(error, t) }));
    } finally {
      setRunning(null);
    }
  };
  const versionRunning = running && running.version !== undefined ? { version: running.version, format: running.format } : null;

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

  const inputs = (
    <>
      <SearchFilter label={t('policyAcceptances.search')} value={filters.search} onChange={(search) => setFilters({ search })} testId="acceptance-filter-search" />
      <TextInput
        label={t('privacyPolicies.version')}
        inputMode="numeric"
        value={filters.version}
        onChange={(e) => setFilters({ version: e.currentTarget.value.replace(/\D/g, '') })}
        w={{ base: '100%', xs: 110 }}
        data-testid="acceptance-filter-version"
      />
      <SelectFilter
        label={t('contentItems.language')}
        options={LANGUAGE_CODES}
        optionLabel={(code) => t(`language.names.${code}`)}
        value={filters.language}
        onChange={(language) => setFilters({ language })}
        testId="acceptance-filter-language"
      />
      <SelectFilter
        label={t('policyAcceptances.decision')}
        options={DECISIONS}
        optionLabel={(value) => t(value === 'true' ? 'policyAcceptances.accepted' : 'policyAcceptances.declined')}
        value={filters.accepted}
        onChange={(accepted) => setFilters({ accepted })}
        testId="acceptance-filter-accepted"
      />
      <DateRangeFilter from={filters.from} to={filters.to} onChange={setFilters} testId="acceptance-filter" />
    </>
  );

  return (
    <ListPage
      label={t('policyAcceptances.tableLabel')}
      list={list}
      query={acceptances}
      columns={columns}
      emptyText={t('policyAcceptances.empty')}
      filters={inputs}
      above={<PolicyVersionCounts running={versionRunning} onExport={(version, format) => void download({ version }, format)} />}
      actions={
        <ExportButtons
          onExport={(format) => void download({ filters }, format)}
          exporting={running?.version === undefined ? (running?.format ?? null) : null}
          disabled={running !== null && running.version !== undefined}
          testId="acceptance-export"
        />
      }
      clearable
      noDetail
      rowTestId="acceptance-row"
      mobileCard={card}
      minWidth={760}
      testId="acceptance-table"
    />
  );
}
