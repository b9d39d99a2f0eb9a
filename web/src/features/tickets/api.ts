import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { TICKET_ASSIGNEE_FILTERS, TICKET_OPEN, TICKET_SORTS, TICKET_STATUS_FILTERS, TICKET_STATUSES, TICKET_TYPES } from '@customer-hub/contract/constants/tickets';
import type { AddTicketCommentRequest, CreateTicketRequest, FindTicketsRequest, GetTicketResponse, ProposeTicketRequest, TicketAttachment } from '@customer-hub/contract/tickets';
import type { SatisfactionAnswerRequest } from '@customer-hub/contract/satisfaction';
import { SLA_FILTERS } from '@customer-hub/contract/constants/sla';
import { call } from '@/lib/api-call';
import { currentUserQuery } from '@/lib/current-user';
import { downloadFile, fetchFile } from '@/lib/download';
import { filterQuery, pageQuery, useDetailQuery, useGet, type ScreenAddress } from '@/lib/queries';
import { readListState, type FiltersOf, type ListPageOptions, type ListSort } from '@/lib/use-list-page';
import { uploadFile } from '@/lib/upload';
import type { SaveSavedReplyRequest } from '@customer-hub/contract/saved-replies';
import type { BulkTicketsRequest, BulkTicketsResponse } from '@customer-hub/contract/ticket-bulk';

/** The ticket lists' queries (the list screen keys each page under it); every change refreshes them. */
export const TICKET_LISTS = ['tickets', 'list'] as const;

const ticketKeys = {
  detail: (id: string) => ['tickets', 'detail', id] as const,
  formOptions: (companyId: string, siteId: string) => ['tickets', 'form-options', companyId, siteId] as const,
};

type TicketSort = (typeof TICKET_SORTS)[number];

/** The ticket lists' filters as the URL keeps them: the query's own, '' for "all". `companyId` and `assignee` are the staff queue's. */
export type TicketFilters = FiltersOf<FindTicketsRequest, 'status' | 'type' | 'siteId' | 'companyId' | 'assignee' | 'sla' | 'from' | 'to' | 'search'>;

const CUSTOMER_FILTERS: TicketFilters = { status: '', type: '', siteId: '', companyId: '', assignee: '', sla: '', from: '', to: '', search: '' };
const SORT = { key: 'createdAt', direction: 'desc' } as const;

/**
 * What each list reads from its URL. A contact's: no company or assignee, those are the queue's.
 * The staff queue opens on all the open work (every status but the closed ones); one status can be chosen instead.
 */
export const TICKET_LIST_OPTIONS: Record<'customer' | 'staff', ListPageOptions<TicketFilters, TicketSort>> = {
  customer: {
    filters: CUSTOMER_FILTERS,
    allowed: { status: TICKET_STATUSES, type: TICKET_TYPES, companyId: [], assignee: [], sla: [] },
    sorts: TICKET_SORTS,
    sort: SORT,
  },
  staff: {
    filters: { ...CUSTOMER_FILTERS, status: TICKET_OPEN },
    allowed: { status: TICKET_STATUS_FILTERS, type: TICKET_TYPES, assignee: TICKET_ASSIGNEE_FILTERS, sla: SLA_FILTERS },
    sorts: TICKET_SORTS,
    // The queue: breached first, then the least time left.
    sort: { key: 'due', direction: 'asc' },
  },
};

/** GET /api/tickets: one page of a ticket list, as its page, sort and filters ask. */
export function ticketList({ page, sort, filters }: { page: number; sort: ListSort<TicketSort>; filters: TicketFilters }) {
  const query = { ...pageQuery(page, sort), ...filterQuery(filters) };
  return { queryKey: [...TICKET_LISTS, query] as const, load: (signal: AbortSignal) => call('GET /api/tickets', { query, signal }) };
}

/** A contact's requests (MyTickets) as its address asks for them, asked before the page renders (Screen.prefetch). */
export function prefetchMyTickets(queryClient: QueryClient, { search }: ScreenAddress): Promise<void> {
  const { queryKey, load } = ticketList(readListState(search, TICKET_LIST_OPTIONS.customer));
  return queryClient.prefetchQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
}

const ticketDetail = (id: string) => ({ queryKey: ['tickets', 'detail', id] as const, queryFn: ({ signal }: { signal: AbortSignal }) => call('GET /api/tickets/:id', { params: { id }, signal }) });

/** GET /api/tickets/:id: the ticket with its timeline, oldest first. */
export const useTicket = (id: string | null) =>
  useDetailQuery('tickets', id, (id, signal) => ticketDetail(id).queryFn({ signal }));

/** A ticket's page asked for before it renders (its detail route's prefetch); the user too, whom its actions depend on. */
export async function prefetchTicket(queryClient: QueryClient, { params }: ScreenAddress): Promise<void> {
  if (!params.id) return;
  await Promise.all([queryClient.prefetchQuery(ticketDetail(params.id)), queryClient.prefetchQuery(currentUserQuery)]);
}

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

// The staff's quicker handling: saved replies, merging a duplicate, the queue's bulk changes.

/** Every saved-replies query (the picker's and the management list's); each change refreshes them. */
export const SAVED_REPLY_LISTS = ['tickets', 'saved-replies'] as const;

/** GET /api/saved-replies (staff): the shared replies and my own, searched; the picker asks once it opens. */
export function useSavedReplies(search: string, enabled: boolean) {
  const query = { search: search.trim() || undefined, pageSize: 50, sort: 'title', direction: 'asc' } as const;
  return useQuery({
    queryKey: [...SAVED_REPLY_LISTS, 'picker', query] as const,
    queryFn: ({ signal }) => call('GET /api/saved-replies', { query, signal }),
    enabled,
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
}

/** The management list's page of saved replies. */
export function savedReplyList({ page, search, scope }: { page: number; search: string; scope: '' | 'shared' | 'personal' }) {
  const query = { page, pageSize: 25, sort: 'title', direction: 'asc', search: search.trim() || undefined, scope: scope || undefined } as const;
  return { queryKey: [...SAVED_REPLY_LISTS, 'list', query] as const, load: (signal: AbortSignal) => call('GET /api/saved-replies', { query, signal }) };
}

/** POST /api/tickets/:id/saved-replies/:replyId/render: the reply's text for this ticket. */
export const renderSavedReply = (ticketId: string, replyId: string) => call('POST /api/tickets/:id/saved-replies/:replyId/render', { params: { id: ticketId, replyId } });

function useSavedReplyChange<TVariables, TAnswer>(send: (variables: TVariables) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_REPLY_LISTS }) });
}

/** POST /api/saved-replies, or PUT /api/saved-replies/:id with an id. */
export const useSaveSavedReply = () =>
  useSavedReplyChange(({ id, body }: { id?: string; body: SaveSavedReplyRequest }) =>
    id ? call('PUT /api/saved-replies/:id', { params: { id }, body }) : call('POST /api/saved-replies', { body }),
  );

/** DELETE /api/saved-replies/:id. */
export const useDeleteSavedReply = () => useSavedReplyChange(({ id }: { id: string }) => call('DELETE /api/saved-replies/:id', { params: { id } }));

/** The open requests of one company the merge dialog offers (the request itself left out by the caller). */
export function useMergeCandidates(companyId: string, search: string, enabled: boolean) {
  const query = { companyId, status: TICKET_OPEN, search: search.trim() || undefined, pageSize: 20, sort: 'updatedAt', direction: 'desc' } as const;
  return useQuery({
    queryKey: [...TICKET_LISTS, 'merge', query] as const,
    queryFn: ({ signal }) => call('GET /api/tickets', { query, signal }),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** POST /api/tickets/:id/merge (staff): the source as it now is (closed, linking the target). */
export const useMergeTicket = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, intoId }: { id: string; intoId: string }) => call('POST /api/tickets/:id/merge', { params: { id }, body: { intoId } }),
    onSuccess: (ticket, { intoId }) => {
      queryClient.setQueryData(ticketKeys.detail(ticket.id), ticket);
      return Promise.all([queryClient.invalidateQueries({ queryKey: TICKET_LISTS }), queryClient.invalidateQueries({ queryKey: ticketKeys.detail(intoId) })]);
    },
  });
};

/** The active staff users (Admins and Backoffice) the bulk assignment offers. */
export function useStaffUsers(enabled: boolean) {
  return useQuery({
    queryKey: ['tickets', 'staff-users'] as const,
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        (['Admin', 'Backoffice'] as const).map((role) => call('GET /api/users', { query: { role, active: true, pageSize: 100, sort: 'userName', direction: 'asc' }, signal })),
      );
      const seen = new Map<string, { id: string; name: string }>();
      for (const user of pages.flatMap((page) => page.items)) seen.set(user.id, { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.userName });
      return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/sla/promise: the response and resolution times promised per priority (staff name the company; '' for the settings'). */
export function useSlaPromise(companyId: string, enabled = true) {
  return useQuery({
    queryKey: ['tickets', 'sla-promise', companyId] as const,
    queryFn: ({ signal }) => call('GET /api/sla/promise', { query: { companyId: companyId || undefined }, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** How many tickets one bulk call carries: the bar's progress moves after each. */
export const BULK_CHUNK = 10;

/**
 * POST /api/tickets/bulk (staff), BULK_CHUNK tickets a call so the progress can be shown: each
 * ticket's outcome, all calls' together; the lists and the changed tickets are refreshed after.
 */
export const useBulkTickets = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, onProgress }: { body: BulkTicketsRequest; onProgress?: (done: number) => void }) => {
      const all: BulkTicketsResponse = { updated: 0, failed: 0, results: [] };
      for (let from = 0; from < body.ids.length; from += BULK_CHUNK) {
        const part = await call('POST /api/tickets/bulk', { body: { ...body, ids: body.ids.slice(from, from + BULK_CHUNK) } });
        all.updated += part.updated;
        all.failed += part.failed;
        all.results.push(...part.results);
        onProgress?.(Math.min(body.ids.length, from + BULK_CHUNK));
      }
      return all;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['tickets'] }),
  });
};
/** POST /api/tickets/:id/satisfaction: the requester's satisfaction answer (or a changed one); the ticket shows it at once. */
export function useAnswerTicketSurvey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SatisfactionAnswerRequest) => call('POST /api/tickets/:id/satisfaction', { params: { id }, body }),
    onSuccess: (satisfaction) => {
      queryClient.setQueryData<GetTicketResponse>(ticketKeys.detail(id), (ticket) => ticket && { ...ticket, satisfaction });
      return queryClient.invalidateQueries({ queryKey: TICKET_LISTS });
    },
  });
}

