import type { FindStocksRequest, StockSort } from '@customer-hub/contract/stocks';
import { call } from '@/lib/api-call';
import { filterQuery, pageQuery, useDetailQuery, useListQuery } from '@/lib/queries';
import type { FiltersOf, ListSort } from '@/lib/use-list-page';

/** The list's filters as the URL keeps them: a search and an exact warehouse name ('' for all). */
export type StockFilters = FiltersOf<FindStocksRequest, 'search' | 'warehouse'>;

/** GET /api/stocks */
export function useStocks(filters: StockFilters, sort: ListSort<StockSort>, page: number) {
  const query = { ...pageQuery(page, sort), ...filterQuery(filters) };
  return useListQuery(['stocks', 'list', query], (signal) => call('GET /api/stocks', { query, signal }));
}

/** GET /api/stocks/:id: the item, and the same item in the other warehouses. */
export const useStock = (id: string | null) => useDetailQuery('stocks', id, (id, signal) => call('GET /api/stocks/:id', { params: { id }, signal }));
