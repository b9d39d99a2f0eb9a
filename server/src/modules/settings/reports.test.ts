import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import type { Database } from '@/db/client.ts';
import { REPORTS_SETTING } from '@customer-hub/contract/settings';
import { buildContact, buildStaff } from '../../../test/factories.ts';
import { logCapture, openTestDatabase, rowsOf, sessionFor, testConfig } from '../../../test/helpers.ts';
import { getReportsSettings, getSettingValue } from './service.ts';

/** Settings → QlikSense Configuration: the reporting tool's settings, with a write-only Power BI client secret. */
let database: Database;
let app: FastifyInstance;
const logs = logCapture();
let admin: { authorization: string };
let backoffice: { authorization: string };
let contact: { authorization: string };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig({ logLevel: 'trace' }), database, logStream: logs.stream });
  await app.ready();
  admin = await sessionFor(database.db, (await buildStaff(database.db, 'Admin')).id);
  backoffice = await sessionFor(database.db, (await buildStaff(database.db, 'Backoffice')).id);
  contact = await sessionFor(database.db, (await buildContact(database.db)).id);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const canary = () => `canary-pbi-${randomBytes(8).toString('hex')}`;
const put = (headers: object, payload: object) => app.inject({ method: 'PUT', url: '/api/settings/reports', headers: headers as Record<string, string>, payload });
const get = (headers: object = admin) => app.inject({ url: '/api/settings/reports', headers: headers as Record<string, string> });

const FIELDS = {
  reportsProvider: 'powerBi',
  qlikUserDirectory: 'CUSTOMERHUB',
  qlikTicketUrl: 'https://qlik.example.test:4243/qps/hub/ticket',
  qlikReportsUrl: 'https://qlik.example.test/hub/sense/app/reports',
  qlikDashboardUrl: 'https://qlik.example.test/hub/sense/app/dashboard',
  powerBiTenantId: 'contoso.onmicrosoft.com',
  powerBiClientId: '1b4f6a2e-8c3d-4e5f-9a0b-1c2d3e4f5a6b',
  powerBiWorkspaceId: '2c5a7b3f-9d4e-4f60-8b1c-2d3e4f5a6b7c',
  powerBiReportId: '3d6b8c4a-0e5f-4071-9c2d-3e4f5a6b7c8d',
  powerBiRlsRole: 'Customer',
  qlikClientCertificate: '',
  qlikRootCertificate: '',
} as const;

describe('GET/PUT /api/settings/reports', () => {
  it('answers the defaults on a fresh install: built-in reports, nothing set', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      reportsProvider: 'builtIn',
      qlikUserDirectory: '',
      qlikTicketUrl: '',
      qlikReportsUrl: '',
      qlikDashboardUrl: '',
      powerBiTenantId: '',
      powerBiClientId: '',
      powerBiWorkspaceId: '',
      powerBiReportId: '',
      powerBiRlsRole: '',
      qlikClientCertificate: '',
      qlikRootCertificate: '',
      powerBiClientSecretSet: false,
      qlikClientKeySet: false,
    });
    expect((await getReportsSettings(database.db, app.secretBox)).powerBiClientSecret).toBeNull();
  });

  it('stores the secret sealed, answers only that one is set, keeps it when left out and clears it when empty', async () => {
    const secret = canary();
    const saved = await put(admin, { ...FIELDS, powerBiClientSecret: `  ${secret} ` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...FIELDS, powerBiClientSecretSet: true, qlikClientKeySet: false });
    expect(saved.body).not.toContain(secret);
    expect((await get()).json()).toEqual({ ...FIELDS, powerBiClientSecretSet: true, qlikClientKeySet: false });
    // Sealed at rest, opened for the server's own use.
    const stored = JSON.stringify(await getSettingValue(database.db, REPORTS_SETTING));
    expect(stored).not.toContain(secret);
    expect(stored).toMatch(/"powerBiClientSecretSealed":"v1\./);
    expect((await getReportsSettings(database.db, app.secretBox)).powerBiClientSecret).toBe(secret);

    // Left out: kept (the other fields change).
    const kept = await put(admin, { ...FIELDS, reportsProvider: 'qlik', qlikDashboardUrl: 'http://qlik.example.test/dash' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ reportsProvider: 'qlik', qlikDashboardUrl: 'http://qlik.example.test/dash', powerBiClientSecretSet: true });
    expect((await getReportsSettings(database.db, app.secretBox)).powerBiClientSecret).toBe(secret);

    // Replaced.
    const other = canary();
    expect((await put(admin, { ...FIELDS, powerBiClientSecret: other })).json().powerBiClientSecretSet).toBe(true);
    expect((await getReportsSettings(database.db, app.secretBox)).powerBiClientSecret).toBe(other);

    // An empty string clears it (once Power BI is no longer the reporting tool).
    const cleared = await put(admin, { ...FIELDS, reportsProvider: 'builtIn', powerBiClientSecret: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().powerBiClientSecretSet).toBe(false);
    expect((await get()).json().powerBiClientSecretSet).toBe(false);
    expect((await getReportsSettings(database.db, app.secretBox)).powerBiClientSecret).toBeNull();

    // No secret in the audit log (rows, list answer, export), the system log or the process log.
    const audit = await rowsOf<{ message: string; before: unknown; after: unknown }>(
      database.db,
      sql`select message, before, after from audit_log where context = 'settings' and message like 'Reports settings changed%' order by created_at`,
    );
    expect(audit).toHaveLength(4);
    expect(audit[0]).toMatchObject({ before: null, after: { ...FIELDS, powerBiClientSecret: 'set' } });
    expect(audit[3]).toMatchObject({ before: { powerBiClientSecret: 'set' }, after: { powerBiClientSecret: null } });
    const systemLog = await rowsOf<{ short_message: string }>(database.db, sql`select short_message, full_message from system_logs`);
    const auditAnswer = (await app.inject({ url: '/api/audit-log?context=settings&pageSize=100', headers: admin })).body;
    const auditExport = (await app.inject({ url: '/api/audit-log/export?context=settings', headers: admin })).body;
    for (const s of [secret, other]) {
      expect(JSON.stringify(audit)).not.toContain(s);
      expect(JSON.stringify(systemLog)).not.toContain(s);
      expect(auditAnswer).not.toContain(s);
      expect(auditExport).not.toContain(s);
      expect(logs.text()).not.toContain(s);
    }
    expect(logs.text()).toContain('/api/settings/reports');
    // Nor its sealed form.
    expect(JSON.stringify([audit, systemLog])).not.toMatch(/v1\.[\w-]+\.[\w-]+\./);
  });

  it('takes empty values (none of the tools in use) and fills what is left out with its default', async () => {
    const res = await put(admin, { reportsProvider: 'builtIn', qlikTicketUrl: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ reportsProvider: 'builtIn', qlikTicketUrl: '', qlikDashboardUrl: '', powerBiClientId: '' });
    // A tenant may be named by its id as well.
    expect((await put(admin, { powerBiTenantId: '72f988bf-86f1-41af-91ab-2d7cd011db47' })).json().powerBiTenantId).toBe('72f988bf-86f1-41af-91ab-2d7cd011db47');
  });

  it('refuses a chosen tool without the fields it needs, naming each', async () => {
    const refused = async (payload: object) => {
      const res = await put(admin, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      return (res.json().errors as { path: string }[]).map((e) => e.path.replace(/^body\./, '')).sort();
    };
    // Power BI with every field empty, and Qlik Sense the same.
    expect(await refused({ reportsProvider: 'powerBi' })).toEqual(['powerBiClientId', 'powerBiTenantId']);
    expect(await refused({ reportsProvider: 'qlik' })).toEqual(['qlikReportsUrl', 'qlikTicketUrl', 'qlikUserDirectory']);
    // A malformed value is named as well as a missing one.
    expect(await refused({ reportsProvider: 'powerBi', powerBiTenantId: 'contoso tenant' })).toEqual(['powerBiClientId', 'powerBiTenantId']);

    const powerBi = { ...FIELDS, reportsProvider: 'powerBi' };
    // No secret stored and none given; a workspace without its report; the secret cleared.
    expect(await refused(powerBi)).toEqual(['powerBiClientSecret']);
    expect(await refused({ ...powerBi, powerBiReportId: '', powerBiClientSecret: canary() })).toEqual(['powerBiReportId']);
    expect((await put(admin, { ...powerBi, powerBiClientSecret: canary() })).statusCode).toBe(200);
    expect(await refused({ ...powerBi, powerBiClientSecret: '' })).toEqual(['powerBiClientSecret']);
    // The stored secret serves; the workspace and report may both be left to each company.
    const kept = await put(admin, { ...powerBi, powerBiWorkspaceId: '', powerBiReportId: '' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ reportsProvider: 'powerBi', powerBiWorkspaceId: '', powerBiClientSecretSet: true });

    // Qlik Sense needs one of its pages, not both; Power BI's fields may then be empty.
    const qlik = { reportsProvider: 'qlik', qlikUserDirectory: 'CUSTOMERHUB', qlikTicketUrl: FIELDS.qlikTicketUrl, qlikReportsUrl: '', qlikDashboardUrl: FIELDS.qlikDashboardUrl };
    expect((await put(admin, qlik)).statusCode).toBe(200);
    expect(await refused({ ...qlik, qlikDashboardUrl: '' })).toEqual(['qlikReportsUrl']);
    expect((await get()).json()).toMatchObject({ reportsProvider: 'qlik', qlikDashboardUrl: FIELDS.qlikDashboardUrl });
    expect((await put(admin, { reportsProvider: 'builtIn', powerBiClientSecret: '' })).statusCode).toBe(200);
  });

  it('refuses what does not fit, naming the field, and never echoes a secret sent with it', async () => {
    const secret = canary();
    const bad: [string, object][] = [
      ['qlikTicketUrl', { qlikTicketUrl: 'ftp://qlik.example.test/ticket' }],
      ['qlikReportsUrl', { qlikReportsUrl: 'javascript:alert(1)' }],
      ['qlikDashboardUrl', { qlikDashboardUrl: '//qlik.example.test/dash' }],
      ['qlikDashboardUrl', { qlikDashboardUrl: `https://qlik.example.test/${'a'.repeat(500)}` }],
      ['qlikUserDirectory', { qlikUserDirectory: 'x'.repeat(101) }],
      ['powerBiClientId', { powerBiClientId: 'not-a-guid' }],
      ['powerBiWorkspaceId', { powerBiWorkspaceId: '1234' }],
      ['powerBiReportId', { powerBiReportId: '3d6b8c4a-0e5f-4071-9c2d' }],
      ['powerBiTenantId', { powerBiTenantId: 'contoso tenant' }],
      ['reportsProvider', { reportsProvider: 'tableau' }],
      ['powerBiClientSecret', { powerBiClientSecret: 42 }],
      ['unexpected', { unexpected: true }],
    ];
    for (const [field, payload] of bad) {
      const res = await put(admin, { ...FIELDS, ...payload, ...('powerBiClientSecret' in payload ? {} : { powerBiClientSecret: secret }) });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.body, field).toContain(field);
      expect(res.body).not.toContain(secret);
    }
    expect(logs.text()).not.toContain(secret);
  });

  it('is for Admin only: 403 for Backoffice and customers, 401 without a session', async () => {
    for (const who of [backoffice, contact]) {
      expect((await get(who)).statusCode).toBe(403);
      expect((await put(who, { ...FIELDS, powerBiClientSecret: 'x' })).statusCode).toBe(403);
    }
    expect((await get({})).statusCode).toBe(401);
    expect((await put({}, FIELDS)).statusCode).toBe(401);
  });
});
