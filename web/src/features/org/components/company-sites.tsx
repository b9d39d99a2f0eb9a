import { useMemo, useState } from 'react';
import { ActionIcon, Alert, Button, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ORG_SITE_SORTS, type OrgSiteSort } from '@customer-hub/contract/constants/org';
import type { OrgSite } from '@customer-hub/contract/org';
import type { Column } from '@/components/data-table';
import { SearchFilter, SelectFilter } from '@/components/list-filters';
import { ListPage } from '@/components/list-page';
import { ORG_PAGE_SIZE, useCompanySites, useOrgTree } from '@/features/org/api';
import { SiteFormModal } from '@/features/org/components/site-form-modal';
import { formatNumber } from '@/lib/format';
import { useListPage } from '@/lib/use-list-page';

/** A company's sites, all or one business partner's: searched, paged, added and edited in a dialog. */
export function CompanySites({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const [modal, setModal] = useState<{ editing: OrgSite | null } | null>(null);
  const tree = useOrgTree();
  const partners = tree.data?.find((c) => c.id === companyId)?.businessPartners ?? [];
  const partnerIds = partners.map((p) => p.id);
  const list = useListPage({ filters: { search: '', businessPartnerId: '' }, sorts: ORG_SITE_SORTS, sort: { key: 'name' as OrgSiteSort, direction: 'asc' }, pageSize: ORG_PAGE_SIZE });
  const sites = useCompanySites(companyId, list.filters, list.sort, list.page);

  const columns = useMemo<Column<OrgSite>[]>(
    () => [
      {
        key: 'name',
        header: t('org.fields.name'),
        sortKey: 'name',
        cell: (s) => (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {s.name}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {s.code}
            </Text>
          </Stack>
        ),
      },
      { key: 'businessPartnerName', header: t('org.fields.businessPartner'), sortKey: 'businessPartnerName', cell: (s) => s.businessPartnerName },
      { key: 'city', header: t('org.fields.city'), sortKey: 'city', cell: (s) => [s.city, s.country].filter(Boolean).join(', '), priority: 2 },
      { key: 'address', header: t('org.fields.address'), cell: (s) => s.address, maxWidth: 240, priority: 3 },
      { key: 'buildings', header: t('org.companies.buildingCount'), cell: (s) => formatNumber(s.buildingCount, 0), align: 'right' },
      {
        key: 'actions',
        header: t('common.actions'),
        nowrap: true,
        cell: (s) => (
          <Tooltip label={t('org.sites.editOf', { name: s.name })} openDelay={400}>
            <ActionIcon variant="subtle" onClick={() => setModal({ editing: s })} aria-label={t('org.sites.editOf', { name: s.name })} data-testid={`site-edit-${s.code}`}>
              <IconPencil size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        ),
      },
    ],
    [t],
  );

  return (
    <ListPage
      label={t('org.sites.title')}
      list={list}
      query={sites}
      columns={columns}
      emptyText={t('org.sites.empty')}
      noDetail
      clearable
      above={
        tree.isSuccess && partners.length === 0 ? (
          <Alert color="blue" variant="light" data-testid="sites-need-partner">
            {t('org.sites.needPartner')}
          </Alert>
        ) : undefined
      }
      filters={
        <>
          <SearchFilter label={t('org.sites.search')} value={list.filters.search} onChange={(search) => list.setFilters({ search })} testId="sites-search" />
          <SelectFilter
            label={t('org.fields.businessPartner')}
            options={partnerIds}
            optionLabel={(id) => partners.find((p) => p.id === id)?.name ?? id}
            value={list.filters.businessPartnerId}
            onChange={(businessPartnerId) => list.setFilters({ businessPartnerId })}
            testId="sites-partner"
          />
        </>
      }
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setModal({ editing: null })} disabled={partners.length === 0} data-testid="sites-add">
          {t('org.sites.add')}
        </Button>
      }
      rowTestId={(s) => `site-row-${s.code}`}
      minWidth={760}
      testId="sites"
    >
      <SiteFormModal companyId={companyId} partners={partners} opened={modal !== null} editing={modal?.editing ?? null} onClose={() => setModal(null)} />
    </ListPage>
  );
}
