import { endpoint } from '../endpoint.ts';
import { DEFAULT_RETENTION_SETTINGS, RecordOfProcessing, RetentionSettings, RetentionStatus, RunRetentionResponse } from '../retention.ts';

export const retentionEndpoints = {
  getRetentionSettings: endpoint('GET /api/settings/retention', { access: { allowed: ['admin'] }, response: RetentionSettings }),
  updateRetentionSettings: endpoint('PUT /api/settings/retention', {
    access: { allowed: ['admin'], request: { payload: DEFAULT_RETENTION_SETTINGS } },
    body: RetentionSettings,
    response: RetentionSettings,
  }),
  getRetentionStatus: endpoint('GET /api/settings/retention/status', { access: { allowed: ['admin'] }, response: RetentionStatus }),
  runRetention: endpoint('POST /api/settings/retention/run', { access: { allowed: ['admin'] }, status: 202, response: RunRetentionResponse }),
  getRecordOfProcessing: endpoint('GET /api/settings/record-of-processing', { access: { allowed: ['admin'] }, response: RecordOfProcessing }),
};
