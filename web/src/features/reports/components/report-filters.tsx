import { MultiSelect, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/list-filters';
import type { GetReportResponse } from '@customer-hub/contract/reports';
import type { ReportPageFilters } from '@/features/reports/api';

interface Props {
  report: GetReportResponse;
  value: ReportPageFilters;
  onChange: (change: Partial<ReportPageFilters>) => void;
}

/** The filters the report takes: its period (showing the default one until changed), business partner, site and statuses. */
export function ReportFilters({ report, value, onChange }: Props) {
  const { t } = useTranslation();
  const takes = report.filters.available;
  const applied = report.filters.applied;
  const { businessPartners, sites } = report.options;
  const siteOptions = value.businessPartnerId ? sites.filter((s) => s.businessPartnerId === value.businessPartnerId) : sites;
  return (
    <>
      {takes.includes('from') && (
        <DateRangeFilter from={value.from || (applied.from ?? '')} to={value.to || (applied.to ?? '')} onChange={onChange} testId="report-filter" />
      )}
      {takes.includes('businessPartnerId') && businessPartners.length > 1 && (
        <NativeSelect
          label={t('reports.filters.businessPartner')}
          value={value.businessPartnerId}
          onChange={(event) => onChange({ businessPartnerId: event.currentTarget.value, siteId: '' })}
          data={[{ value: '', label: t('common.all') }, ...businessPartners.map((p) => ({ value: p.id, label: p.name }))]}
          w={{ base: '100%', xs: 220 }}
          data-testid="report-filter-partner"
        />
      )}
      {takes.includes('siteId') && siteOptions.length > 1 && (
        <NativeSelect
          label={t('reports.filters.site')}
          value={value.siteId}
          onChange={(event) => onChange({ siteId: event.currentTarget.value })}
          data={[{ value: '', label: t('common.all') }, ...siteOptions.map((s) => ({ value: s.id, label: s.name }))]}
          w={{ base: '100%', xs: 220 }}
          data-testid="report-filter-site"
        />
      )}
      {takes.includes('status') && report.filters.statuses.length > 0 && (
        <MultiSelect
          label={t('reports.filters.status')}
          placeholder={value.status.length === 0 ? t('common.all') : undefined}
          data={report.filters.statuses.map((s) => ({ value: s, label: t(`statuses.${s}`, { defaultValue: s }) }))}
          value={[...value.status]}
          onChange={(status) => onChange({ status })}
          clearable
          w={{ base: '100%', xs: 260 }}
          data-testid="report-filter-status"
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </>
  );
}
