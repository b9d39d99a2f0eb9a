import type { StockSort } from '@customer-hub/contract/stocks';
import { call } from '@/lib/api-call';
import { pageQuery, useDetailQuery, useListQuery } from '@/lib/queries';
import type { ListSort } from '@/lib/use-list-page';

export interface StockFilters {
  search: string;
  /** Exact warehouse name. */
  warehouse: string;
}

/** GET /api/stocks */
export function useStocks(filters: StockFilters, sort: ListSort<StockSort>, page: number) {
  const query = { ...pageQuery(page, sort), search: filters.search.trim(), warehouse: filters.warehouse.trim() };
  return useListQuery(['stocks', 'list', filters, sort, page], (signal) => call('GET /api/stocks', { query, signal }));
}

/** GET /api/stocks/:id: the item, and the same item in the other warehouses. */
export const useStock = (id: string | null) => useDetailQuery('stocks', id, (id, signal) => call('GET /api/stocks/:id', { params: { id }, signal }));
