import { useMemo, useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column, pagedQueryProps } from '@/components/data-table';
import { DetailDrawer } from '@/components/detail-drawer';
import { SearchFilter, StatusFilter } from '@/components/list-filters';
import { PageHeader } from '@/components/page-header';
import { isForbidden, QueryErrorState } from '@/components/query-error-state';
import { StatusBadge } from '@/components/status-badge';
import {
  CONTRACT_SORT_LIST,
  CONTRACT_STATUS_LIST,
  PAGE_SIZE,
  useContract,
  useContracts,
  type ContractFilters,
  type ContractSort,
  type ContractSummary,
} from '@/features/contracts/api';
import { ContractDetail } from '@/features/contracts/components/contract-detail';
import { formatDate } from '@/lib/format';
import { oneOf, useListState } from '@/lib/use-list-state';
import { usePageTitle } from '@/lib/use-page-title';

const isSort = oneOf(CONTRACT_SORT_LIST);

function ContractCard({ contract }: { contract: ContractSummary }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700}>{contract.contractNo}</Text>
        <StatusBadge status={contract.status} />
      </Group>
      <Text size="sm">{contract.title}</Text>
      <Text size="sm" c="dimmed">
        {[contract.businessPartnerName, contract.siteName].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}

/** /dashboard/Contracts: the contracts in scope, their lines and the approval of pending ones. */
export function ContractsPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.Contracts'));
  const [filters, setFilters] = useState<ContractFilters>({ status: '', search: '' });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = useListState<ContractSort>({ key: 'startDate', direction: 'desc' }, isSort);
  const contracts = useContracts(filters, list.sort, list.page);
  const detail = useContract(selectedId);

  const change = (next: ContractFilters) => {
    setFilters(next);
    list.firstPage();
  };

  const columns = useMemo<Column<ContractSummary>[]>(
    () => [
      { key: 'contractNo', header: t('contracts.columns.contractNo'), cell: (r) => r.contractNo, nowrap: true, sortKey: 'contractNo' },
      { key: 'status', header: t('contracts.columns.status'), cell: (r) => <StatusBadge status={r.status} />, nowrap: true, sortKey: 'status' },
      { key: 'title', header: t('contracts.columns.title'), cell: (r) => r.title, maxWidth: 300, nowrap: true, sortKey: 'title' },
      { key: 'customer', header: t('common.customer'), cell: (r) => [r.businessPartnerName, r.siteName].filter(Boolean).join(' · '), maxWidth: 260, nowrap: true },
      { key: 'startDate', header: t('contracts.columns.startDate'), cell: (r) => formatDate(r.startDate), nowrap: true, sortKey: 'startDate' },
      { key: 'endDate', header: t('contracts.columns.endDate'), cell: (r) => formatDate(r.endDate), nowrap: true, sortKey: 'endDate' },
    ],
    [t],
  );

  if (isForbidden(contracts.error)) {
    return (
      <>
        <PageHeader title={t('routes.Contracts')} />
        <QueryErrorState error={contracts.error} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('routes.Contracts')} lead={t('contracts.lead')} />
      <Stack gap="md">
        <Group gap="md" align="flex-start" wrap="wrap">
          <StatusFilter statuses={CONTRACT_STATUS_LIST} value={filters.status} onChange={(status) => change({ ...filters, status })} testId="contracts-filter-status" />
          <SearchFilter label={t('contracts.filters.search')} value={filters.search} onChange={(search) => change({ ...filters, search })} testId="contracts-search" />
        </Group>
        <DataTable
          label={t('routes.Contracts')}
          columns={columns}
          {...pagedQueryProps(contracts)}
          rowKey={(r) => r.id}
          emptyText={t('contracts.empty')}
          page={list.page}
          pageSize={PAGE_SIZE}
          onPageChange={list.setPage}
          sort={list.sort}
          onSortChange={list.setSort}
          onRowClick={(row) => setSelectedId(row.id)}
          selectedKey={selectedId}
          rowTestId="contract-row"
          mobileCard={(contract) => <ContractCard contract={contract} />}
          minWidth={900}
          testId="contracts-table"
        />
      </Stack>
      <DetailDrawer
        opened={selectedId !== null}
        onClose={() => setSelectedId(null)}
        title={detail.data ? t('contracts.detailTitle', { contractNo: detail.data.contractNo }) : t('routes.Contracts')}
        loading={detail.isPending}
        error={detail.error}
        testId="contract-detail"
      >
        {detail.data && <ContractDetail contract={detail.data} />}
      </DetailDrawer>
    </>
  );
}
