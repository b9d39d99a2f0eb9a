import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FindStocksResponse, GetStockResponse, StockSort, StockSummary } from '@customer-hub/contract/stocks';
import { api, withQuery } from '@/lib/api-client';
import type { ListSort } from '@/lib/use-list-page';

export type { GetStockResponse as StockDetail, StockSort, StockSummary };

const SORT_SET = { itemNo: true, description: true, warehouse: true, quantity: true, updatedAt: true } satisfies Record<StockSort, true>;
export const STOCK_SORT_LIST = Object.keys(SORT_SET) as StockSort[];
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
      api.get<FindStocksResponse>(
        withQuery('/api/stocks', { page, pageSize: PAGE_SIZE, sort: sort.key, direction: sort.direction, search: filters.search.trim(), warehouse: filters.warehouse.trim() }),
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/stocks/:id: the item, and the same item in the other warehouses. */
export function useStock(id: string | null) {
  return useQuery({
    queryKey: ['stocks', 'detail', id] as const,
    queryFn: ({ signal }) => api.get<GetStockResponse>(`/api/stocks/${encodeURIComponent(id ?? '')}`, signal),
    enabled: !!id,
  });
}
