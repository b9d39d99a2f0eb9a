import { useTranslation } from 'react-i18next';
import { SelectFilter } from '@/components/list-filters';
import { useGet } from '@/lib/queries';

/** GET /api/org/companies (staff): every company, for the pickers of staff screens. */
export const useStaffCompanies = (enabled = true) => useGet(['org', 'companies'], 'GET /api/org/companies', { enabled, staleTime: 5 * 60_000 });

/**
 * Staff lists hold every company's records: this select narrows one to a company ('' for all).
 * data-testid: `<testId>-filter-company`.
 */
export function CompanyFilter({ value, onChange, testId, label }: { value: string; onChange: (companyId: string) => void; testId: string; label?: string }) {
  const { t } = useTranslation();
  const companies = useStaffCompanies().data ?? [];
  return (
    <SelectFilter
      label={label ?? t('filters.company')}
      options={companies.map((company) => company.id)}
      optionLabel={(id) => companies.find((company) => company.id === id)?.name ?? id}
      value={value}
      onChange={onChange}
      testId={`${testId}-filter-company`}
    />
  );
}

/** What a staff list's Company column adds to the width the table needs before it scrolls. */
export const STAFF_COLUMN_WIDTH = 160;
