import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-call';
import { currentUserQuery, userLanguageQuery } from '@/lib/current-user';
import { isSessionValid } from '@/lib/session';

/** The privacy-policy gate's queries (spec §2, §4). */
export const policyGateKeys = {
  all: ['privacy-policy'] as const,
  shows: ['privacy-policy', 'shows'] as const,
  next: ['privacy-policy', 'next'] as const,
};

/** GET /api/Backoffice/PrivacyPolicy/ShowsGDPR: false while a policy awaits the user. */
export const showsPolicyQuery = queryOptions({
  queryKey: policyGateKeys.shows,
  queryFn: ({ signal }) => call('GET /api/Backoffice/PrivacyPolicy/ShowsGDPR', { signal }),
  staleTime: Infinity,
});

/**
 * Starts the calls the signed-in frame makes before anything of a page shows (the gate's answer,
 * the user and their language), so they travel while the frame's code loads instead of after it
 * has rendered. The hooks that read them pick up the calls in flight. Failures stay in the cache
 * for those hooks to show; nothing is asked without a session.
 */
export function prefetchShell(queryClient: QueryClient): void {
  if (!isSessionValid()) return;
  void queryClient.prefetchQuery(showsPolicyQuery);
  void queryClient.prefetchQuery(currentUserQuery);
  void queryClient.prefetchQuery(userLanguageQuery);
}

/**
 * Starts a page's first call while its code loads, once the gate is known to let the page show
 * (asking while a policy awaits would only be refused). Never waits, never throws: the page's own
 * query picks up the call in flight, or asks again and shows what went wrong.
 */
export function prefetchScreen(queryClient: QueryClient, prefetch: (queryClient: QueryClient) => Promise<void>): void {
  if (!isSessionValid()) return;
  // When the gate could not tell, asking again here would put it back to loading: the page asks for itself.
  if (queryClient.getQueryState(showsPolicyQuery.queryKey)?.status === 'error') return;
  queryClient
    .fetchQuery(showsPolicyQuery)
    .then((shows) => (shows === false ? undefined : prefetch(queryClient)))
    .catch(() => undefined);
}
