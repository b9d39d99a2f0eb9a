import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FindErasureRequestsRequest } from '@customer-hub/contract/erasure';
import { call } from '@/lib/api-call';
import { useDetailQuery, useListQuery } from '@/lib/queries';
import type { FiltersOf } from '@/lib/use-list-page';

const ERASURE = ['erasure-requests'] as const;

/** The list's filters as the URL keeps them ('' for every status). */
export type ErasureFilters = FiltersOf<FindErasureRequestsRequest, 'status' | 'search'>;

/** GET /api/erasure-requests: a page of erasure requests, open ones first. */
export function useErasureRequests(query: FindErasureRequestsRequest) {
  return useListQuery([...ERASURE, 'list', query], (signal) => call('GET /api/erasure-requests', { query, signal }), { staleTime: 0 });
}

/** GET /api/erasure-requests/:id: the request and what approving it erases and keeps. */
export const useErasureRequest = (id: string | null) =>
  useDetailQuery('erasure-requests', id, (id, signal) => call('GET /api/erasure-requests/:id', { params: { id }, signal }));

/** Approve and reject: the list and the open request are read again after either. */
export function useErasureDecisions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ERASURE });
  const approve = useMutation({
    mutationFn: (v: { id: string; note: string }) => call('POST /api/erasure-requests/:id/approve', { params: { id: v.id }, body: v.note.trim() ? { note: v.note.trim() } : {} }),
    onSuccess: refresh,
  });
  const reject = useMutation({
    mutationFn: (v: { id: string; note: string }) => call('POST /api/erasure-requests/:id/reject', { params: { id: v.id }, body: { note: v.note.trim() } }),
    onSuccess: refresh,
  });
  return { approve, reject };
}
