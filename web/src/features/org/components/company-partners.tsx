import { useMemo, useState } from 'react';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconMapPin, IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PARTNER_SORTS, type PartnerSort } from '@customer-hub/contract/constants/org';
import type { BusinessPartner } from '@customer-hub/contract/org';
import type { Column } from '@/components/data-table';
import { SearchFilter } from '@/components/list-filters';
import { ListPage } from '@/components/list-page';
import { ORG_PAGE_SIZE, usePartners } from '@/features/org/api';
import { PartnerFormModal } from '@/features/org/components/partner-form-modal';
import { formatNumber } from '@/lib/format';
import { useListPage } from '@/lib/use-list-page';

/** A company's business partners: searched, paged, added and edited in a dialog. */
export function CompanyPartners({ companyId, onShowSites }: { companyId: string; onShowSites: (partnerId: string) => void }) {
  const { t } = useTranslation();
  const [modal, setModal] = useState<{ editing: BusinessPartner | null } | null>(null);
  const list = useListPage({ filters: { search: '' }, sorts: PARTNER_SORTS, sort: { key: 'name' as PartnerSort, direction: 'asc' }, pageSize: ORG_PAGE_SIZE });
  const partners = usePartners(companyId, list.filters, list.sort, list.page);

  const columns = useMemo<Column<BusinessPartner>[]>(
    () => [
      { key: 'customerNo', header: t('org.fields.customerNo'), sortKey: 'customerNo', cell: (p) => p.customerNo, nowrap: true },
      { key: 'name', header: t('org.fields.name'), sortKey: 'name', cell: (p) => p.name },
      { key: 'vatNo', header: t('org.fields.vatNo'), cell: (p) => p.vatNo ?? '', nowrap: true, priority: 2 },
      { key: 'sites', header: t('org.companies.siteCount'), cell: (p) => formatNumber(p.siteCount, 0), align: 'right' },
      {
        key: 'actions',
        header: t('common.actions'),
        nowrap: true,
        cell: (p) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('org.partners.editOf', { name: p.name })} openDelay={400}>
              <ActionIcon variant="subtle" onClick={() => setModal({ editing: p })} aria-label={t('org.partners.editOf', { name: p.name })} data-testid={`partner-edit-${p.customerNo}`}>
                <IconPencil size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('org.partners.sitesOf', { name: p.name })} openDelay={400}>
              <ActionIcon variant="subtle" onClick={() => onShowSites(p.id)} aria-label={t('org.partners.sitesOf', { name: p.name })} data-testid={`partner-sites-${p.customerNo}`}>
                <IconMapPin size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </Group>
        ),
      },
    ],
    [t, onShowSites],
  );

  return (
    <ListPage
      label={t('org.partners.title')}
      list={list}
      query={partners}
      columns={columns}
      emptyText={t('org.partners.empty')}
      noDetail
      filters={<SearchFilter label={t('org.partners.search')} value={list.filters.search} onChange={(search) => list.setFilters({ search })} testId="partners-search" />}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setModal({ editing: null })} data-testid="partners-add">
          {t('org.partners.add')}
        </Button>
      }
      rowTestId={(p) => `partner-row-${p.customerNo}`}
      minWidth={640}
      testId="partners"
    >
      <PartnerFormModal companyId={companyId} opened={modal !== null} editing={modal?.editing ?? null} onClose={() => setModal(null)} />
    </ListPage>
  );
}
