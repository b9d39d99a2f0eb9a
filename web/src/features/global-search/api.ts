import { useQuery } from '@tanstack/react-query';
import type { GlobalSearchContext, GlobalSearchContextValue } from '@customer-hub/contract/global-search';
import { call } from '@/lib/api-call';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { useGet } from '@/lib/queries';

/** The value sent for a context carries a C prefix (`CTrips`). */
export const contextValue = (context: GlobalSearchContext): GlobalSearchContextValue => `C${context}`;
/** Spec §9: a result heading closes the modal this long after it is clicked. */
export const GLOBAL_SEARCH_CLOSE_DELAY_MS = 200;
/** Typing pauses this long before a search is sent. */
export const GLOBAL_SEARCH_DEBOUNCE_MS = 300;

export const globalSearchKeys = {
  /** The settings page updates it when the switch is saved. */
  active: sharedQueryKeys.globalSearchActive,
  search: (contexts: readonly GlobalSearchContext[], search: string) => ['global-search', contexts, search] as const,
};

/** GET /api/Backoffice/Settings/GlobalSearchActive: whether the top bar shows the search icon. */
export function useGlobalSearchActive() {
  return useGet(globalSearchKeys.active, 'GET /api/Backoffice/Settings/GlobalSearchActive', { staleTime: 5 * 60_000 });
}

/** GET /api/GlobalSearch/getGlobalInformation with the contexts as repeated `Contexts` values. */
export function useGlobalSearch(contexts: readonly GlobalSearchContext[], search: string, enabled: boolean) {
  return useQuery({
    queryKey: globalSearchKeys.search(contexts, search),
    queryFn: ({ signal }) =>
      call('GET /api/GlobalSearch/getGlobalInformation', { query: { Contexts: contexts.map(contextValue), search }, signal }),
    enabled,
    staleTime: 30_000,
  });
}
