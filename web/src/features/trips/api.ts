import type { FindTripsRequest, TripSort } from '@customer-hub/contract/trips';
import { call } from '@/lib/api-call';
import { filterQuery, pageQuery, useDetailQuery, useListQuery } from '@/lib/queries';
import type { FiltersOf, ListSort } from '@/lib/use-list-page';

/** The list's filters as the URL keeps them ('' for all). */
export type TripFilters = FiltersOf<FindTripsRequest, 'status' | 'from' | 'to' | 'search' | 'siteId' | 'companyId'>;

/** GET /api/trips (Trips). */
export function useTrips(filters: TripFilters, sort: ListSort<TripSort>, page: number) {
  const query = { ...pageQuery(page, sort), ...filterQuery(filters) };
  return useListQuery(['trips', 'list', filters, sort, page], (signal) => call('GET /api/trips', { query, signal }));
}

/** GET /api/trips/:id: the trip with its stops and shipments. */
export const useTrip = (id: string | null) => useDetailQuery('trips', id, (id, signal) => call('GET /api/trips/:id', { params: { id }, signal }));
