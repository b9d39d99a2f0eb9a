import { endpoint } from '../endpoint.ts';
import { FindSyncRunsRequest, FindSyncRunsResponse, StartSyncRun, StartSyncRunResponse, SyncRunDetail, SyncRunParams, SyncSettings, SyncSettingsInput } from '../sync.ts';

/** ERP sync (modules/sync). The upload, POST /api/sync/files, is multipart and declared on its route. */
export const syncEndpoints = {
  findSyncRuns: endpoint('GET /api/sync/runs', { query: FindSyncRunsRequest, response: FindSyncRunsResponse }),
  getSyncRun: endpoint('GET /api/sync/runs/:id', { params: SyncRunParams, response: SyncRunDetail }),
  startSyncRun: endpoint('POST /api/sync/runs', { body: StartSyncRun, status: 202, response: StartSyncRunResponse }),
  getSyncSettings: endpoint('GET /api/sync/settings', { response: SyncSettings }),
  putSyncSettings: endpoint('PUT /api/sync/settings', { body: SyncSettingsInput, response: SyncSettings }),
};
