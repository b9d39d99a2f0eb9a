import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractSort, FindContractsRequest } from '@customer-hub/contract/contracts';
import { call } from '@/lib/api-call';
import { filterQuery, pageQuery, useDetailQuery, useListQuery } from '@/lib/queries';
import type { FiltersOf, ListSort } from '@/lib/use-list-page';

/** The list's filters as the URL keeps them ('' for all); one site comes from a link. */
export type ContractFilters = FiltersOf<FindContractsRequest, 'status' | 'search' | 'siteId'>;

const contractKeys = {
  detail: (id: string | null) => ['contracts', 'detail', id] as const,
};

/** GET /api/contracts */
export function useContracts(filters: ContractFilters, sort: ListSort<ContractSort>, page: number) {
  const query = { ...pageQuery(page, sort), ...filterQuery(filters) };
  return useListQuery(['contracts', 'list', query], (signal) => call('GET /api/contracts', { query, signal }));
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
