import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SyncConnectorName, SyncEntity } from '@customer-hub/contract/constants/sync';
import type { FindSyncRunsRequest, SyncFile } from '@customer-hub/contract/sync';
import { call } from '@/lib/api-call';
import { filterQuery, pageQuery } from '@/lib/queries';
import { isActive, SYNC_RUN_POLL_MS, syncRunKey } from '@/lib/sync-run';
import { uploadFile } from '@/lib/upload';
import type { FiltersOf } from '@/lib/use-list-page';

/** The runs list's filters as the URL keeps them ('' for all). */
export type SyncRunFilters = FiltersOf<FindSyncRunsRequest, 'connector' | 'status'>;

export const syncKeys = {
  all: ['sync'] as const,
  run: syncRunKey,
};

/** GET /api/sync/runs (staff), polled while a run on the page is queued or running. */
export function useSyncRuns(filters: SyncRunFilters, page: number, pageSize: number) {
  const query = { ...pageQuery(page, undefined, pageSize), ...filterQuery(filters) };
  return useQuery({
    queryKey: [...syncKeys.all, 'list', query],
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
