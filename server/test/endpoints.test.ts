import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from '@customer-hub/contract/api';
import { endpointKey } from '@customer-hub/contract/endpoint';
import { OUTSIDE_CONTRACT } from './access-table.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

// Every JSON route under /api is registered from a contract endpoint (contract/src/endpoints),
// so the web's typed client and the server agree on method, path, request and answer. The routes
// that are not JSON in and out stay outside, listed with why in access-table.ts.
const NOT_ENDPOINTS = Object.keys(OUTSIDE_CONTRACT).filter((key) => key.split(' ')[1]?.startsWith('/api/'));

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
    expect(undescribed.sort()).toEqual([...NOT_ENDPOINTS].sort());
  });

  it('are each registered once, by the server', () => {
    const keys = API_ENDPOINTS.map(endpointKey);
    expect(new Set(keys).size).toBe(keys.length);
    const registered = new Set(apiRoutes());
    expect(keys.filter((k) => !registered.has(k))).toEqual([]);
  });
});
