import { useQuery } from '@tanstack/react-query';
import type { SyncRunStatus } from '@customer-hub/contract/constants/sync';
import { call } from '@/lib/api-call';

/** A run still moving: it is polled every 2 s until it ends. */
export const isActive = (run: { status: SyncRunStatus }) => run.status === 'queued' || run.status === 'running';
export const SYNC_RUN_POLL_MS = 2000;

/** The query key of one run (the Sync screen invalidates every `['sync', …]` key after a change). */
export const syncRunKey = (id: string | null) => ['sync', 'detail', id] as const;

/**
 * GET /api/sync/runs/:id (staff), polled until the run ends: the Sync screen's run detail and dry
 * run, and the Buildings screen's "Sync buildings".
 */
export function useSyncRun(id: string | null) {
  return useQuery({
    queryKey: syncRunKey(id),
    queryFn: ({ signal }) => call('GET /api/sync/runs/:id', { params: { id: id ?? '' }, signal }),
    enabled: !!id,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data && isActive(q.state.data) ? SYNC_RUN_POLL_MS : false),
  });
}
