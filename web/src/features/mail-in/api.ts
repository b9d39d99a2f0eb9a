import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FindInboundMailsRequest } from '@customer-hub/contract/mail-in';
import { call } from '@/lib/api-call';
import { useDetailQuery, useListQuery } from '@/lib/queries';
import type { FiltersOf } from '@/lib/use-list-page';

const MAIL_IN = ['mail-in'] as const;

/** The list's filters as the URL keeps them ('' for every status). */
export type MailInFilters = FiltersOf<FindInboundMailsRequest, 'status' | 'search'>;

/** GET /api/mail-in: a page of the emails received at the support address. */
export function useInboundMails(query: FindInboundMailsRequest) {
  return useListQuery([...MAIL_IN, 'list', query], (signal) => call('GET /api/mail-in', { query, signal }), { staleTime: 0 });
}

/** GET /api/mail-in/:id */
export const useInboundMail = (id: string | null) => useDetailQuery('mail-in', id, (id, signal) => call('GET /api/mail-in/:id', { params: { id }, signal }));

/** The open tickets matching a search, for "Post to ticket". */
export function useTicketChoices(search: string, enabled: boolean) {
  const query = { status: 'open' as const, search: search.trim() || undefined, pageSize: 20 };
  return useQuery({ queryKey: ['mail-in', 'tickets', query], queryFn: ({ signal }) => call('GET /api/tickets', { query, signal }), enabled });
}

/** Discard and post: the list and the open mail are read again after either. */
export function useMailActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: MAIL_IN });
  const discard = useMutation({ mutationFn: (id: string) => call('POST /api/mail-in/:id/discard', { params: { id } }), onSuccess: refresh });
  const post = useMutation({
    mutationFn: (v: { id: string; ticketId: string }) => call('POST /api/mail-in/:id/post', { params: { id: v.id }, body: { ticketId: v.ticketId } }),
    onSuccess: refresh,
  });
  return { discard, post };
}
