import { API_ENDPOINTS } from '@customer-hub/contract/api';
import { EVERYONE, SIGNED_IN, STAFF, ZERO_ID, type Access, type Caller } from '@customer-hub/contract/access';
import { endpointKey } from '@customer-hub/contract/endpoint';
import type { ApiKeyScope } from '@customer-hub/contract/constants/api-keys';

export { EVERYONE, ZERO_ID };

/** A caller of the access-control test (contract/src/access.ts). */
export type Who = Caller;

/**
 * Who may call a route, and the scope that lets a company API key call it (an endpoint's `apiKey`;
 * for a route outside the contract, its route config's): without one, every key is refused.
 */
export type Rule = Access & { readonly apiKey?: ApiKeyScope };

/**
 * The routes outside the contract's endpoints (not JSON in and out, or outside /api) and who may
 * call them, each with why it is not an endpoint. Every other route's rule is its endpoint's
 * `access` (contract/src/endpoints).
 */
export const OUTSIDE_CONTRACT: Record<string, Rule & { why: string }> = {
  'POST /token': { allowed: EVERYONE, request: { payload: { username: 'nobody', password: 'wrong-password' } }, why: 'the spec’s sign-in (form or JSON, outside /api)' },
  'GET /health/live': { allowed: EVERYONE, why: 'health check, outside /api' },
  'GET /health/ready': { allowed: EVERYONE, why: 'health check, outside /api' },
  'GET /api/openapi.json': { allowed: EVERYONE, why: 'the API document itself (hidden from itself)' },
  'GET /api/audit-log/export': { allowed: ['admin'], why: 'download: CSV' },
  'GET /api/logs/login/export': { allowed: STAFF, why: 'download: CSV' },
  'GET /api/logs/system/export': { allowed: ['admin'], why: 'download: CSV' },
  'GET /api/settings/record-of-processing/export': { allowed: ['admin'], why: 'download: CSV' },
  'GET /api/email-logs/export': { allowed: STAFF, why: 'download: CSV' },
  'GET /api/notifications/stream': { allowed: ['customerAll', ...STAFF], stream: true, why: 'server-sent events, never-ending' },
  'GET /api/current-account/export': { allowed: ['customerAll', ...STAFF], apiKey: 'currentAccount:read', request: { query: { format: 'csv' } }, why: 'download: CSV or XLSX, streamed' },
  'GET /api/current-account/statement': { allowed: ['customerAll', ...STAFF], apiKey: 'currentAccount:read', why: 'download: PDF' },
  'GET /api/reports/:id/export': { allowed: ['customerAll', ...STAFF], request: { query: { format: 'pdf' } }, why: 'download: PDF or XLSX' },
  'POST /api/users/:id/photo': { allowed: SIGNED_IN, why: 'multipart upload' },
  'PUT /api/users/:id/photo': { allowed: SIGNED_IN, why: 'multipart upload' },
  'POST /api/tickets/attachments': { allowed: ['customerAll', ...STAFF], why: 'multipart upload' },
  'GET /api/tickets/:id/attachments/:attachmentId': { allowed: ['customerAll', ...STAFF], why: 'download: the file bytes' },
  'GET /api/Common/DownloadFile': { allowed: SIGNED_IN, apiKey: 'documents:read', request: { query: { FilePath: 'hub\\x\\y.pdf' } }, why: 'download: the file bytes or a ZIP, streamed' },
  'POST /api/documents': { allowed: STAFF, why: 'multipart upload' },
  'GET /api/privacy-policies/acceptances/export': { allowed: STAFF, why: 'download: CSV' },
  'GET /api/data-exports/:id/download': { allowed: SIGNED_IN, why: 'download: the archive (ZIP) of a person’s data' },
  'POST /api/home-images': { allowed: STAFF, why: 'multipart upload' },
  'GET /api/home-images/:id/:variant': { allowed: EVERYONE, request: { query: { exp: '1', sig: 'x' } }, why: 'download: image bytes by a signed address' },
  'POST /api/sync/files': { allowed: STAFF, why: 'multipart upload' },
  'GET /api/sso/start': { allowed: EVERYONE, request: { query: { provider: ZERO_ID } }, why: 'a redirect (302) to the identity provider' },
  'GET /api/sso/callback': { allowed: EVERYONE, why: 'a redirect (302) back from the identity provider' },
  'GET /chat-demo': { allowed: EVERYONE, why: 'the demo chat page, outside /api' },
  'GET /chat-demo/chat-demo.js': { allowed: EVERYONE, why: 'the demo chat page, outside /api' },
  'GET /chat-demo/chat-demo.css': { allowed: EVERYONE, why: 'the demo chat page, outside /api' },
};

/**
 * Every route of the API and who may call it: each contract endpoint's `access`, then the routes
 * outside the contract. A route missing here fails the first test of access-control.test.ts;
 * "allowed" callers must not get 401/403; every other caller must get 401 (anonymous) or
 * 403/404 (signed in).
 */
export const ACCESS: Record<string, Rule> = {
  ...Object.fromEntries(API_ENDPOINTS.map((endpoint) => [endpointKey(endpoint), { ...endpoint.access, ...(endpoint.apiKey && { apiKey: endpoint.apiKey }) }])),
  ...OUTSIDE_CONTRACT,
};
