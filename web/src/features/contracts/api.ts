import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractSort, ContractStatus } from '@customer-hub/contract/contracts';
import { call } from '@/lib/api-call';
import { pageQuery, useDetailQuery, useListQuery } from '@/lib/queries';
import type { ListSort } from '@/lib/use-list-page';

export interface ContractFilters {
  status: ContractStatus | '';
  search: string;
  /** One site ('' for all), from a link. */
  siteId: string;
}

const contractKeys = {
  list: (filters: ContractFilters, sort: ListSort<ContractSort>, page: number) => ['contracts', 'list', filters, sort, page] as const,
  detail: (id: string | null) => ['contracts', 'detail', id] as const,
};

/** GET /api/contracts */
export function useContracts(filters: ContractFilters, sort: ListSort<ContractSort>, page: number) {
  const query = { ...pageQuery(page, sort), status: filters.status || undefined, siteId: filters.siteId || undefined, search: filters.search.trim() };
  return useListQuery(contractKeys.list(filters, sort, page), (signal) => call('GET /api/contracts', { query, signal }));
}

/** GET /api/contracts/:id: lines only with ContractLines, unit prices only with PricesColumn. */
export const useContract = (id: string | null) =>
  useDetailQuery('contracts', id, (id, signal) => call('GET /api/contracts/:id', { params: { id }, signal }));

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
