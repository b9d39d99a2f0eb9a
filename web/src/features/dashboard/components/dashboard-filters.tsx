import { Group, NativeSelect, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PERIODS } from '@customer-hub/contract/constants/dashboard';
import type { DashboardResponse } from '@customer-hub/contract/dashboard';
import { useStaffCompanies } from '@/components/company-filter';
import { DateFilter } from '@/components/list-filters';
import type { DashboardFilters } from '@/features/dashboard/api';
import { useBreakpoint } from '@/lib/breakpoints';

interface Props {
  value: DashboardFilters;
  onChange: (change: Partial<DashboardFilters>) => void;
  /** The answer on screen: the period's days (to start a custom one from) and the site filter's choices. */
  data: DashboardResponse | undefined;
  /** Staff choose the company first. */
  staff: boolean;
}

/** Staff: the company whose figures the page shows (none at first: there is no sum of every company). */
function CompanySelect({ value, onChange }: { value: string; onChange: (companyId: string) => void }) {
  const { t } = useTranslation();
  const companies = useStaffCompanies().data ?? [];
  return (
    <Select
      label={t('filters.company')}
      placeholder={t('orgChart.chooseCompany')}
      data={companies.map((company) => ({ value: company.id, label: company.name }))}
      value={value || null}
      onChange={(companyId) => onChange(companyId ?? '')}
      searchable
      w={{ base: '100%', xs: 280 }}
      comboboxProps={{ withinPortal: true }}
      data-testid="dash-company"
    />
  );
}

const isPeriod = (value: string): value is DashboardFilters['period'] => (DASHBOARD_PERIODS as readonly string[]).includes(value);

/** (Staff: the company,) the period (this month, last 3 or 12 months, custom days) and, when the scope holds several sites, one site. */
export function DashboardFiltersBar({ value, onChange, data, staff }: Props) {
  const { t } = useTranslation();
  const phone = useBreakpoint() === 'mobile';
  const periods = DASHBOARD_PERIODS.map((period) => ({ value: period, label: t(`dashboard.period.${period}`) }));
  const choose = (period: string) => {
    if (!isPeriod(period)) return;
    // A custom period starts from the days on screen.
    if (period === 'custom') onChange({ period, from: value.from || data?.period.from || '', to: value.to || data?.period.to || '' });
    else onChange({ period, from: '', to: '' });
  };
  const sites = data?.sites;
  return (
    <Stack gap="xs" mb="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        {staff && <CompanySelect value={value.companyId} onChange={(companyId) => onChange({ companyId, siteId: '' })} />}
        {phone ? (
          <NativeSelect label={t('dashboard.period.label')} value={value.period} onChange={(e) => choose(e.currentTarget.value)} data={periods} w="100%" data-testid="dash-period" />
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="dash-period-label">
              {t('dashboard.period.label')}
            </Text>
            <SegmentedControl value={value.period} onChange={choose} data={periods} aria-labelledby="dash-period-label" data-testid="dash-period" />
          </Stack>
        )}
        {value.period === 'custom' && (
          <>
            <DateFilter label={t('dashboard.period.from')} value={value.from} maxDate={value.to} onChange={(from) => onChange({ from })} testId="dash-from" />
            <DateFilter
              label={t('dashboard.period.to')}
              value={value.to}
              minDate={value.from}
              onChange={(to) => onChange({ to })}
              error={value.from && value.to && value.from > value.to ? t('filters.rangeInvalid') : null}
              testId="dash-to"
            />
          </>
        )}
        {sites && sites.length > 1 && (
          <Select
            label={t('dashboard.site.label')}
            placeholder={t('dashboard.site.all')}
            data={sites.map((site) => ({ value: site.id, label: site.name }))}
            value={value.siteId || null}
            onChange={(siteId) => onChange({ siteId: siteId ?? '' })}
            clearable
            searchable
            w={{ base: '100%', xs: 240 }}
            comboboxProps={{ withinPortal: true }}
            data-testid="dash-site"
          />
        )}
      </Group>
    </Stack>
  );
}
