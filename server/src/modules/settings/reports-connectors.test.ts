import { X509Certificate } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import type { Database } from '@/db/client.ts';
import { POWER_BI_COMPANY_REPORTS_SETTING } from '@customer-hub/contract/bi';
import { REPORTS_SETTING } from '@customer-hub/contract/settings';
import { buildCompany, buildContact, buildStaff } from '../../../test/factories.ts';
import { TEST_TLS } from '../../../test/fake-http.ts';
import { logCapture, openTestDatabase, rowsOf, sessionFor, testConfig } from '../../../test/helpers.ts';
import { getReportsSettings, getSettingValue } from './service.ts';

/** Settings → reporting tool: the Qlik client certificate and key, each company's Power BI report, and the CSP frame-src. */
let database: Database;
let app: FastifyInstance;
const logs = logCapture();
let admin: { authorization: string };
let backoffice: { authorization: string };
let contact: { authorization: string };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig({ logLevel: 'trace', powerBiEmbedOrigin: 'https://app.powerbi.com' }), database, logStream: logs.stream });
  await app.ready();
  admin = await sessionFor(database.db, (await buildStaff(database.db, 'Admin')).id);
  backoffice = await sessionFor(database.db, (await buildStaff(database.db, 'Backoffice')).id);
  contact = await sessionFor(database.db, (await buildContact(database.db, { permissions: ['Reports'] })).id);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const put = (payload: object, headers: object = admin) =>
  app.inject({ method: 'PUT', url: '/api/settings/reports', headers: headers as Record<string, string>, payload });
const get = async () => (await app.inject({ url: '/api/settings/reports', headers: admin })).json();
/** The body of a PEM block without its armour: what a leak of the key would show. */
const keyBody = TEST_TLS.clientKey.split('\n').slice(1, 4).join('');

const QLIK = {
  reportsProvider: 'qlik',
  qlikUserDirectory: 'CUSTOMERHUB',
  qlikTicketUrl: 'https://qlik.example.test:4243/qps/hub',
  qlikReportsUrl: 'https://qlik.example.test/sense/app/reports',
  qlikDashboardUrl: 'https://dash.example.test:8443/sense/app/dashboard',
};

describe('the Qlik client certificate and its write-only key', () => {
  it('stores the key sealed and answers only that one is set; the certificates are answered as saved', async () => {
    const saved = await put({ ...QLIK, qlikClientCertificate: TEST_TLS.clientCert, qlikClientKey: TEST_TLS.clientKey, qlikRootCertificate: TEST_TLS.root });

    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ qlikClientCertificate: TEST_TLS.clientCert.trim(), qlikRootCertificate: TEST_TLS.root.trim(), qlikClientKeySet: true });
    expect(saved.json()).not.toHaveProperty('qlikClientKey');
    expect(saved.body).not.toContain(keyBody);
    const stored = JSON.stringify(await getSettingValue(database.db, REPORTS_SETTING));
    expect(stored).not.toContain(keyBody);
    expect(stored).toMatch(/"qlikClientKeySealed":"v1\./);
    expect((await getReportsSettings(database.db, app.secretBox)).qlikClientKey).toBe(TEST_TLS.clientKey.trim());

    // Left out: kept. Windows line ends are taken too.
    const kept = await put({ ...QLIK, qlikClientCertificate: TEST_TLS.clientCert.replace(/\n/g, '\r\n'), qlikRootCertificate: TEST_TLS.root });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ qlikClientKeySet: true, qlikClientCertificate: TEST_TLS.clientCert.trim() });

    // The audit row names the certificate by subject and fingerprint, the key only as set.
    const [audit] = await rowsOf<{ after: Record<string, unknown> }>(
      database.db,
      sql`select after from audit_log where context = 'settings' and message like 'Reports settings changed%' order by created_at desc limit 1`,
    );
    const fingerprint = new X509Certificate(TEST_TLS.clientCert).fingerprint256;
    expect(audit!.after).toMatchObject({ qlikClientKey: 'set', qlikClientCertificate: `CN=CustomerHub (SHA-256 ${fingerprint})` });
    const systemLog = JSON.stringify(await rowsOf(database.db, sql`select short_message, full_message from system_logs`));
    expect(JSON.stringify(audit)).not.toContain(keyBody);
    expect(systemLog).not.toContain(keyBody);
    expect(logs.text()).not.toContain(keyBody);
  });

  it('refuses a key that is not the certificate’s, a certificate without a key, and what is not PEM, naming the field', async () => {
    const cases: [string, object][] = [
      ['qlikClientKey', { qlikClientCertificate: TEST_TLS.clientCert, qlikClientKey: TEST_TLS.otherKey }],
      ['qlikClientKey', { qlikClientCertificate: TEST_TLS.clientCert, qlikClientKey: '' }],
      ['qlikClientCertificate', { qlikClientCertificate: '', qlikClientKey: TEST_TLS.clientKey }],
      ['qlikClientKey', { qlikClientCertificate: TEST_TLS.clientCert, qlikClientKey: 'not a key' }],
      ['qlikClientKey', { qlikClientCertificate: TEST_TLS.clientCert, qlikClientKey: TEST_TLS.clientKey.replace('PRIVATE KEY', 'ENCRYPTED PRIVATE KEY') }],
      ['qlikClientKey', { qlikClientCertificate: TEST_TLS.clientCert, qlikClientKey: TEST_TLS.clientKey.replace('MII', 'MIX') }],
      ['qlikClientCertificate', { qlikClientCertificate: TEST_TLS.clientCert.replace('MII', 'MIX'), qlikClientKey: TEST_TLS.clientKey }],
      ['qlikRootCertificate', { qlikRootCertificate: '-----BEGIN CERTIFICATE-----\nnot base64!\n-----END CERTIFICATE-----' }],
    ];
    for (const [field, payload] of cases) {
      const res = await put({ ...QLIK, ...payload });
      expect(res.statusCode, `${field} ${JSON.stringify(payload).slice(0, 80)}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().errors[0].path).toBe(`body.${field}`);
      expect(res.body).not.toContain(keyBody);
    }
    // Nothing of those was saved: the pair stays.
    expect(await get()).toMatchObject({ qlikClientKeySet: true, qlikClientCertificate: TEST_TLS.clientCert.trim() });
  });

  it('clears the pair together', async () => {
    const cleared = await put({ ...QLIK, qlikClientCertificate: '', qlikClientKey: '' });

    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ qlikClientCertificate: '', qlikClientKeySet: false });
    expect((await getReportsSettings(database.db, app.secretBox)).qlikClientKey).toBeNull();
  });
});

describe('GET/PUT /api/settings/reports/companies/:companyId', () => {
  const WORKSPACE = '5e8c0d6b-2f7a-4293-be4f-5a6b7c8d9e0f';
  const REPORT = '6f9d1e7c-3a8b-43a4-8f5a-6b7c8d9e0f1a';
  const url = (id: string) => `/api/settings/reports/companies/${id}`;

  it('answers none at first, saves the company’s report with an audit row, and removes it when both are empty', async () => {
    const company = await buildCompany(database.db);
    const other = await buildCompany(database.db);

    expect((await app.inject({ url: url(company.id), headers: admin })).json()).toEqual({ workspaceId: '', reportId: '' });
    const saved = await app.inject({ method: 'PUT', url: url(company.id), headers: admin, payload: { workspaceId: ` ${WORKSPACE} `, reportId: REPORT } });
    await app.inject({ method: 'PUT', url: url(other.id), headers: admin, payload: { workspaceId: REPORT, reportId: WORKSPACE } });

    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ workspaceId: WORKSPACE, reportId: REPORT });
    expect((await app.inject({ url: url(company.id), headers: admin })).json()).toEqual({ workspaceId: WORKSPACE, reportId: REPORT });
    expect(await getSettingValue(database.db, POWER_BI_COMPANY_REPORTS_SETTING)).toEqual({
      [company.id]: { workspaceId: WORKSPACE, reportId: REPORT },
      [other.id]: { workspaceId: REPORT, reportId: WORKSPACE },
    });
    const [audit] = await rowsOf<{ message: string; before: unknown; after: unknown }>(
      database.db,
      sql`select message, before, after from audit_log where message like ${`Power BI report of company ${company.code} changed%`}`,
    );
    expect(audit).toMatchObject({ before: null, after: { workspaceId: WORKSPACE, reportId: REPORT } });

    const removed = await app.inject({ method: 'PUT', url: url(company.id), headers: admin, payload: { workspaceId: '', reportId: '' } });
    expect(removed.json()).toEqual({ workspaceId: '', reportId: '' });
    expect(await getSettingValue(database.db, POWER_BI_COMPANY_REPORTS_SETTING)).toEqual({ [other.id]: { workspaceId: REPORT, reportId: WORKSPACE } });
  });

  it('refuses half a pair, an id that is not a GUID and an unknown company', async () => {
    const company = await buildCompany(database.db);
    const bad = [{ workspaceId: WORKSPACE, reportId: '' }, { workspaceId: '', reportId: REPORT }, { workspaceId: 'workspace', reportId: REPORT }, { workspaceId: WORKSPACE, reportId: REPORT, extra: 1 }];
    for (const payload of bad) {
      const res = await app.inject({ method: 'PUT', url: url(company.id), headers: admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await app.inject({ method: 'PUT', url: url(unknown), headers: admin, payload: { workspaceId: WORKSPACE, reportId: REPORT } })).statusCode).toBe(404);
    expect((await app.inject({ url: url(unknown), headers: admin })).statusCode).toBe(404);
    expect((await app.inject({ url: url('not-a-uuid'), headers: admin })).statusCode).toBe(400);
  });

  it('is for Admin only', async () => {
    const company = await buildCompany(database.db);
    for (const who of [backoffice, contact]) {
      expect((await app.inject({ url: url(company.id), headers: who })).statusCode).toBe(403);
      expect((await app.inject({ method: 'PUT', url: url(company.id), headers: who, payload: { workspaceId: WORKSPACE, reportId: REPORT } })).statusCode).toBe(403);
    }
  });
});

describe('Content-Security-Policy frame-src for the reporting tool', () => {
  const frameSrc = async () => /frame-src ([^;]*)/.exec(String((await app.inject({ url: '/signin' })).headers['content-security-policy']))?.[1];
  const POWER_BI = {
    reportsProvider: 'powerBi',
    powerBiTenantId: 'contoso.onmicrosoft.com',
    powerBiClientId: '1b4f6a2e-8c3d-4e5f-9a0b-1c2d3e4f5a6b',
    powerBiWorkspaceId: '2c5a7b3f-9d4e-4f60-8b1c-2d3e4f5a6b7c',
    powerBiReportId: '3d6b8c4a-0e5f-4071-9c2d-3e4f5a6b7c8d',
  };

  it('lists the Qlik pages’ origins while Qlik is in use, the Power BI embed origin while Power BI is, nothing for the built-in reports', async () => {
    await put({ ...QLIK, qlikDashboardUrl: 'https://qlik.example.test/sense/app/dashboard' });
    expect(await frameSrc()).toBe("'self' https://qlik.example.test");
    await put(QLIK);
    expect(await frameSrc()).toBe("'self' https://qlik.example.test https://dash.example.test:8443");

    // Power BI cannot be chosen without its credentials; once it is, the Qlik values left set add nothing.
    expect((await put({ ...QLIK, ...POWER_BI })).statusCode).toBe(400);
    expect(await frameSrc()).toBe("'self' https://qlik.example.test https://dash.example.test:8443");
    await put({ ...QLIK, ...POWER_BI, powerBiClientSecret: 'client-secret' });
    expect(await frameSrc()).toBe("'self' https://app.powerbi.com");

    await put({ ...QLIK, ...POWER_BI, reportsProvider: 'builtIn' });
    expect(await frameSrc()).toBe("'self'");
  });

  it('keeps the chat page’s origin beside them', async () => {
    await app.inject({ method: 'PUT', url: '/api/settings/chat', headers: admin, payload: { enabled: true, url: 'https://chat.example.test/widget' } });
    await put(QLIK);

    expect(await frameSrc()).toBe("'self' https://chat.example.test https://qlik.example.test https://dash.example.test:8443");
    await app.inject({ method: 'PUT', url: '/api/settings/chat', headers: admin, payload: { enabled: false, url: '' } });
    await put({ reportsProvider: 'builtIn' });
    expect(await frameSrc()).toBe("'self'");
  });
});
