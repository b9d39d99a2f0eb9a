import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import type { Database } from '@/db/client.ts';
import { odataDataSet, startODataServer, type ODataServer } from '@/modules/sync/odata-server.ts';
import { syncRunsSettled } from '@/modules/sync/routes.ts';
import { buildContact, buildStaff, TEST_PASSWORD } from '../factories.ts';
import { TEST_TLS } from '../fake-http.ts';
import { logCapture, openTestDatabase, rowsOf, sessionFor, testConfig } from '../helpers.ts';

// The secrets the connectors hold — the ERP's OData secret, Power BI's client secret, the Qlik
// client key — and the browser's device cookie go through the flows that use them (saved, used
// against a service that refuses them, presented at sign-in) with every log line written (trace).
// None may reach the process log, a log table, the audit log or an answer listing them.
let database: Database;
let app: FastifyInstance;
let erp: ODataServer;
const logs = logCapture();
const canary = (what: string) => `canary-${what}-${randomBytes(8).toString('hex')}`;

beforeAll(async () => {
  database = await openTestDatabase();
  // The ERP knows another secret than the one the hub is given, so the hub's is refused.
  erp = await startODataServer(odataDataSet(1, 1), { pageSize: 50, clientId: 'hub', clientSecret: 'the-erp-expects-another' });
  app = await buildApp({
    config: testConfig({ logLevel: 'trace', powerBiAuthorityUrl: erp.url, powerBiApiUrl: erp.url, biTimeoutMs: 2000 }),
    database,
    logStream: logs.stream,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await erp.close();
  await database.close();
});

describe('secrets of the connectors and the device cookie', () => {
  it('reach no log, log table or answer', async () => {
    const admin = await sessionFor(database.db, (await buildStaff(database.db, 'Admin')).id);
    const erpSecret = canary('erp');
    const powerBiSecret = canary('powerbi');
    const qlikKey = TEST_TLS.clientKey;
    // Any line of the key's body would do; the middle one is neither header nor padding.
    const keyLines = qlikKey.trim().split('\n');
    const qlikKeyLine = keyLines[Math.floor(keyLines.length / 2)]!;

    // The ERP connection: saved, then a run whose sign-in the ERP refuses.
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/sync/settings',
      headers: admin,
      payload: {
        nightly: false,
        nightlyHourUtc: 3,
        odata: { baseUrl: `${erp.url}/api/v2.0`, erpCompanyId: 'a1b2c3d4-0000-4000-8000-000000000001', companyCode: 'BC-CANARY', companyName: 'Canary', authKind: 'oauth2', tokenUrl: `${erp.url}/token`, clientId: 'hub', secret: erpSecret },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const started = await app.inject({ method: 'POST', url: '/api/sync/runs', headers: admin, payload: { connector: 'odata' } });
    expect(started.statusCode, started.body).toBe(202);
    await app.worker.drain();
    await syncRunsSettled(database.db);
    const run = await app.inject({ url: `/api/sync/runs/${started.json().id}`, headers: admin });
    expect(run.json(), run.body).toMatchObject({ status: 'failed', failure: 'The token endpoint answered HTTP 401' });

    // Power BI and Qlik: saved, then an embed whose token call the authority refuses.
    const reports = await app.inject({
      method: 'PUT',
      url: '/api/settings/reports',
      headers: admin,
      payload: {
        reportsProvider: 'powerBi',
        powerBiTenantId: 'contoso.onmicrosoft.com',
        powerBiClientId: '1b4f6a2e-8c3d-4e5f-9a0b-1c2d3e4f5a6b',
        powerBiWorkspaceId: '2c5a7b3f-9d4e-4f60-8b1c-2d3e4f5a6b7c',
        powerBiReportId: '3d6b8c4a-0e5f-4071-9c2d-3e4f5a6b7c8d',
        powerBiClientSecret: powerBiSecret,
        qlikClientCertificate: TEST_TLS.clientCert,
        qlikClientKey: qlikKey,
      },
    });
    expect(reports.statusCode, reports.body).toBe(200);
    const contact = await buildContact(database.db, { permissions: ['Reports'] });
    const embed = await app.inject({ url: '/api/reports/power-bi/embed', headers: await sessionFor(database.db, contact.id) });
    expect(embed.statusCode, embed.body).toBeGreaterThanOrEqual(500);

    // The device cookie: issued at sign-in, presented at the next one, with a wrong password too.
    const first = await app.inject({ method: 'POST', url: '/token', payload: { username: contact.userName, password: TEST_PASSWORD } });
    const device = String(first.headers['set-cookie']).split(';')[0]!;
    const deviceValue = device.split('=')[1]!;
    expect(deviceValue).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    await app.inject({ method: 'POST', url: '/token', payload: { username: contact.userName, password: 'not-the-password' }, headers: { cookie: device } });
    await app.inject({ method: 'POST', url: '/token', payload: { username: contact.userName, password: TEST_PASSWORD }, headers: { cookie: device } });

    const secrets = { erpSecret, powerBiSecret, qlikKeyLine, deviceValue, deviceId: deviceValue.split('.')[0]! };
    const tables = JSON.stringify(
      await Promise.all(
        ['system_logs', 'login_logs', 'audit_log', 'email_outbox', 'sync_runs', 'settings'].map((table) => rowsOf(database.db, sql.raw(`select * from ${table}`))),
      ),
    );
    const answers = [saved.body, run.body, reports.body, embed.body, (await app.inject({ url: '/api/settings/reports', headers: admin })).body, (await app.inject({ url: '/api/sync/settings', headers: admin })).body].join('\n');
    const hits = Object.entries(secrets).filter(([, s]) => logs.text().includes(s) || tables.includes(s) || answers.includes(s));
    console.log(`secret canaries: ${Object.keys(secrets).length} secrets, ${logs.text().length} characters of process log, ${tables.length} of tables, ${answers.length} of answers: ${hits.length} hits`);
    expect(logs.text()).toContain('/api/reports/power-bi/embed');
    expect(tables).toContain('BC-CANARY');
    expect(hits.map(([name]) => name)).toEqual([]);
  });
});
