import type { TripSort, TripStatus } from '@customer-hub/contract/trips';
import { call } from '@/lib/api-call';
import { pageQuery, statusRangeQuery, useDetailQuery, useListQuery, type StatusRangeFilters } from '@/lib/queries';
import type { ListSort } from '@/lib/use-list-page';

export type TripFilters = StatusRangeFilters<TripStatus>;

/** GET /api/trips (Trips). */
export function useTrips(filters: TripFilters, sort: ListSort<TripSort>, page: number) {
  const query = { ...pageQuery(page, sort), ...statusRangeQuery(filters) };
  return useListQuery(['trips', 'list', filters, sort, page], (signal) => call('GET /api/trips', { query, signal }));
}

/** GET /api/trips/:id: the trip with its stops and shipments. */
export const useTrip = (id: string | null) => useDetailQuery('trips', id, (id, signal) => call('GET /api/trips/:id', { params: { id }, signal }));
