import { STAFF, ZERO_ID } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { FindSyncRunsRequest, FindSyncRunsResponse, StartSyncRun, StartSyncRunResponse, SyncRunDetail, SyncRunParams, SyncSettings, SyncSettingsInput } from '../sync.ts';

/** ERP sync (modules/sync). The upload, POST /api/sync/files, is multipart and declared on its route. */
export const syncEndpoints = {
  findSyncRuns: endpoint('GET /api/sync/runs', { access: { allowed: STAFF }, query: FindSyncRunsRequest, response: FindSyncRunsResponse }),
  getSyncRun: endpoint('GET /api/sync/runs/:id', { access: { allowed: STAFF }, params: SyncRunParams, response: SyncRunDetail }),
  startSyncRun: endpoint('POST /api/sync/runs', { access: { allowed: STAFF, request: { payload: { connector: 'file', dryRun: true, fileId: ZERO_ID } } }, body: StartSyncRun, status: 202, response: StartSyncRunResponse }),
  getSyncSettings: endpoint('GET /api/sync/settings', { access: { allowed: ['admin'] }, response: SyncSettings }),
  putSyncSettings: endpoint('PUT /api/sync/settings', { access: { allowed: ['admin'], request: { payload: { nightly: true, nightlyHourUtc: 2, odata: null } } }, body: SyncSettingsInput, response: SyncSettings }),
};
