import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractLine, ContractSort, ContractStatus, ContractSummary, GetContractResponse } from '@customer-hub/contract/contracts';
import { call } from '@/lib/api-call';
import type { ListSort } from '@/lib/use-list-page';

export type { ContractLine, ContractSort, ContractStatus, ContractSummary, GetContractResponse as ContractDetail };

export { CONTRACT_SORTS as CONTRACT_SORT_LIST, CONTRACT_STATUSES as CONTRACT_STATUS_LIST } from '@customer-hub/contract/constants/contracts';

export const PAGE_SIZE = 25;

export interface ContractFilters {
  status: ContractStatus | '';
  search: string;
}

const contractKeys = {
  list: (filters: ContractFilters, sort: ListSort<ContractSort>, page: number) => ['contracts', 'list', filters, sort, page] as const,
  detail: (id: string | null) => ['contracts', 'detail', id] as const,
};

/** GET /api/contracts */
export function useContracts(filters: ContractFilters, sort: ListSort<ContractSort>, page: number) {
  return useQuery({
    queryKey: contractKeys.list(filters, sort, page),
    queryFn: ({ signal }) =>
      call('GET /api/contracts', {
        query: { page, pageSize: PAGE_SIZE, sort: sort.key, direction: sort.direction, status: filters.status || undefined, search: filters.search.trim() },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/contracts/:id: lines only with ContractLines, unit prices only with PricesColumn. */
export function useContract(id: string | null) {
  return useQuery({
    queryKey: contractKeys.detail(id),
    queryFn: ({ signal }) => call('GET /api/contracts/:id', { params: { id: id ?? '' }, signal }),
    enabled: !!id,
  });
}

/** POST /api/contracts/:id/approve: Pending → Approved; answers the contract as it now is. */
export function useApproveContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('POST /api/contracts/:id/approve', { params: { id } }),
    onSuccess: (contract) => {
      queryClient.setQueryData(contractKeys.detail(contract.id), contract);
      return queryClient.invalidateQueries({ queryKey: ['contracts', 'list'] });
    },
  });
}
