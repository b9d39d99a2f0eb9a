import type { SiteSummary } from '@customer-hub/contract/sites';
import { call } from '@/lib/api-call';
import { pageQuery, useGet, useListQuery } from '@/lib/queries';

/** The map shows at most this many sites at once (the API's page limit); a search narrows them. */
export const MAP_PAGE_SIZE = 100;

/** GET /api/sites: the sites in scope with their coordinates and counts. */
export function useSites(search: string) {
  const query = { ...pageQuery(1, { key: 'name', direction: 'asc' }, MAP_PAGE_SIZE), search: search.trim() };
  return useListQuery(['sites', 'map', search], (signal) => call('GET /api/sites', { query, signal }));
}

export function hasLocation(site: SiteSummary): site is SiteSummary & { latitude: number; longitude: number } {
  return typeof site.latitude === 'number' && typeof site.longitude === 'number';
}

/** The tile server the portal is configured with (GET /api/settings/map); its host is allowed by the CSP. */
export function useTileUrl(): string | undefined {
  const { data } = useGet(['settings', 'map'], 'GET /api/settings/map', { staleTime: Infinity });
  return data?.tileUrl;
}
