import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractLine, ContractSort, ContractStatus, ContractSummary, FindContractsResponse, GetContractResponse } from '@customer-hub/contract/contracts';
import { api, withQuery } from '@/lib/api-client';
import type { ListSort } from '@/lib/use-list-page';

export type { ContractLine, ContractSort, ContractStatus, ContractSummary, GetContractResponse as ContractDetail };

/** Contract lists restated (checked against its types) so the page does not load zod. */
const STATUS_SET = { Pending: true, Approved: true } satisfies Record<ContractStatus, true>;
export const CONTRACT_STATUS_LIST = Object.keys(STATUS_SET) as ContractStatus[];
const SORT_SET = { contractNo: true, title: true, startDate: true, endDate: true, status: true } satisfies Record<ContractSort, true>;
export const CONTRACT_SORT_LIST = Object.keys(SORT_SET) as ContractSort[];

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
      api.get<FindContractsResponse>(
        withQuery('/api/contracts', { page, pageSize: PAGE_SIZE, sort: sort.key, direction: sort.direction, status: filters.status, search: filters.search.trim() }),
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/contracts/:id: lines only with ContractLines, unit prices only with PricesColumn. */
export function useContract(id: string | null) {
  return useQuery({
    queryKey: contractKeys.detail(id),
    queryFn: ({ signal }) => api.get<GetContractResponse>(`/api/contracts/${encodeURIComponent(id ?? '')}`, signal),
    enabled: !!id,
  });
}

/** POST /api/contracts/:id/approve: Pending → Approved; answers the contract as it now is. */
export function useApproveContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<GetContractResponse>(`/api/contracts/${encodeURIComponent(id)}/approve`),
    onSuccess: (contract) => {
      queryClient.setQueryData(contractKeys.detail(contract.id), contract);
      return queryClient.invalidateQueries({ queryKey: ['contracts', 'list'] });
    },
  });
}
