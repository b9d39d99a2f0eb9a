import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SiteSummary } from '@customer-hub/contract/sites';
import { call } from '@/lib/api-call';

export type { SiteSummary };

/** The map shows at most this many sites at once (the API's page limit); a search narrows them. */
export const MAP_PAGE_SIZE = 100;

/** GET /api/sites: the sites in scope with their coordinates and counts. */
export function useSites(search: string) {
  return useQuery({
    queryKey: ['sites', 'map', search] as const,
    queryFn: ({ signal }) =>
      call('GET /api/sites', { query: { page: 1, pageSize: MAP_PAGE_SIZE, sort: 'name', direction: 'asc', search: search.trim() }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function hasLocation(site: SiteSummary): site is SiteSummary & { latitude: number; longitude: number } {
  return typeof site.latitude === 'number' && typeof site.longitude === 'number';
}

/** The tile server the portal is configured with (GET /api/settings/map); its host is allowed by the CSP. */
export function useTileUrl(): string | undefined {
  const { data } = useQuery({
    queryKey: ['settings', 'map'] as const,
    queryFn: ({ signal }) => call('GET /api/settings/map', { signal }),
    staleTime: Infinity,
  });
  return data?.tileUrl;
}
