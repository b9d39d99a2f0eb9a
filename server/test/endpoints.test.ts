import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from '@customer-hub/contract/api';
import { endpointKey } from '@customer-hub/contract/endpoint';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * Every JSON route under /api is registered from a contract endpoint (contract/src/endpoints),
 * so the web's typed client and the server agree on method, path, request and answer. These
 * are the routes that are not JSON in and out, and so stay outside the contract's endpoints.
 */
const NOT_ENDPOINTS: Record<string, string> = {
  'GET /api/current-account/export': 'download: CSV or XLSX, streamed',
  'GET /api/current-account/statement': 'download: PDF',
  'GET /api/reports/:id/export': 'download: PDF or XLSX',
  'GET /api/Common/DownloadFile': 'download: the file bytes or a ZIP, streamed',
  'POST /api/documents': 'multipart upload',
  'POST /api/home-images': 'multipart upload',
  'POST /api/users/:id/photo': 'multipart upload',
  'PUT /api/users/:id/photo': 'multipart upload',
  'GET /api/home-images/:id/:variant': 'download: image bytes by a signed address',
  'POST /api/tickets/attachments': 'multipart upload',
  'POST /api/sync/files': 'multipart upload',
  'GET /api/tickets/:id/attachments/:attachmentId': 'download: the file bytes',
  'GET /api/notifications/stream': 'server-sent events, never-ending',
  'GET /api/privacy-policies/acceptances/export': 'download: CSV',
  'GET /api/audit-log/export': 'download: CSV',
  'GET /api/logs/login/export': 'download: CSV',
  'GET /api/logs/system/export': 'download: CSV',
  'GET /api/email-logs/export': 'download: CSV',
};

describe('contract endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const apiRoutes = () => [
    ...new Set(
      t.app.routePolicies
        .flatMap((r) => r.method.split(',').map((m) => `${m.trim()} ${r.url}`))
        .filter((k) => !k.startsWith('HEAD ') && k.split(' ')[1]?.startsWith('/api/')),
    ),
  ];

  it('describe every /api route but the listed downloads and uploads', () => {
    const described = new Set(API_ENDPOINTS.map(endpointKey));
    const undescribed = apiRoutes().filter((k) => !described.has(k));
    expect(undescribed.sort()).toEqual(Object.keys(NOT_ENDPOINTS).sort());
  });

  it('are each registered once, by the server', () => {
    const keys = API_ENDPOINTS.map(endpointKey);
    expect(new Set(keys).size).toBe(keys.length);
    const registered = new Set(apiRoutes());
    expect(keys.filter((k) => !registered.has(k))).toEqual([]);
  });
});
