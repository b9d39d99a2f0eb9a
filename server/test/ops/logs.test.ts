import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import type { Database } from '@/db/client.ts';
import { buildContact } from '../factories.ts';
import { logCapture, openTestDatabase, sessionFor, testConfig } from '../helpers.ts';

// Request log lines are JSON with the request id and, once signed in, the user and company ids.
let database: Database;
let app: FastifyInstance;
const logs = logCapture();
const canary = (what: string) => `canary-${what}-${randomBytes(6).toString('hex')}`;
// Secrets of the configuration, with every log line written (trace).
const secrets = {
  metricsToken: canary('metrics-token'),
  appSecret: canary('app-secret'),
  smtpPassword: canary('smtp-password'),
  wrongPassword: canary('password'),
};

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig({
      logLevel: 'trace',
      metricsToken: secrets.metricsToken,
      appSecret: secrets.appSecret,
      smtpUrl: `smtp://mailer:${secrets.smtpPassword}@127.0.0.1:1`,
    }), database, logStream: logs.stream });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('request logs', () => {
  it('carry the request id, user id and company id as JSON, and not the token', async () => {
    const contact = await buildContact(database.db);
    const auth = await sessionFor(database.db, contact.id);
    const res = await app.inject({ url: '/api/documents', headers: { ...auth, 'x-request-id': 'ops-log-test-1' } });
    expect(res.statusCode).toBeLessThan(500);
    const lines = logs.text().trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const completed = lines.find((l) => l.reqId === 'ops-log-test-1' && l.msg === 'request completed');
    expect(completed).toMatchObject({ reqId: 'ops-log-test-1', userId: contact.id, companyId: contact.companyId });
    expect(logs.text()).not.toContain(auth.authorization.replace(/^Bearer /, ''));
  });

  it('never carry a configured secret, the metrics token or a password', async () => {
    await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${secrets.metricsToken}` } });
    await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${secrets.metricsToken}x` } });
    await app.inject({ method: 'POST', url: '/token', payload: { grant_type: 'password', username: 'nobody', password: secrets.wrongPassword } });
    await app.inject({ url: `/api/documents?token=${secrets.metricsToken}` });
    expect(logs.text()).toContain('"url":"/metrics"');
    for (const [name, value] of Object.entries(secrets)) expect(logs.text(), name).not.toContain(value);
  });
});

describe('request logs in development and the demo', () => {
  it('are on in production only, unless REQUEST_LOG says otherwise', () => {
    const database = { DATABASE_URL: 'postgres://db.example/hub', PUBLIC_URL: 'https://portal.example.com' };
    expect(loadConfig({ NODE_ENV: 'production', ...database }).requestLog).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).requestLog).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...database, DEMO: '1' }).requestLog).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', ...database }).requestLog).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', REQUEST_LOG: '1' }).requestLog).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...database, REQUEST_LOG: '0' }).requestLog).toBe(false);
  });

  it('leave out a line per request when off, and still log an error', async () => {
    const quiet = logCapture();
    const demo = await buildApp({ config: testConfig({ requestLog: false, logLevel: 'info' }), database, logStream: quiet.stream });
    demo.get('/ops-log-test/failing', { config: { policy: 'public' } }, async () => {
      throw new Error('ops-log-test failure');
    });
    await demo.ready();
    try {
      await demo.inject({ url: '/health/live', headers: { 'x-request-id': 'ops-log-test-quiet' } });
      const failed = await demo.inject({ url: '/ops-log-test/failing', headers: { 'x-request-id': 'ops-log-test-failing' } });

      expect(failed.statusCode).toBe(500);
      const lines = quiet.text().trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(lines.filter((l) => l.reqId === 'ops-log-test-quiet')).toEqual([]);
      expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
      expect(lines.find((l) => l.reqId === 'ops-log-test-failing')).toMatchObject({ level: 50, err: { message: 'ops-log-test failure' } });
    } finally {
      await demo.close();
    }
  });
});
