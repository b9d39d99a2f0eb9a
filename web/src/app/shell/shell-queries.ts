import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-call';
import { currentUserQuery, userLanguageQuery } from '@/lib/current-user';
import { isSessionValid, readTicketCredentials, storeTicketCredentials } from '@/lib/session';

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
 * The ticket site's credentials when sign-in could not store them (use-ticket-site.ts); a page
 * rendered on the server asks for them too, having no stored ones to read.
 */
export const ticketCredentialsQuery = queryOptions({
  queryKey: ['user', 'ticket-credentials'],
  queryFn: async ({ signal }) => {
    storeTicketCredentials(await call('GET /api/Backoffice/User/GetUserTicketCredentials', { signal }));
    // As stored and read back (a page rendered on the server hands over this answer, not its storage).
    return readTicketCredentials();
  },
  retry: false,
  staleTime: Infinity,
});

/**
 * Starts the calls the signed-in frame makes before anything of a page shows (the gate's answer,
 * the user and their language), so they travel while the frame's code loads instead of after it
 * has rendered. The hooks that read them pick up the calls in flight. Failures stay in the cache
 * for those hooks to show; nothing is asked without a session.
 */
export function prefetchShell(queryClient: QueryClient): Promise<void> {
  if (!isSessionValid()) return Promise.resolve();
  const calls = [queryClient.prefetchQuery(showsPolicyQuery), queryClient.prefetchQuery(currentUserQuery), queryClient.prefetchQuery(userLanguageQuery)];
  if (!readTicketCredentials()) calls.push(queryClient.prefetchQuery(ticketCredentialsQuery));
  return Promise.all(calls).then(() => undefined);
}

/**
 * Starts a page's first call while its code loads, beside the gate's own call rather than after
 * its answer: waiting for it put a round trip, and the frame's first render, before every page's
 * data. When a policy awaits the user, the server refuses the call (403 POLICY_ACCEPTANCE_REQUIRED)
 * and gives nothing; the page asks again once it is shown. Not started when the gate is already
 * known to be closed. Never waits, never throws: the page's own query picks up the call in flight,
 * or asks again and shows what went wrong. Settles once the call (and any it waited for) has
 * answered: the server's render waits for it.
 */
export function prefetchScreen(queryClient: QueryClient, prefetch: (queryClient: QueryClient) => Promise<void>): Promise<void> {
  if (!isSessionValid()) return Promise.resolve();
  if (queryClient.getQueryData(showsPolicyQuery.queryKey) === false) return Promise.resolve();
  return prefetch(queryClient).catch(() => undefined);
}
