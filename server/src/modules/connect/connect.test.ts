import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from '@customer-hub/contract/api';
import type { ConnectInfo } from '@customer-hub/contract/connect';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ apiKeyRateLimitPerMinute: 123, openApiUi: false, publicUrl: 'https://portal.example.com/' });
});
afterAll(() => t.close());

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('Connect your systems', () => {
  it('tells anyone the address, the key rate limit and every operation each scope opens, from the routes', async () => {
    const res = await t.app.inject({ url: '/api/connect' });
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json<ConnectInfo>();
    expect(info).toMatchObject({ baseUrl: 'https://portal.example.com', rateLimitPerMinute: 123, openApiPath: '/api/openapi.json', apiVersion: '0.1.0' });
    expect(info.webhooks).toEqual({ timeoutSeconds: 10, retrySeconds: [30, 120, 600, 1800, 3600, 7200, 14_400, 28_800], retryWindowHours: 24 });
    const listed = info.operations.map((o) => `${o.scope} ${o.method} ${o.path}`);
    // Each contract endpoint a key may call, with its scope…
    const contract = API_ENDPOINTS.filter((e) => e.apiKey).map((e) => `${e.apiKey} ${e.method} ${openApiPath(e.path)}`);
    expect(contract.length).toBeGreaterThan(10);
    for (const line of contract) expect(listed).toContain(line);
    // …and the downloads outside the contract; nothing a key is refused.
    expect(listed).toEqual(expect.arrayContaining(['currentAccount:read GET /api/current-account/export', 'currentAccount:read GET /api/current-account/statement', 'documents:read GET /api/Common/DownloadFile']));
    expect(listed.length).toBe(contract.length + 3);
    expect(listed.some((l) => l.includes('/api/webhooks') || l.includes('/api/api-keys') || l.includes('/api/users'))).toBe(false);
    expect(info.operations.every((o) => /^[a-z][A-Za-z0-9]+$/.test(o.operationId) && o.summary.length > 0)).toBe(true);
    // Grouped in the scopes' order.
    expect(info.operations.map((o) => o.scope)).toEqual([...info.operations.map((o) => o.scope)].sort((a, b) => scopeOrder(a) - scopeOrder(b)));
  });

  it('serves the API document for download even with its UI off, naming each operation’s key scope', async () => {
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toContain('customer-hub-openapi.json');
    const document = res.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/openapi.json']).toBeUndefined();
    expect(document.paths['/api/trips/{id}'].get['x-api-key-scope']).toBe('trips:read');
    expect(document.paths['/api/users']?.get?.['x-api-key-scope']).toBeUndefined();
    expect(document.servers).toEqual([{ url: 'https://portal.example.com/', description: 'This installation' }]);
  });
});

const SCOPES = ['currentAccount:read', 'documents:read', 'orders:read', 'trips:read', 'tickets:write', 'orders:write'];
const scopeOrder = (s: string) => SCOPES.indexOf(s);
