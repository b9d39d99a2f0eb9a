import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ENDPOINTS } from './api.ts';
import { endpointKey } from './endpoint.ts';

describe('contract endpoints', () => {
  it('name each call once by method and path', () => {
    const keys = API_ENDPOINTS.map(endpointKey);
    expect(keys.length).toBeGreaterThan(50);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(API_ENDPOINTS.map((e) => [endpointKey(e), e] as const))('%s has a params schema naming exactly its path parameters', (_, e) => {
    const inPath = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
    const inSchema = e.params instanceof z.ZodObject ? Object.keys(e.params.shape).sort() : [];
    expect(inSchema).toEqual(inPath);
  });

  it.each(API_ENDPOINTS.map((e) => [endpointKey(e), e] as const))('%s sends no body with GET', (_, e) => {
    if (e.method === 'GET') expect(e.body).toBeUndefined();
    expect(e.path.startsWith('/api/')).toBe(true);
  });
});
