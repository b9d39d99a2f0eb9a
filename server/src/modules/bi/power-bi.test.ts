import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import type { Database } from '@/db/client.ts';
import { buildCompany, buildContact, buildStaff } from '../../../test/factories.ts';
import { startFakeServer, type FakeAnswer, type FakeServer, type ReceivedRequest } from '../../../test/fake-http.ts';
import { logCapture, openTestDatabase, rowsOf, sessionFor, testConfig } from '../../../test/helpers.ts';
import { REPORTS_SETTING } from '@customer-hub/contract/settings';
import { forgetCachedSettings } from '../settings/group.ts';
import { getSetting, putSetting } from '../settings/repository.ts';
import { forgetPowerBiTokens } from './power-bi.ts';

/** Power BI: an Entra ID token by client credentials, the report, then an embed token for the contact (local fakes). */
let database: Database;
let app: FastifyInstance;
let entra: FakeServer;
let powerBi: FakeServer;
const logs = logCapture();
let admin: { authorization: string };
let contact: { authorization: string };
let contactUser: { id: string; userName: string };
let company: { id: string; code: string };

const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';
const CLIENT = '1b4f6a2e-8c3d-4e5f-9a0b-1c2d3e4f5a6b';
const WORKSPACE = '2c5a7b3f-9d4e-4f60-8b1c-2d3e4f5a6b7c';
const REPORT = '3d6b8c4a-0e5f-4071-9c2d-3e4f5a6b7c8d';
const DATASET = 'cfafbeb1-8037-4d0c-896e-a46fb27ff229';
const canary = (what: string) => `canary-${what}-${randomBytes(8).toString('hex')}`;
const secret = canary('secret');

/** Entra ID's documented answer to a client-credentials token request. */
const entraToken = (accessToken: string, expiresIn = 3599): FakeAnswer => ({
  status: 200,
  body: { token_type: 'Bearer', expires_in: expiresIn, ext_expires_in: expiresIn, access_token: accessToken },
});
/** Power BI's documented answers: Reports - Get Report In Group, and Embed Token - Reports GenerateTokenInGroup. */
const reportOf = (workspaceId: string, reportId: string): FakeAnswer => ({
  status: 200,
  body: {
    id: reportId,
    reportType: 'PowerBIReport',
    name: 'Customer overview',
    webUrl: `https://app.powerbi.com/groups/${workspaceId}/reports/${reportId}`,
    embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${reportId}&groupId=${workspaceId}&w=2`,
    datasetId: DATASET,
    datasetWorkspaceId: workspaceId,
  },
});
const embedToken = (token: string, expiration = '2099-01-01T10:00:00Z'): FakeAnswer => ({
  status: 200,
  body: { token, tokenId: '4b76f5ed-5a06-4150-8d1b-60f8e4c186f4', expiration },
});

/** Answers as Power BI does: the report on GET, an embed token on GenerateToken. */
const powerBiAnswers =
  (token: string) =>
  (request: ReceivedRequest): FakeAnswer => {
    const match = /^\/v1\.0\/myorg\/groups\/([^/]+)\/reports\/([^/]+)(\/GenerateToken)?$/.exec(request.url);
    if (!match) return { status: 404, body: { error: { code: 'PowerBIEntityNotFound' } } };
    return match[3] ? embedToken(token) : reportOf(match[1]!, match[2]!);
  };

const settings = (overrides: object = {}) => ({
  reportsProvider: 'powerBi',
  powerBiTenantId: TENANT,
  powerBiClientId: CLIENT,
  powerBiWorkspaceId: WORKSPACE,
  powerBiReportId: REPORT,
  powerBiClientSecret: secret,
  ...overrides,
});
const configure = async (overrides: object = {}) => {
  const res = await app.inject({ method: 'PUT', url: '/api/settings/reports', headers: admin, payload: settings(overrides) });
  expect(res.statusCode, res.body).toBe(200);
};
const embed = (headers: object = contact) => app.inject({ url: '/api/reports/power-bi/embed', headers: headers as Record<string, string> });

beforeAll(async () => {
  entra = await startFakeServer(() => ({ status: 500 }));
  powerBi = await startFakeServer(() => ({ status: 500 }));
  database = await openTestDatabase();
  const config = testConfig({ logLevel: 'trace', biTimeoutMs: 400, powerBiAuthorityUrl: entra.url, powerBiApiUrl: powerBi.url });
  app = await buildApp({ config, database, logStream: logs.stream });
  await app.ready();
  company = await buildCompany(database.db);
  contactUser = await buildContact(database.db, { companyId: company.id, permissions: ['Reports'] });
  contact = await sessionFor(database.db, contactUser.id);
  admin = await sessionFor(database.db, (await buildStaff(database.db, 'Admin')).id);
  await configure();
});
afterAll(async () => {
  await Promise.all([entra.close(), powerBi.close()]);
  await app.close();
  await database.close();
});
beforeEach(() => {
  forgetPowerBiTokens();
  entra.received.length = 0;
  powerBi.received.length = 0;
});

describe('GET /api/reports/power-bi/embed', () => {
  it('gets an Entra ID token by client credentials, reads the report and answers an embed token for the contact’s identity', async () => {
    const aad = canary('aad');
    const token = canary('embed');
    entra.answer(() => entraToken(aad));
    powerBi.answer(powerBiAnswers(token));

    const res = await embed();

    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      reportId: REPORT,
      embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${REPORT}&groupId=${WORKSPACE}&w=2`,
      accessToken: token,
      expiresAt: '2099-01-01T10:00:00.000Z',
    });
    // Entra ID: the tenant's token endpoint, client credentials, the Power BI scope.
    expect(entra.received).toHaveLength(1);
    const [asked] = entra.received;
    expect(asked!.method).toBe('POST');
    expect(asked!.url).toBe(`/${TENANT}/oauth2/v2.0/token`);
    expect(asked!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(asked!.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: CLIENT,
      client_secret: secret,
      scope: 'https://analysis.windows.net/powerbi/api/.default',
    });
    // Power BI: the report, then GenerateToken with the effective identity for row-level security.
    expect(powerBi.received.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET /v1.0/myorg/groups/${WORKSPACE}/reports/${REPORT}`,
      `POST /v1.0/myorg/groups/${WORKSPACE}/reports/${REPORT}/GenerateToken`,
    ]);
    expect(powerBi.received.every((r) => r.headers.authorization === `Bearer ${aad}`)).toBe(true);
    expect(JSON.parse(powerBi.received[1]!.body)).toEqual({
      accessLevel: 'View',
      identities: [{ username: contactUser.userName, roles: ['Customer'], datasets: [DATASET], customData: company.code }],
    });

    // No secret or token in the logs.
    const systemLog = JSON.stringify(await rowsOf(database.db, sql`select short_message, full_message from system_logs`));
    expect(logs.text()).toContain('/api/reports/power-bi/embed');
    for (const value of [secret, aad, token]) {
      expect(logs.text()).not.toContain(value);
      expect(systemLog).not.toContain(value);
    }
  });

  it('keeps the Entra ID token until shortly before it expires, and names the role of the settings', async () => {
    let issued = 0;
    entra.answer(() => entraToken(`aad-${++issued}`, 1));
    powerBi.answer(powerBiAnswers('embed'));
    await configure({ powerBiRlsRole: 'Portal customer' });

    expect((await embed()).statusCode).toBe(200);
    expect((await embed()).statusCode).toBe(200);
    expect(entra.received).toHaveLength(1);
    // A token valid for 1 s is renewed after half of it.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await embed()).statusCode).toBe(200);

    expect(entra.received).toHaveLength(2);
    expect(powerBi.received.at(-1)!.headers.authorization).toBe('Bearer aad-2');
    expect(JSON.parse(powerBi.received.at(-1)!.body).identities[0].roles).toEqual(['Portal customer']);
    await configure();
  });

  it('uses the company’s own workspace and report when one is set; other companies keep the settings’ one', async () => {
    const ownWorkspace = '5e8c0d6b-2f7a-4293-be4f-5a6b7c8d9e0f';
    const ownReport = '6f9d1e7c-3a8b-43a4-8f5a-6b7c8d9e0f1a';
    entra.answer(() => entraToken('aad'));
    powerBi.answer(powerBiAnswers('embed'));
    const other = await buildContact(database.db, { permissions: ['Reports'] });
    const saved = await app.inject({ method: 'PUT', url: `/api/settings/reports/companies/${company.id}`, headers: admin, payload: { workspaceId: ownWorkspace, reportId: ownReport } });
    expect(saved.statusCode, saved.body).toBe(200);

    expect((await embed()).json().reportId).toBe(ownReport);
    expect((await embed(await sessionFor(database.db, other.id))).json().reportId).toBe(REPORT);

    expect(powerBi.received.filter((r) => r.method === 'GET').map((r) => r.url)).toEqual([
      `/v1.0/myorg/groups/${ownWorkspace}/reports/${ownReport}`,
      `/v1.0/myorg/groups/${WORKSPACE}/reports/${REPORT}`,
    ]);
    await app.inject({ method: 'PUT', url: `/api/settings/reports/companies/${company.id}`, headers: admin, payload: { workspaceId: '', reportId: '' } });
    expect((await embed()).json().reportId).toBe(REPORT);
  });

  it('answers 502 REPORTS_UNAVAILABLE when Entra ID refuses the client, never with its answer or the secret', async () => {
    entra.answer(() => ({
      status: 401,
      body: { error: 'invalid_client', error_description: `AADSTS7000215: Invalid client secret provided. entra-description`, error_codes: [7000215] },
    }));
    powerBi.answer(powerBiAnswers('embed'));

    const res = await embed();

    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'REPORTS_UNAVAILABLE' });
    expect(res.body).not.toContain('entra-description');
    expect(res.body).not.toContain(secret);
    expect(powerBi.received).toHaveLength(0);
    // The log says why, by Entra's error code, and holds no secret.
    expect(logs.text()).toContain('invalid_client');
    expect(logs.text()).not.toContain(secret);
  });

  it('answers 502 when Power BI refuses (401, 403, 404), trying once more with a new token after a 401', async () => {
    let issued = 0;
    entra.answer(() => entraToken(`aad-${++issued}`));
    powerBi.answer(() => ({ status: 401 }));
    expect((await embed()).statusCode).toBe(502);
    expect(entra.received).toHaveLength(2);
    expect(powerBi.received.map((r) => r.headers.authorization)).toEqual(['Bearer aad-1', 'Bearer aad-2']);

    powerBi.answer(() => ({ status: 404, body: { error: { code: 'PowerBIEntityNotFound', pbi: 'power-bi-body' } } }));
    const missing = await embed();
    expect(missing.statusCode).toBe(502);
    expect(missing.body).not.toContain('power-bi-body');

    powerBi.answer((request) => (request.url.endsWith('/GenerateToken') ? { status: 403, body: { error: { code: 'InvalidRequest', message: 'shouldn\'t have effective identity' } } } : reportOf(WORKSPACE, REPORT)));
    const refused = await embed();
    expect(refused.statusCode).toBe(502);
    expect(refused.json().code).toBe('REPORTS_UNAVAILABLE');
    expect(refused.body).not.toContain('effective identity');
  });

  it('recovers when a token Power BI refused once is replaced', async () => {
    let issued = 0;
    entra.answer(() => entraToken(`aad-${++issued}`));
    powerBi.answer((request) => (request.headers.authorization === 'Bearer aad-1' ? { status: 401 } : powerBiAnswers('embed')(request)));

    const res = await embed();

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().accessToken).toBe('embed');
  });

  it('answers 504 REPORTS_UNAVAILABLE when Entra ID or Power BI do not answer in time', async () => {
    entra.answer(() => ({ status: 200, hang: true }));
    const slowEntra = await embed();
    expect(slowEntra.statusCode).toBe(504);
    expect(slowEntra.json().code).toBe('REPORTS_UNAVAILABLE');

    entra.answer(() => entraToken('aad'));
    powerBi.answer(() => ({ status: 200, hang: true }));
    const slowPowerBi = await embed();
    expect(slowPowerBi.statusCode).toBe(504);
  });

  it('answers 409 REPORTS_NOT_CONFIGURED while Power BI is not the reporting tool or a value it needs is missing', async () => {
    entra.answer(() => entraToken('aad'));
    powerBi.answer(powerBiAnswers('embed'));
    const qlik = { reportsProvider: 'qlik', qlikUserDirectory: 'HUB', qlikTicketUrl: 'https://qlik.example.test/qps', qlikReportsUrl: 'https://qlik.example.test/reports' };
    // No report of the settings' own, and none of the company's either.
    for (const overrides of [{ reportsProvider: 'builtIn' }, qlik, { powerBiWorkspaceId: '', powerBiReportId: '' }]) {
      await configure(overrides);
      const res = await embed();
      expect(res.statusCode, JSON.stringify(overrides)).toBe(409);
      expect(res.json().code).toBe('REPORTS_NOT_CONFIGURED');
    }
    // A save now needs these; settings stored before it did may still lack them.
    for (const stored of [{ powerBiClientSecretSealed: null }, { powerBiTenantId: '' }]) {
      await configure();
      await putSetting(database.db, REPORTS_SETTING, { ...((await getSetting(database.db, REPORTS_SETTING)) as object), ...stored });
      forgetCachedSettings(database.db, REPORTS_SETTING);
      const res = await embed();
      expect(res.statusCode, JSON.stringify(stored)).toBe(409);
      expect(res.json().code).toBe('REPORTS_NOT_CONFIGURED');
    }
    expect(entra.received).toHaveLength(0);
    await configure();
  });

  it('is for contacts with Reports: staff and contacts without it are refused', async () => {
    const withoutReports = await sessionFor(database.db, (await buildContact(database.db, { companyId: company.id, permissions: ['Dashboard'] })).id);

    expect((await embed({})).statusCode).toBe(401);
    expect((await embed(withoutReports)).statusCode).toBe(403);
    expect((await embed(admin)).statusCode).toBe(403);
    expect((await embed(await sessionFor(database.db, (await buildStaff(database.db, 'Backoffice')).id))).statusCode).toBe(403);
    expect(entra.received).toHaveLength(0);
  });
});
