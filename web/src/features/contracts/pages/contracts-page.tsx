import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_SORTS, CONTRACT_STATUSES } from '@customer-hub/contract/constants/contracts';
import type { ContractSummary } from '@customer-hub/contract/contracts';
import type { Column } from '@/components/data-table';
import { CommonFilters } from '@/components/list-filters';
import { ListCard } from '@/components/list-card';
import { ListPage, queryDetail } from '@/components/list-page';
import { StatusBadge } from '@/components/status-badge';
import { useContract, useContracts, type ContractFilters } from '@/features/contracts/api';
import { ContractDetail } from '@/features/contracts/components/contract-detail';
import { formatDate } from '@/lib/format';
import { useListPage } from '@/lib/use-list-page';

const EMPTY: ContractFilters = { status: '', search: '', siteId: '' };

function ContractCard({ contract }: { contract: ContractSummary }) {
  return (
    <ListCard
      title={contract.contractNo}
      aside={<StatusBadge status={contract.status} />}
      line={contract.title}
      note={[contract.businessPartnerName, contract.siteName].filter(Boolean).join(' · ')}
    />
  );
}

/** /dashboard/Contracts: the contracts in scope, their lines and the approval of pending ones. */
export function ContractsPage() {
  const { t } = useTranslation();
  const list = useListPage({
    filters: EMPTY,
    allowed: { status: CONTRACT_STATUSES },
    sorts: CONTRACT_SORTS,
    sort: { key: 'startDate', direction: 'desc' },
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
      filters={<CommonFilters value={list.filters} onChange={list.setFilters} statuses={CONTRACT_STATUSES} searchLabel={t('contracts.filters.search')} testId="contracts" />}
      detail={queryDetail(detail, t('routes.Contracts'), 'contract-detail', (contract) => ({
        title: t('contracts.detailTitle', { contractNo: contract.contractNo }),
        content: <ContractDetail contract={contract} />,
      }))}
      rowTestId="contract-row"
      mobileCard={(contract) => <ContractCard contract={contract} />}
      minWidth={900}
      testId="contracts-table"
    />
  );
}
