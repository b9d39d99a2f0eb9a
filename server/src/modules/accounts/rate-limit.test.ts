import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 3, smtpUrl: 'smtp://127.0.0.1:9' });
});
afterAll(() => t.close());

describe('rate limits on public account calls', () => {
  it.each([
    ['/api/account/recover', { email: 'someone@example.test' }],
    ['/api/access-requests', { name: 'Visitor', email: 'visitor@example.test' }],
    ['/api/signup', { customerNo: 'C1', invoiceNo: 'F1', email: 'x@example.test' }],
  ])('%s answers 429 RATE_LIMITED past the limit from one address, and other addresses go on', async (url, payload) => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await t.app.inject({ method: 'POST', url, payload, remoteAddress: '192.0.2.1' })).statusCode);
    const limited = await t.app.inject({ method: 'POST', url, payload, remoteAddress: '192.0.2.1' });
    const other = await t.app.inject({ method: 'POST', url, payload, remoteAddress: '192.0.2.2' });

    expect(codes.slice(0, 3)).toEqual([202, 202, 202]);
    expect(codes[3]).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(other.statusCode).toBe(202);
  });
});
