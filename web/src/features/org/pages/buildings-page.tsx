import { useMemo, useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BUILDING_SORTS, type BuildingSort } from '@customer-hub/contract/constants/org';
import { isStaff } from '@customer-hub/contract/constants/roles';
import type { Building } from '@customer-hub/contract/org';
import type { Column } from '@/components/data-table';
import { GatedPage } from '@/components/gated-page';
import { SearchFilter, SelectFilter } from '@/components/list-filters';
import { ListPage } from '@/components/list-page';
import { ORG_PAGE_SIZE, useBuildings, useOrgTree } from '@/features/org/api';
import { BuildingFormModal } from '@/features/org/components/building-form-modal';
import { SyncBuildingsButton } from '@/features/org/components/sync-buildings-button';
import { formatDateTime } from '@/lib/format';
import { useListPage } from '@/lib/use-list-page';

function BuildingsList() {
  const { t } = useTranslation();
  const [modal, setModal] = useState<{ editing: Building | null } | null>(null);
  const tree = useOrgTree();
  const companies = tree.data ?? [];
  const list = useListPage({ filters: { search: '', companyId: '' }, sorts: BUILDING_SORTS, sort: { key: 'name' as BuildingSort, direction: 'asc' }, pageSize: ORG_PAGE_SIZE });
  const buildings = useBuildings(list.filters, list.sort, list.page);

  const columns = useMemo<Column<Building>[]>(
    () => [
      {
        key: 'name',
        header: t('org.fields.name'),
        sortKey: 'name',
        cell: (b) => (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {b.name}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {b.code}
            </Text>
          </Stack>
        ),
      },
      { key: 'siteName', header: t('org.fields.site'), sortKey: 'siteName', cell: (b) => `${b.siteName} (${b.siteCode})` },
      { key: 'companyName', header: t('org.fields.company'), sortKey: 'companyName', cell: (b) => b.companyName, priority: 2 },
      { key: 'partner', header: t('org.fields.businessPartner'), cell: (b) => b.businessPartnerName, priority: 3 },
      { key: 'syncedAt', header: t('org.buildings.syncedAt'), cell: (b) => (b.syncedAt ? formatDateTime(b.syncedAt) : t('org.buildings.notSynced')), nowrap: true, priority: 3 },
      {
        key: 'actions',
        header: t('common.actions'),
        nowrap: true,
        cell: (b) => (
          <Tooltip label={t('org.buildings.editOf', { name: b.name })} openDelay={400}>
            <ActionIcon variant="subtle" onClick={() => setModal({ editing: b })} aria-label={t('org.buildings.editOf', { name: b.name })} data-testid={`building-edit-${b.code}`}>
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
      label={t('routes.Buildings')}
      list={list}
      query={buildings}
      columns={columns}
      screen="Buildings"
      titled={false}
      noDetail
      clearable
      filters={
        <>
          <SearchFilter label={t('org.buildings.search')} value={list.filters.search} onChange={(search) => list.setFilters({ search })} testId="buildings-search" />
          <SelectFilter
            label={t('org.fields.company')}
            options={companies.map((c) => c.id)}
            optionLabel={(id) => companies.find((c) => c.id === id)?.name ?? id}
            value={list.filters.companyId}
            onChange={(companyId) => list.setFilters({ companyId })}
            testId="buildings-company"
          />
        </>
      }
      actions={
        <Group align="flex-start" gap="sm">
          <SyncBuildingsButton />
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setModal({ editing: null })} data-testid="buildings-add">
            {t('org.buildings.add')}
          </Button>
        </Group>
      }
      rowTestId={(b) => `building-row-${b.code}`}
      minWidth={760}
      testId="buildings"
    >
      <BuildingFormModal opened={modal !== null} editing={modal?.editing ?? null} onClose={() => setModal(null)} />
    </ListPage>
  );
}

/** /dashboard/Buildings (staff): every company's buildings, by site. */
export function BuildingsPage() {
  return (
    <GatedPage screen="Buildings" allow={(user) => isStaff(user.roles)}>
      <BuildingsList />
    </GatedPage>
  );
}
