import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import type { Database } from '@/db/client.ts';
import { buildBusinessPartner, buildCompany, buildContact, buildSite, buildStaff } from '../../../test/factories.ts';
import { startFakeServer, TEST_TLS, type FakeServer } from '../../../test/fake-http.ts';
import { logCapture, openTestDatabase, rowsOf, sessionFor, testConfig, viewAsSessionFor } from '../../../test/helpers.ts';
import { REPORTS_SETTING } from '@customer-hub/contract/settings';
import { forgetCachedSettings } from '../settings/group.ts';
import { getSetting, putSetting } from '../settings/repository.ts';

/** Qlik Sense: the server asks a (local, fake) Qlik Proxy Service for a ticket over https with a client certificate. */
let database: Database;
let app: FastifyInstance;
let qps: FakeServer;
const logs = logCapture();
let admin: { authorization: string };
let contact: { authorization: string };
let contactUser: { id: string; userName: string };
let company: { id: string; code: string };

const REPORTS_URL = 'https://qlik.example.test/sense/app/8f0a/sheet/a1b2/state/analysis?opt=ctxmenu#top';
const DASHBOARD_URL = 'https://qlik-dash.example.test/sense/app/77c1';
const ticket = () => `canary-ticket-${randomBytes(8).toString('hex')}`;

/** The Qlik Proxy Service's documented answer to POST /qps/{prefix}/ticket. */
const issued = (body: string, value: string) => {
  const { UserDirectory, UserId, Attributes } = JSON.parse(body) as Record<string, unknown>;
  return { status: 201, body: { UserDirectory, UserId, Attributes, Ticket: value, TargetUri: null } };
};

const settings = (overrides: object = {}) => ({
  reportsProvider: 'qlik',
  qlikUserDirectory: 'CUSTOMERHUB',
  qlikTicketUrl: `${qps.url}/qps/hub`,
  qlikReportsUrl: REPORTS_URL,
  qlikDashboardUrl: DASHBOARD_URL,
  qlikClientCertificate: TEST_TLS.clientCert,
  qlikClientKey: TEST_TLS.clientKey,
  qlikRootCertificate: TEST_TLS.root,
  ...overrides,
});
const configure = async (overrides: object = {}) => {
  const res = await app.inject({ method: 'PUT', url: '/api/settings/reports', headers: admin, payload: settings(overrides) });
  expect(res.statusCode, res.body).toBe(200);
};
const askTicket = (headers: object, target: string = 'reports') =>
  app.inject({ method: 'POST', url: '/api/reports/qlik/ticket', headers: headers as Record<string, string>, payload: { target } });

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig({ logLevel: 'trace', biTimeoutMs: 400 }), database, logStream: logs.stream });
  await app.ready();
  qps = await startFakeServer(() => ({ status: 500 }), { tls: true });
  company = await buildCompany(database.db);
  const user = await buildContact(database.db, { companyId: company.id, permissions: ['Reports'] });
  contactUser = user;
  contact = await sessionFor(database.db, user.id);
  admin = await sessionFor(database.db, (await buildStaff(database.db, 'Admin')).id);
  await configure();
});
afterAll(async () => {
  await qps.close();
  await app.close();
  await database.close();
});
beforeEach(() => {
  qps.received.length = 0;
});

describe('POST /api/reports/qlik/ticket', () => {
  it('asks the proxy for a ticket as the contact, with the client certificate and a matching xrfkey, and answers the page with it', async () => {
    const value = ticket();
    qps.answer((request) => issued(request.body, value));

    const res = await askTicket(contact);

    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // Appended to the query the page already has, before its fragment.
    expect(res.json()).toEqual({ url: `https://qlik.example.test/sense/app/8f0a/sheet/a1b2/state/analysis?opt=ctxmenu&qlikTicket=${value}#top` });
    expect(qps.received).toHaveLength(1);
    const [sent] = qps.received;
    const url = new URL(sent!.url, qps.url);
    expect(sent!.method).toBe('POST');
    expect(url.pathname).toBe('/qps/hub/ticket');
    const xrfkey = url.searchParams.get('xrfkey');
    expect(xrfkey).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(sent!.headers['x-qlik-xrfkey']).toBe(xrfkey);
    expect(sent!.headers['content-type']).toBe('application/json');
    expect(sent!.clientCertificate).toBe('CustomerHub');
    expect(JSON.parse(sent!.body)).toEqual({
      UserDirectory: 'CUSTOMERHUB',
      UserId: contactUser.userName,
      Attributes: [{ Company: company.code }, { CompanyId: company.id }],
    });

    // The ticket is used once: it is in the answer and nowhere else.
    const systemLog = await rowsOf(database.db, sql`select short_message, full_message from system_logs`);
    expect(logs.text()).toContain('/api/reports/qlik/ticket');
    expect(logs.text()).not.toContain(value);
    expect(JSON.stringify(systemLog)).not.toContain(value);
  });

  it('sends a new xrfkey each time, the dashboard URL for the dashboard, and a ticket URL ending in /ticket as it is', async () => {
    qps.answer((request) => issued(request.body, 'T-1'));
    await configure({ qlikTicketUrl: `${qps.url}/qps/hub/ticket/` });

    const first = await askTicket(contact, 'dashboard');
    const second = await askTicket(contact, 'dashboard');

    expect(first.json()).toEqual({ url: `${DASHBOARD_URL}?qlikTicket=T-1` });
    expect(second.statusCode).toBe(200);
    const keys = qps.received.map((r) => new URL(r.url, qps.url).searchParams.get('xrfkey'));
    expect(new Set(keys).size).toBe(2);
    expect(qps.received.map((r) => new URL(r.url, qps.url).pathname)).toEqual(['/qps/hub/ticket/', '/qps/hub/ticket/']);
    await configure();
  });

  it('names a narrower contact’s business partner or site in the attributes', async () => {
    qps.answer((request) => issued(request.body, 'T-2'));
    const partner = await buildBusinessPartner(database.db, company.id);
    const site = await buildSite(database.db, company.id, partner.id);
    const partnerContact = await buildContact(database.db, { companyId: company.id, permissions: ['Reports'], treeNodeKind: 'business_partner', treeNodeId: partner.id });
    const siteContact = await buildContact(database.db, { companyId: company.id, permissions: ['Reports'], treeNodeKind: 'site', treeNodeId: site.id });

    expect((await askTicket(await sessionFor(database.db, partnerContact.id))).statusCode).toBe(200);
    expect((await askTicket(await sessionFor(database.db, siteContact.id))).statusCode).toBe(200);

    expect(qps.received.map((r) => JSON.parse(r.body))).toEqual([
      { UserDirectory: 'CUSTOMERHUB', UserId: partnerContact.userName, Attributes: [{ Company: company.code }, { CompanyId: company.id }, { BusinessPartnerId: partner.id }] },
      { UserDirectory: 'CUSTOMERHUB', UserId: siteContact.userName, Attributes: [{ Company: company.code }, { CompanyId: company.id }, { SiteId: site.id }] },
    ]);
  });

  it('answers 502 REPORTS_UNAVAILABLE when the proxy refuses (400, 403), never with the proxy’s answer', async () => {
    for (const status of [400, 403]) {
      qps.answer(() => ({ status, body: `proxy-says-${status}: XrfKey mismatch or the certificate is not trusted` }));

      const res = await askTicket(contact);

      expect(res.statusCode).toBe(502);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ code: 'REPORTS_UNAVAILABLE', status: 502 });
      expect(res.body).not.toContain('proxy-says');
    }
    // An answer without a ticket is no better.
    qps.answer(() => ({ status: 201, body: { UserDirectory: 'CUSTOMERHUB', UserId: 'x', Attributes: [] } }));
    expect((await askTicket(contact)).json().code).toBe('REPORTS_UNAVAILABLE');
  });

  it('answers 504 REPORTS_UNAVAILABLE when the proxy does not answer in time', async () => {
    qps.answer(() => ({ status: 201, hang: true }));
    const started = Date.now();

    const res = await askTicket(contact);

    expect(res.statusCode).toBe(504);
    expect(res.json().code).toBe('REPORTS_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers 502 when the proxy cannot be reached or its certificate is not trusted', async () => {
    qps.answer((request) => issued(request.body, 'T-3'));
    const closed = await startFakeServer(() => ({ status: 201 }));
    await closed.close();
    await configure({ qlikTicketUrl: `${closed.url}/qps/hub` });
    expect((await askTicket(contact)).statusCode).toBe(502);

    // Without the proxy's root, its certificate is not trusted: nothing is sent.
    await configure({ qlikRootCertificate: '' });
    expect((await askTicket(contact)).statusCode).toBe(502);
    expect(qps.received).toHaveLength(0);
    await configure();
  });

  it('answers 409 REPORTS_NOT_CONFIGURED while Qlik is not the reporting tool or a value it needs is missing', async () => {
    qps.answer((request) => issued(request.body, 'T-4'));
    const powerBi = { reportsProvider: 'powerBi', powerBiTenantId: 'contoso.onmicrosoft.com', powerBiClientId: '1b4f6a2e-8c3d-4e5f-9a0b-1c2d3e4f5a6b', powerBiClientSecret: 'x' };
    for (const overrides of [{ reportsProvider: 'builtIn' }, powerBi]) {
      await configure(overrides);
      const res = await askTicket(contact);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(409);
      expect(res.json().code).toBe('REPORTS_NOT_CONFIGURED');
    }
    // A save now needs these; settings stored before it did may still lack them.
    for (const stored of [{ qlikTicketUrl: '' }, { qlikUserDirectory: '' }]) {
      await configure();
      await putSetting(database.db, REPORTS_SETTING, { ...((await getSetting(database.db, REPORTS_SETTING)) as object), ...stored });
      forgetCachedSettings(database.db, REPORTS_SETTING);
      const res = await askTicket(contact);
      expect(res.statusCode, JSON.stringify(stored)).toBe(409);
      expect(res.json().code).toBe('REPORTS_NOT_CONFIGURED');
    }
    await configure({ qlikDashboardUrl: '' });
    expect((await askTicket(contact, 'dashboard')).json().code).toBe('REPORTS_NOT_CONFIGURED');
    expect((await askTicket(contact, 'reports')).statusCode).toBe(200);
    expect(qps.received).toHaveLength(1);
    await configure();
  });

  it('is for contacts with Reports: staff, contacts without it and view-as sessions are refused; the target is checked', async () => {
    qps.answer((request) => issued(request.body, 'T-5'));
    const other = await sessionFor(database.db, (await buildContact(database.db, { companyId: company.id, permissions: ['Dashboard'] })).id);
    const backoffice = await buildStaff(database.db, 'Backoffice');

    expect((await askTicket({})).statusCode).toBe(401);
    expect((await askTicket(other)).statusCode).toBe(403);
    expect((await askTicket(admin)).statusCode).toBe(403);
    expect((await askTicket(await sessionFor(database.db, backoffice.id))).statusCode).toBe(403);
    const viewing = await askTicket(await viewAsSessionFor(database.db, contactUser.id, backoffice.id));
    expect(viewing.json().code).toBe('VIEW_AS_READ_ONLY');
    const invalid = await askTicket(contact, 'everything');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].path).toBe('body.target');
    expect(qps.received).toHaveLength(0);
  });
});
