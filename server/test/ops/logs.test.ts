import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import type { Database } from '@/db/client.ts';
import { buildContact } from '../factories.ts';
import { openTestDatabase, sessionFor, testConfig } from '../helpers.ts';

// Request log lines are JSON with the request id and, once signed in, the user and company ids.
let database: Database;
let app: FastifyInstance;
let logged = '';

beforeAll(async () => {
  database = await openTestDatabase();
  const stream = new Writable({
    write(chunk, _enc, done) {
      logged += chunk.toString();
      done();
    },
  });
  app = await buildApp({ config: testConfig({ logLevel: 'info' }), database, logStream: stream });
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
    const lines = logged.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const completed = lines.find((l) => l.reqId === 'ops-log-test-1' && l.msg === 'request completed');
    expect(completed).toMatchObject({ reqId: 'ops-log-test-1', userId: contact.id, companyId: contact.companyId });
    expect(logged).not.toContain(auth.authorization.replace(/^Bearer /, ''));
  });
});
