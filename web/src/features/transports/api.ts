import type { TransportSort, TransportStatus } from '@customer-hub/contract/transports';
import { call } from '@/lib/api-call';
import { pageQuery, statusRangeQuery, useDetailQuery, useListQuery, type StatusRangeFilters } from '@/lib/queries';
import type { ListSort } from '@/lib/use-list-page';

export type TransportFilters = StatusRangeFilters<TransportStatus>;

/** GET /api/transports */
export function useTransports(filters: TransportFilters, sort: ListSort<TransportSort>, page: number) {
  const query = { ...pageQuery(page, sort), ...statusRangeQuery(filters) };
  return useListQuery(['transports', 'list', filters, sort, page], (signal) => call('GET /api/transports', { query, signal }));
}

/** GET /api/transports/:id: with the carrying trip. */
export const useTransport = (id: string | null) =>
  useDetailQuery('transports', id, (id, signal) => call('GET /api/transports/:id', { params: { id }, signal }));
