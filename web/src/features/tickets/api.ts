import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddTicketCommentRequest, CreateTicketRequest, GetTicketResponse, ProposeTicketRequest, TicketAttachment } from '@customer-hub/contract/tickets';
import { call } from '@/lib/api-call';
import { downloadFile, fetchFile } from '@/lib/download';
import { useDetailQuery, useGet } from '@/lib/queries';
import { uploadFile } from '@/lib/upload';

/** The ticket lists' queries (the list screen keys each page under it); every change refreshes them. */
export const TICKET_LISTS = ['tickets', 'list'] as const;

const ticketKeys = {
  detail: (id: string) => ['tickets', 'detail', id] as const,
  formOptions: (companyId: string, siteId: string) => ['tickets', 'form-options', companyId, siteId] as const,
};

/** GET /api/tickets/:id: the ticket with its timeline, oldest first. */
export const useTicket = (id: string | null) =>
  useDetailQuery('tickets', id, (id, signal) => call('GET /api/tickets/:id', { params: { id }, signal }));

/**
 * GET /api/tickets/form-options: the sites (with buildings) and possible watchers. Contacts get
 * their own scope; staff name the company (nothing is asked until they do). With a site, the
 * watchers are only the people who can see that site's requests (the only ones a request there takes).
 */
export function useTicketFormOptions(companyId: string, enabled: boolean, siteId = '') {
  return useQuery({
    queryKey: ticketKeys.formOptions(companyId, siteId),
    queryFn: ({ signal }) =>
      call('GET /api/tickets/form-options', { query: { companyId: companyId || undefined, siteId: siteId || undefined }, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/org/companies (staff): the companies with their sites, for the queue's filters and the staff's form. */
export function useCompanies(enabled: boolean) {
  return useGet(['tickets', 'companies'], 'GET /api/org/companies', { enabled, staleTime: 5 * 60_000 });
}

/** Every change answers the ticket as it now is: show it, and refresh the lists. */
function useTicketChange<TVariables>(send: (variables: TVariables) => Promise<GetTicketResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKeys.detail(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: TICKET_LISTS });
    },
  });
}

/** POST /api/tickets (Requests). */
export const useCreateTicket = () => useTicketChange((body: CreateTicketRequest) => call('POST /api/tickets', { body }));

/** The transitions that take at most a note (DESIGN.md §4). */
export type NoteAction = 'confirm' | 'refuse' | 'cancel' | 'decline' | 'done';

function sendNoteAction(id: string, action: NoteAction, note: string | undefined) {
  const input = { params: { id }, body: { note } };
  switch (action) {
    case 'confirm':
      return call('POST /api/tickets/:id/confirm', input);
    case 'refuse':
      return call('POST /api/tickets/:id/refuse', input);
    case 'cancel':
      return call('POST /api/tickets/:id/cancel', input);
    case 'done':
      return call('POST /api/tickets/:id/done', input);
    case 'decline':
      return call('POST /api/tickets/:id/decline', { params: { id }, body: { note: note ?? '' } });
  }
}

/** POST /api/tickets/:id/{confirm,refuse,cancel,decline,done} with the optional (decline: required) note. */
export const useTicketTransition = () =>
  useTicketChange(({ id, action, note }: { id: string; action: NoteAction; note?: string }) => sendNoteAction(id, action, note));

/** POST /api/tickets/:id/propose (staff): a date and a budget. */
export const useProposeTicket = () =>
  useTicketChange(({ id, body }: { id: string; body: ProposeTicketRequest }) => call('POST /api/tickets/:id/propose', { params: { id }, body }));

/** POST /api/tickets/:id/assign (staff): a staff user, or null to unassign. */
export const useAssignTicket = () =>
  useTicketChange(({ id, assigneeId }: { id: string; assigneeId: string | null }) =>
    call('POST /api/tickets/:id/assign', { params: { id }, body: { assigneeId } }),
  );

/** POST /api/tickets/:id/comments: text, attachments and (staff) the internal flag. */
export const useAddComment = () =>
  useTicketChange(({ id, body }: { id: string; body: AddTicketCommentRequest }) => call('POST /api/tickets/:id/comments', { params: { id }, body }));

/** POST /api/tickets/attachments: one file (multipart field `file`), answered with its id before the ticket or comment that uses it. */
export function uploadTicketAttachment(file: File, options: { onProgress?: (fraction: number) => void; signal?: AbortSignal }) {
  return uploadFile<TicketAttachment>('/api/tickets/attachments', file, options);
}

const attachmentPath = (ticketId: string, attachmentId: string) =>
  `/api/tickets/${encodeURIComponent(ticketId)}/attachments/${encodeURIComponent(attachmentId)}`;

/** GET /api/tickets/:id/attachments/:attachmentId with the bearer token, saved under its name. */
export function downloadTicketAttachment(ticketId: string, attachment: TicketAttachment) {
  return downloadFile(attachmentPath(ticketId, attachment.id), attachment.fileName);
}

/** An image attachment as a blob, for its thumbnail. */
export async function fetchTicketAttachment(ticketId: string, attachmentId: string): Promise<Blob> {
  return (await fetchFile(attachmentPath(ticketId, attachmentId))).blob();
}
