import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, endpointUrl } from '@/lib/api-call';
import { json, mockFetch } from '../../test/render';

describe('typed endpoint client', () => {
  it('fills path parameters (encoded) and sends the method the contract names', async () => {
    const fetchMock = mockFetch({ 'POST /api/orders/a%2Fb/cancel': () => json({ id: 'a/b' }) });

    const answer = await call('POST /api/orders/:id/cancel', { params: { id: 'a/b' }, body: { reason: 'late' } });

    expect(answer).toEqual({ id: 'a/b' });
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"reason":"late"}');
  });

  it('leaves empty query values out and repeats list values', () => {
    expect(endpointUrl('/api/x', undefined, { page: 2, search: '', status: undefined, type: ['a', 'b'], on: false })).toBe('/api/x?page=2&type=a&type=b&on=false');
    expect(endpointUrl('/api/x/:id', { id: 'é 1' })).toBe('/api/x/%C3%A9%201');
  });

  it('sends a query built from the typed filters', async () => {
    const fetchMock = mockFetch({ 'GET /api/orders': () => json({ items: [], total: 0, page: 1, pageSize: 25 }) });

    await call('GET /api/orders', { query: { page: 1, sort: 'orderNo', status: 'Confirmed', search: '' } });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/orders?page=1&sort=orderNo&status=Confirmed');
  });

  it('rejects a wrong path, method or payload at compile time', () => {
    // Never run: each line must fail to type-check (tsc -p web), or the directive itself fails.
    const unused = () => {
      // @ts-expect-error: no such endpoint
      void call('GET /api/order');
      // @ts-expect-error: the path exists, not with this method
      void call('DELETE /api/orders/:id', { params: { id: 'x' } });
      // @ts-expect-error: the path parameter is missing
      void call('GET /api/orders/:id', {});
      // @ts-expect-error: a status the contract does not know
      void call('GET /api/orders', { query: { status: 'Shipped' } });
      // @ts-expect-error: the body misses required fields
      void call('POST /api/orders', { body: { quantity: 1 } });
      // @ts-expect-error: a confirm needs its body
      void call('POST /api/orders/:id/confirm', { params: { id: 'x' } });
    };
    expect(typeof unused).toBe('function');
  });

  it('types the answer from the contract', () => {
    const typed = async () => {
      const order = await call('GET /api/orders/:id', { params: { id: 'x' } });
      const history: string[] = order.history.map((entry) => entry.toStatus);
      // @ts-expect-error: the answer has no such field
      void order.nonexistent;
      return history;
    };
    expect(typeof typed).toBe('function');
  });

  it('takes only types from the endpoint descriptions, so their schemas (and zod) stay out of the bundle', () => {
    const src = [resolve('web/src'), resolve('src')].find((dir) => existsSync(`${dir}/lib/api-call.ts`)) ?? '';
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    const valueImports = files.filter((f) => /^import (?!type )[^;]*from '@customer-hub\/contract\/(api|endpoint|endpoints\/[\w-]+)';/m.test(readFileSync(`${src}/${f}`, 'utf8')));
    expect(files.length).toBeGreaterThan(50);
    expect(valueImports).toEqual([]);
  });
});
