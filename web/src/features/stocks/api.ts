import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GetStockResponse, StockSort, StockSummary } from '@customer-hub/contract/stocks';
import { call } from '@/lib/api-call';
import type { ListSort } from '@/lib/use-list-page';

export type { GetStockResponse as StockDetail, StockSort, StockSummary };

export { STOCK_SORTS as STOCK_SORT_LIST } from '@customer-hub/contract/constants/stocks';
export const PAGE_SIZE = 25;

export interface StockFilters {
  search: string;
  /** Exact warehouse name. */
  warehouse: string;
}

/** GET /api/stocks */
export function useStocks(filters: StockFilters, sort: ListSort<StockSort>, page: number) {
  return useQuery({
    queryKey: ['stocks', 'list', filters, sort, page] as const,
    queryFn: ({ signal }) =>
      call('GET /api/stocks', {
        query: { page, pageSize: PAGE_SIZE, sort: sort.key, direction: sort.direction, search: filters.search.trim(), warehouse: filters.warehouse.trim() },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/stocks/:id: the item, and the same item in the other warehouses. */
export function useStock(id: string | null) {
  return useQuery({
    queryKey: ['stocks', 'detail', id] as const,
    queryFn: ({ signal }) => call('GET /api/stocks/:id', { params: { id: id ?? '' }, signal }),
    enabled: !!id,
  });
}
