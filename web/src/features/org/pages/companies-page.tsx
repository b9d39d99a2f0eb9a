import { useMemo, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { COMPANY_SORTS, type CompanySort } from '@customer-hub/contract/constants/org';
import { isStaff } from '@customer-hub/contract/constants/roles';
import type { Company } from '@customer-hub/contract/org';
import type { Column } from '@/components/data-table';
import { GatedPage } from '@/components/gated-page';
import { SearchFilter } from '@/components/list-filters';
import { ListPage } from '@/components/list-page';
import { ORG_PAGE_SIZE, useCompanies } from '@/features/org/api';
import { CompanyFormModal } from '@/features/org/components/company-form-modal';
import { formatNumber } from '@/lib/format';
import { useListPage } from '@/lib/use-list-page';

export const companyPath = (id: string) => `/dashboard/Companies/${id}`;

function CompaniesList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const list = useListPage({ filters: { search: '' }, sorts: COMPANY_SORTS, sort: { key: 'name' as CompanySort, direction: 'asc' }, pageSize: ORG_PAGE_SIZE });
  const companies = useCompanies(list.filters, list.sort, list.page);

  const columns = useMemo<Column<Company>[]>(
    () => [
      {
        key: 'name',
        header: t('org.fields.name'),
        sortKey: 'name',
        cell: (c) => (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {c.name}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {c.code}
            </Text>
          </Stack>
        ),
      },
      { key: 'code', header: t('org.fields.code'), sortKey: 'code', cell: (c) => c.code, nowrap: true, priority: 3 },
      { key: 'partners', header: t('org.companies.partnerCount'), cell: (c) => formatNumber(c.partnerCount, 0), align: 'right' },
      { key: 'sites', header: t('org.companies.siteCount'), cell: (c) => formatNumber(c.siteCount, 0), align: 'right' },
      { key: 'buildings', header: t('org.companies.buildingCount'), cell: (c) => formatNumber(c.buildingCount, 0), align: 'right', priority: 2 },
      { key: 'contacts', header: t('org.companies.contactCount'), cell: (c) => formatNumber(c.contactCount, 0), align: 'right', priority: 2 },
    ],
    [t],
  );

  return (
    <ListPage
      label={t('routes.Companies')}
      list={list}
      query={companies}
      columns={columns}
      screen="Companies"
      titled={false}
      onRowOpen={(c) => navigate(companyPath(c.id))}
      filters={<SearchFilter label={t('org.companies.search')} value={list.filters.search} onChange={(search) => list.setFilters({ search })} testId="companies-search" />}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)} data-testid="companies-add">
          {t('org.companies.add')}
        </Button>
      }
      rowTestId={(c) => `company-row-${c.code}`}
      minWidth={720}
      testId="companies"
    >
      <CompanyFormModal opened={adding} editing={null} onClose={() => setAdding(false)} onSaved={(c) => navigate(companyPath(c.id))} />
    </ListPage>
  );
}

/** /dashboard/Companies (staff): the companies, their business partners, sites and default permissions. */
export function CompaniesPage() {
  return (
    <GatedPage screen="Companies" allow={(user) => isStaff(user.roles)}>
      <CompaniesList />
    </GatedPage>
  );
}
