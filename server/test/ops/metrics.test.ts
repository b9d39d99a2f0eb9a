import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '@/db/schema/email.ts';
import { syncRuns } from '@/db/schema/sync.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';

const token = 'metrics-token-0123456789abcdef';

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((w) => line.includes(w))) return Number(line.split(' ').at(-1));
  }
  return undefined;
}

describe('/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ metricsToken: token }, (app) => {
      app.get('/probe/:id', { config: { policy: 'public' } }, async () => ({ ok: true }));
      app.get('/probe-fails', { config: { policy: 'public' } }, async () => {
        throw new Error('probe failure');
      });
    });
  });
  afterAll(() => t.close());

  it('asks for the bearer token', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
  });

  it('counts requests by route pattern and status class, times them, counts 5xx, and reads the outbox and sync runs', async () => {
    for (const id of ['1', '2', '3']) expect((await t.app.inject({ url: `/probe/${id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/probe-fails' })).statusCode).toBe(500);
    await t.database.db.insert(emailOutbox).values({
      templateKey: 'test', language: 'en-US', to: 'someone@example.com', subject: 's', fullMessage: 'm', html: '<p>m</p>',
      createdAt: new Date(Date.now() - 120_000),
    });
    await t.database.db.insert(syncRuns).values({ connector: 'file', status: 'failed' });

    const text = (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })).body;
    const probe = { method: 'GET', route: '/probe/:id', status_class: '2xx' };
    expect(sample(text, 'http_requests_total', probe)).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_count', probe)).toBe(3);
    expect(text).not.toContain('route="/probe/1"');
    expect(sample(text, 'http_requests_total', { route: '/probe-fails', status_class: '5xx' })).toBe(1);
    expect(sample(text, 'http_request_errors_total', { route: '/probe-fails' })).toBe(1);
    expect(sample(text, 'email_outbox_depth')).toBe(1);
    expect(sample(text, 'email_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(119);
    expect(sample(text, 'sync_runs', { connector: 'file', status: 'failed' })).toBe(1);
    expect(sample(text, 'notification_streams_open')).toBe(0);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    if (t.database.kind === 'postgres') expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('is not found on the app port, and served on METRICS_PORT', async () => {
    const port = await freePort();
    const t = await buildTestApp({ metricsPort: port, host: '127.0.0.1' });
    try {
      expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer anything-at-all-here' } })).statusCode).toBe(404);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('# TYPE http_requests_total counter');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
