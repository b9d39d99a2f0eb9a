import { useQuery } from '@tanstack/react-query';
import { ticketCredentialsQuery } from '@/app/shell/shell-queries';
import { readTicketCredentials } from '@/lib/session';

/**
 * Where the sidebar's ticket-site item leads (spec §2, §8): the user's own credential URL or the
 * default survey login (`ready`), neither (`missing`), or the credentials could not be read
 * (`unavailable`). Sign-in stores the credentials; when that call failed nothing is stored, and
 * they are asked for again here once.
 */
export type TicketSite = { state: 'ready'; url: string } | { state: 'missing' } | { state: 'checking' } | { state: 'unavailable' };

export function useTicketSite(): TicketSite {
  const stored = readTicketCredentials();
  const check = useQuery({ ...ticketCredentialsQuery, enabled: stored === null });
  const credentials = stored ?? check.data ?? null;
  if (credentials) return credentials.url ? { state: 'ready', url: credentials.url } : { state: 'missing' };
  return check.isError ? { state: 'unavailable' } : { state: 'checking' };
}
