import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FindTripsResponse, GetTripResponse, TripSort, TripStatus, TripStop, TripSummary, TripTransport } from '@customer-hub/contract/trips';
import { api, withQuery } from '@/lib/api-client';
import type { ListSort } from '@/lib/use-list-page';

export type { GetTripResponse as TripDetail, TripSort, TripStatus, TripStop, TripSummary, TripTransport };

/** Contract lists restated (checked against its types) so the page does not load zod. */
const STATUS_SET = { Planned: true, InProgress: true, Completed: true, Cancelled: true } satisfies Record<TripStatus, true>;
export const TRIP_STATUS_LIST = Object.keys(STATUS_SET) as TripStatus[];
const SORT_SET = { tourNo: true, plannedStart: true, status: true, distanceKm: true } satisfies Record<TripSort, true>;
export const TRIP_SORT_LIST = Object.keys(SORT_SET) as TripSort[];

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
      api.get<FindTripsResponse>(
        withQuery('/api/trips', { page, pageSize: PAGE_SIZE, sort: sort.key, direction: sort.direction, ...filters, search: filters.search.trim() }),
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/trips/:id: the trip with its stops and shipments. */
export function useTrip(id: string | null) {
  return useQuery({
    queryKey: ['trips', 'detail', id] as const,
    queryFn: ({ signal }) => api.get<GetTripResponse>(`/api/trips/${encodeURIComponent(id ?? '')}`, signal),
    enabled: !!id,
  });
}
