import type { FindTransportsRequest, TransportSort } from '@customer-hub/contract/transports';
import { call } from '@/lib/api-call';
import { filterQuery, pageQuery, useDetailQuery, useListQuery } from '@/lib/queries';
import type { FiltersOf, ListSort } from '@/lib/use-list-page';

/** The list's filters as the URL keeps them ('' for all). */
export type TransportFilters = FiltersOf<FindTransportsRequest, 'status' | 'from' | 'to' | 'search'>;

/** GET /api/transports */
export function useTransports(filters: TransportFilters, sort: ListSort<TransportSort>, page: number) {
  const query = { ...pageQuery(page, sort), ...filterQuery(filters) };
  return useListQuery(['transports', 'list', filters, sort, page], (signal) => call('GET /api/transports', { query, signal }));
}

/** GET /api/transports/:id: with the carrying trip. */
export const useTransport = (id: string | null) =>
  useDetailQuery('transports', id, (id, signal) => call('GET /api/transports/:id', { params: { id }, signal }));
