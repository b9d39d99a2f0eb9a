import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GetTransportResponse, TransportSort, TransportStatus, TransportSummary } from '@customer-hub/contract/transports';
import { call } from '@/lib/api-call';
import type { ListSort } from '@/lib/use-list-page';

export type { GetTransportResponse as TransportDetail, TransportSort, TransportStatus, TransportSummary };

export { TRANSPORT_SORTS as TRANSPORT_SORT_LIST, TRANSPORT_STATUSES as TRANSPORT_STATUS_LIST } from '@customer-hub/contract/constants/transports';
export const PAGE_SIZE = 25;

export interface TransportFilters {
  status: TransportStatus | '';
  from: string;
  to: string;
  search: string;
}

/** GET /api/transports */
export function useTransports(filters: TransportFilters, sort: ListSort<TransportSort>, page: number) {
  return useQuery({
    queryKey: ['transports', 'list', filters, sort, page] as const,
    queryFn: ({ signal }) =>
      call('GET /api/transports', {
        query: { page, pageSize: PAGE_SIZE, sort: sort.key, direction: sort.direction, ...filters, status: filters.status || undefined, search: filters.search.trim() },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/transports/:id: with the carrying trip. */
export function useTransport(id: string | null) {
  return useQuery({
    queryKey: ['transports', 'detail', id] as const,
    queryFn: ({ signal }) => call('GET /api/transports/:id', { params: { id: id ?? '' }, signal }),
    enabled: !!id,
  });
}
