import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemLogs } from '@/db/schema/logs.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    app.get('/boom', async () => {
      throw new Error('secret connection string postgres://u:p@db');
    });
    app.get('/db-down', async () => {
      // As Drizzle wraps node-postgres's refusal when the database is stopped.
      const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      throw new Error('Failed query: select 1', { cause: refused });
    });
    app.get('/db-shutting-down', async () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    });
    app.get('/redis-down', async () => {
      throw new Error('Reached the max retries per request limit (which is 2). Refer to "maxRetriesPerRequest" option for details.');
    });
    app.get('/boom-unstorable', async () => {
      throw new Error('bad byte \u0000 and half a pair \ud800 here');
    });
  });
});
afterAll(() => t.close());

describe('error handling', () => {
  it('answers a 5xx with a generic problem and no message or stack', async () => {
    const res = await t.app.inject({ url: '/boom' });

    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toEqual({
      type: 'about:blank',
      title: 'An error has occurred.',
      status: 500,
      code: 'INTERNAL_ERROR',
      requestId: expect.any(String),
    });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('at ');
  });

  it.each(['/db-down', '/db-shutting-down', '/redis-down'])('answers %s (a backing service out) with a 503 problem and Retry-After, kept out of the system log', async (url) => {
    const res = await t.app.inject({ url });

    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ type: 'about:blank', title: 'The service is unavailable', status: 503, code: 'SERVICE_UNAVAILABLE', requestId: expect.any(String) });
    const rows = await t.database.db.select().from(systemLogs);
    expect(rows.find((r) => r.context === `GET ${url}`)).toBeUndefined();
  });

  it('writes the unexpected error to the system log with its context', async () => {
    await t.app.inject({ url: '/boom?x=1', headers: { 'x-request-id': 'req-123' } });

    const rows = await t.database.db.select().from(systemLogs);
    const row = rows.find((r) => r.path === '/boom?x=1');

    expect(row).toMatchObject({ level: 'Error', context: 'GET /boom', shortMessage: expect.stringContaining('secret connection') });
    expect(row?.machineName).toBeTruthy();
    expect(row?.exception).toContain('Error: secret connection');
  });

  it('records an error whose message holds a NUL and an unpaired surrogate, with them replaced', async () => {
    const res = await t.app.inject({ url: '/boom-unstorable?q=%00' });

    expect(res.statusCode).toBe(500);
    const row = (await t.database.db.select().from(systemLogs)).find((r) => r.context === 'GET /boom-unstorable');
    expect(row).toMatchObject({ level: 'Error', path: '/boom-unstorable?q=%00', shortMessage: 'bad byte \ufffd and half a pair \ufffd here' });
    expect(row?.exception).toContain('bad byte \ufffd');
  });

  it('answers an unknown API path with a 404 problem', async () => {
    const res = await t.app.inject({ url: '/api/does-not-exist' });

    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('answers malformed JSON with a 400 problem', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/token', headers: { 'content-type': 'application/json' }, payload: '{"username":' });

    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('echoes a request id on every answer', async () => {
    const given = await t.app.inject({ url: '/health/live', headers: { 'x-request-id': 'abc-123' } });
    const made = await t.app.inject({ url: '/health/live' });

    expect(given.headers['x-request-id']).toBe('abc-123');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
