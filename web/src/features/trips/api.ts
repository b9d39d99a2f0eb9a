import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GetTripResponse, TripSort, TripStatus, TripStop, TripSummary, TripTransport } from '@customer-hub/contract/trips';
import { call } from '@/lib/api-call';
import type { ListSort } from '@/lib/use-list-page';

export type { GetTripResponse as TripDetail, TripSort, TripStatus, TripStop, TripSummary, TripTransport };

export { TRIP_SORTS as TRIP_SORT_LIST, TRIP_STATUSES as TRIP_STATUS_LIST } from '@customer-hub/contract/constants/trips';

export const PAGE_SIZE = 25;

export interface TripFilters {
  status: TripStatus | '';
  from: string;
  to: string;
  search: string;
}

/** GET /api/trips (Trips). */
export function useTrips(filters: TripFilters, sort: ListSort<TripSort>, page: number) {
  return useQuery({
    queryKey: ['trips', 'list', filters, sort, page] as const,
    queryFn: ({ signal }) =>
      call('GET /api/trips', {
        query: { page, pageSize: PAGE_SIZE, sort: sort.key, direction: sort.direction, ...filters, status: filters.status || undefined, search: filters.search.trim() },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/trips/:id: the trip with its stops and shipments. */
export function useTrip(id: string | null) {
  return useQuery({
    queryKey: ['trips', 'detail', id] as const,
    queryFn: ({ signal }) => call('GET /api/trips/:id', { params: { id: id ?? '' }, signal }),
    enabled: !!id,
  });
}
