import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-call';
import { readTicketCredentials, storeTicketCredentials } from '@/lib/session';

/**
 * Where the sidebar's ticket-site item leads (spec §2, §8): the user's own credential URL or the
 * default survey login (`ready`), neither (`missing`), or the credentials could not be read
 * (`unavailable`). Sign-in stores the credentials; when that call failed nothing is stored, and
 * they are asked for again here once.
 */
export type TicketSite = { state: 'ready'; url: string } | { state: 'missing' } | { state: 'checking' } | { state: 'unavailable' };

export function useTicketSite(): TicketSite {
  const stored = readTicketCredentials();
  const check = useQuery({
    queryKey: ['user', 'ticket-credentials'],
    queryFn: async ({ signal }) => {
      const credentials = await call('GET /api/Backoffice/User/GetUserTicketCredentials', { signal });
      storeTicketCredentials(credentials);
      return credentials;
    },
    enabled: stored === null,
    retry: false,
    staleTime: Infinity,
  });
  const credentials = stored ?? (check.data ? readTicketCredentials() : null);
  if (credentials) return credentials.url ? { state: 'ready', url: credentials.url } : { state: 'missing' };
  return check.isError ? { state: 'unavailable' } : { state: 'checking' };
}
