import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SyncConnectorName, SyncEntity, SyncRunStatus } from '@customer-hub/contract/constants/sync';
import type { SyncFile } from '@customer-hub/contract/sync';
import { call } from '@/lib/api-call';
import { isActive, SYNC_RUN_POLL_MS, syncRunKey } from '@/lib/sync-run';
import { uploadFile } from '@/lib/upload';

export interface SyncRunFilter {
  connector: SyncConnectorName | '';
  status: SyncRunStatus | '';
  page: number;
  pageSize: number;
}

export const syncKeys = {
  all: ['sync'] as const,
  list: (filter: SyncRunFilter) => ['sync', 'list', filter] as const,
  run: syncRunKey,
};

/** GET /api/sync/runs (staff), polled while a run on the page is queued or running. */
export function useSyncRuns(filter: SyncRunFilter) {
  const query = { ...filter, connector: filter.connector || undefined, status: filter.status || undefined };
  return useQuery({
    queryKey: syncKeys.list(filter),
    queryFn: ({ signal }) => call('GET /api/sync/runs', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.items.some(isActive) ? SYNC_RUN_POLL_MS : false),
  });
}

/** POST /api/sync/runs: queues a run; the list shows it at once. */
export function useStartSyncRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { connector: SyncConnectorName; dryRun: boolean; fileId?: string }) => call('POST /api/sync/runs', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: syncKeys.all }),
  });
}

/** POST /api/sync/files (multipart): a .json document, or a .csv of one entity. */
export function uploadSyncFile(file: File, entity: SyncEntity | undefined) {
  return uploadFile<SyncFile>('/api/sync/files', file, { fields: { entity } });
}
