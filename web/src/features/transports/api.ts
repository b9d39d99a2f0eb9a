import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FindTransportsResponse, GetTransportResponse, TransportSort, TransportStatus, TransportSummary } from '@customer-hub/contract/transports';
import { api, withQuery } from '@/lib/api-client';
import type { ListSort } from '@/lib/use-list-page';

export type { GetTransportResponse as TransportDetail, TransportSort, TransportStatus, TransportSummary };

/** Contract lists restated (checked against its types) so the page does not load zod. */
const STATUS_SET = { Planned: true, InTransit: true, Delivered: true, Cancelled: true } satisfies Record<TransportStatus, true>;
export const TRANSPORT_STATUS_LIST = Object.keys(STATUS_SET) as TransportStatus[];
const SORT_SET = { shipmentNo: true, shipDate: true, deliveryDate: true, status: true, weightKg: true } satisfies Record<TransportSort, true>;
export const TRANSPORT_SORT_LIST = Object.keys(SORT_SET) as TransportSort[];
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
      api.get<FindTransportsResponse>(
        withQuery('/api/transports', { page, pageSize: PAGE_SIZE, sort: sort.key, direction: sort.direction, ...filters, search: filters.search.trim() }),
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/transports/:id: with the carrying trip. */
export function useTransport(id: string | null) {
  return useQuery({
    queryKey: ['transports', 'detail', id] as const,
    queryFn: ({ signal }) => api.get<GetTransportResponse>(`/api/transports/${encodeURIComponent(id ?? '')}`, signal),
    enabled: !!id,
  });
}
