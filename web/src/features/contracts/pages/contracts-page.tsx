import { useMemo } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/data-table';
import { CommonFilters } from '@/components/list-filters';
import { ListPage } from '@/components/list-page';
import { StatusBadge } from '@/components/status-badge';
import {
  CONTRACT_SORT_LIST,
  CONTRACT_STATUS_LIST,
  PAGE_SIZE,
  useContract,
  useContracts,
  type ContractFilters,
  type ContractSummary,
} from '@/features/contracts/api';
import { ContractDetail } from '@/features/contracts/components/contract-detail';
import { formatDate } from '@/lib/format';
import { useListPage } from '@/lib/use-list-page';


const EMPTY: ContractFilters = { status: '', search: '' };

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
  const list = useListPage({
    filters: EMPTY,
    allowed: { status: CONTRACT_STATUS_LIST },
    sorts: CONTRACT_SORT_LIST,
    sort: { key: 'startDate', direction: 'desc' },
    pageSize: PAGE_SIZE,
  });
  const contracts = useContracts(list.filters, list.sort, list.page);
  const detail = useContract(list.selected);

  const columns = useMemo<Column<ContractSummary>[]>(
    () => [
      { key: 'contractNo', header: t('contracts.columns.contractNo'), cell: (r) => r.contractNo, nowrap: true, sortKey: 'contractNo' },
      { key: 'status', header: t('contracts.columns.status'), cell: (r) => <StatusBadge status={r.status} />, nowrap: true, sortKey: 'status' },
      { key: 'title', header: t('contracts.columns.title'), cell: (r) => r.title, maxWidth: 300, nowrap: true, sortKey: 'title' },
      { key: 'customer', header: t('common.customer'), cell: (r) => [r.businessPartnerName, r.siteName].filter(Boolean).join(' · '), maxWidth: 260, nowrap: true, priority: 2 },
      { key: 'startDate', header: t('contracts.columns.startDate'), cell: (r) => formatDate(r.startDate), nowrap: true, sortKey: 'startDate' },
      { key: 'endDate', header: t('contracts.columns.endDate'), cell: (r) => formatDate(r.endDate), nowrap: true, sortKey: 'endDate', priority: 3 },
    ],
    [t],
  );

  return (
    <ListPage
      screen="Contracts"
      list={list}
      query={contracts}
      columns={columns}
      filters={<CommonFilters value={list.filters} onChange={list.setFilters} statuses={CONTRACT_STATUS_LIST} searchLabel={t('contracts.filters.search')} testId="contracts" />}
      detail={{
        title: detail.data ? t('contracts.detailTitle', { contractNo: detail.data.contractNo }) : t('routes.Contracts'),
        loading: detail.isPending,
        error: detail.error,
        content: detail.data && <ContractDetail contract={detail.data} />,
        testId: 'contract-detail',
      }}
      rowTestId="contract-row"
      mobileCard={(contract) => <ContractCard contract={contract} />}
      minWidth={900}
      testId="contracts-table"
    />
  );
}
