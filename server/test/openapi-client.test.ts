import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '@customer-hub/contract/permissions';
import type { paths } from '../../contract/openapi/customer-hub.d.ts';
import { invoicePdf, openServiceRequest, portalClient, unpaidInvoices } from '../../docs/examples/portal-client.ts';
import { verifyWebhook, webhookReceiver, type PortalEvent } from '../../docs/examples/webhook-receiver.ts';
import { signedHeaders } from '../src/modules/webhooks/signing.ts';
import { buildContact, buildDocument, buildLedgerEntry, buildStaff, buildTenant, TEST_PASSWORD } from './factories.ts';
import { buildTestApp, sessionFor, type TestApp } from './helpers.ts';

// A customer's flow through a client generated from the OpenAPI document alone
// (contract/openapi/customer-hub.d.ts + openapi-fetch), against the app listening on a real port:
// what an integrator writing against the published document gets. Then the examples of "Connect
// your systems" (docs/examples, shown on /Connect) run as written: the typed client and the curl
// script with an API key, and the webhook receiver getting the new request's event.

const PERMISSIONS: Permission[] = ['Dashboard', 'CurrentAccounts', 'Requests', 'PricesColumn', 'SearchDocuments'];

let t: TestApp;
let baseUrl: string;
let userName: string;
let siteId: string;
let companyId: string;
let mainId: string;
let adminId: string;
let invoiceId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const { company, partner, site } = await buildTenant(db);
  siteId = site.id;
  companyId = company.id;
  const contact = await buildContact(db, { companyId: company.id, mainContact: true, permissions: PERMISSIONS, language: 'en-US' });
  userName = contact.userName;
  mainId = contact.id;
  adminId = (await buildStaff(db, 'Admin')).id;
  const year = new Date().getUTCFullYear();
  const invoice = await buildLedgerEntry(db, company.id, partner.id, { documentNo: 'FT 2026/101', postDate: `${year}-01-15`, dueDate: `${year}-02-14`, amount: '120.50', remainingAmount: '120.50' });
  invoiceId = (await buildDocument(db, t.app.storage, { companyId: company.id, businessPartnerId: partner.id, siteId: site.id }, { typeCode: 'InvoicePdf', documentNo: 'FT 2026/101', ledgerEntryId: invoice.id, fileName: 'FT 2026-101.pdf' })).id;
  await buildLedgerEntry(db, company.id, partner.id, { documentNo: 'FT 2026/102', postDate: `${year}-01-20`, dueDate: `${year}-02-19`, amount: '80.00', remainingAmount: '0.00' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(() => t.close());

describe('a client generated from the OpenAPI document', () => {
  it('signs a customer in, lists the current account, downloads the statement and opens a service request', async () => {
    const client = createClient<paths>({ baseUrl });

    const refused = await client.POST('/token', { body: { username: userName, password: 'not-the-password' }, parseAs: 'text' });
    expect(refused.response.status).toBe(400);

    const signedIn = await client.POST('/token', { body: { username: userName, password: TEST_PASSWORD, grant_type: 'password' } });
    expect(signedIn.response.status, JSON.stringify(signedIn.error)).toBe(200);
    const token = signedIn.data && 'access_token' in signedIn.data ? signedIn.data.access_token : undefined;
    expect(token).toEqual(expect.any(String));
    client.use({ onRequest: ({ request }) => (request.headers.set('authorization', `Bearer ${token}`), request) });

    const account = await client.GET('/api/current-account', { params: { query: { page: 1, pageSize: 25 } } });
    expect(account.response.status, JSON.stringify(account.error)).toBe(200);
    expect(account.data?.total).toBe(2);
    expect(account.data?.items.map((entry) => entry.documentNo).sort()).toEqual(['FT 2026/101', 'FT 2026/102']);

    const statement = await client.GET('/api/current-account/statement', { params: { query: { language: 'en-US' } }, parseAs: 'arrayBuffer' });
    expect(statement.response.status).toBe(200);
    expect(statement.response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(statement.data as ArrayBuffer).subarray(0, 5).toString()).toBe('%PDF-');

    const opened = await client.POST('/api/tickets', { body: { type: 'Service', title: 'Dock door 3 does not close', description: 'It stops half-way since Monday.', siteId } });
    expect(opened.response.status, JSON.stringify(opened.error)).toBe(201);
    expect(opened.data).toMatchObject({ title: 'Dock door 3 does not close', status: 'Pending' });

    // An error is the problem+json the document describes.
    const missing = await client.GET('/api/tickets/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } });
    expect(missing.response.status).toBe(404);
    expect(missing.response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(missing.error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

/** The company's main contact makes an API key, as in My account; the key is answered once. */
async function apiKeyOf(scopes: string[]): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: await sessionFor(t.database.db, mainId), payload: { name: 'Accounts payable', scopes } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().secret;
}

describe('the examples of Connect your systems', () => {
  it('lists unpaid invoices, downloads one and opens a request with an API key, and receives the request’s webhook', async () => {
    const key = await apiKeyOf(['currentAccount:read', 'documents:read', 'tickets:write']);
    const events: PortalEvent[] = [];
    // Staff subscribe the company's receiver (a local address: private network allowed), then
    // point it at the example's receiver once it listens with the secret answered.
    const staff = await sessionFor(t.database.db, adminId);
    const made = await t.app.inject({ method: 'POST', url: '/api/webhooks', headers: staff, payload: { companyId, url: 'http://127.0.0.1:9/', events: ['ticket.created'], allowPrivateNetwork: true } });
    expect(made.statusCode, made.body).toBe(201);
    const receiver = webhookReceiver(made.json().secret, (event) => void events.push(event));
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/portal-events`;
    const pointed = await t.app.inject({ method: 'PATCH', url: `/api/webhooks/${made.json().subscription.id}`, headers: staff, payload: { url } });
    expect(pointed.statusCode, pointed.body).toBe(200);
    await t.app.webhooks.start();
    try {
      const client = portalClient(baseUrl, key);
      const unpaid = await unpaidInvoices(client);
      expect(unpaid.map((entry) => entry.documentNo)).toEqual(['FT 2026/101']);
      expect(unpaid[0]?.pdfDocumentId).toBe(invoiceId);
      const pdf = Buffer.from(await invoicePdf(client, unpaid[0]!.pdfDocumentId!));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

      const opened = await openServiceRequest(client, { siteId, title: 'Dock door 3 does not close', description: 'It stops half-way since Monday.' });
      expect(opened).toMatchObject({ status: 'Pending', title: 'Dock door 3 does not close' });
      // Sent by the running sender, woken at commit: no drain.
      const until = Date.now() + 10_000;
      while (events.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
      expect(events).toEqual([expect.objectContaining({ type: 'ticket.created', companyId, data: expect.objectContaining({ ticketId: opened.id, ticketNo: opened.ticketNo }) })]);

      // A scope the key lacks is the documented problem.
      await expect(unpaidInvoices(portalClient(baseUrl, await apiKeyOf(['tickets:write'])))).rejects.toThrow('403 API_KEY_SCOPE');
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });

  it('refuses a delivery whose body, secret or time is not the portal’s', () => {
    const body = '{"id":"d1","type":"ping","createdAt":"2026-12-07T00:00:00.000Z","companyId":"c","data":{}}';
    const now = Date.now();
    const headers = signedHeaders('whsec_right', 'd1', Math.floor(now / 1000), body);
    expect(verifyWebhook('whsec_right', headers, body, now)).toBe(true);
    expect(verifyWebhook('whsec_wrong', headers, body, now)).toBe(false);
    expect(verifyWebhook('whsec_right', headers, body.replace('ping', 'pong'), now)).toBe(false);
    expect(verifyWebhook('whsec_right', headers, body, now + 301_000)).toBe(false);
    expect(verifyWebhook('whsec_right', { ...headers, 'webhook-signature': 'v2=' + headers['webhook-signature']!.slice(3) }, body, now)).toBe(false);
  });

  it('runs the curl script as written', async () => {
    const key = await apiKeyOf(['currentAccount:read', 'documents:read', 'tickets:write']);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'connect-sh-'));
    try {
      const script = path.resolve(import.meta.dirname, '../../docs/examples/connect.sh');
      const { stdout } = await promisify(execFile)('sh', [script], { cwd: dir, env: { ...process.env, PORTAL: baseUrl, API_KEY: key, PDF_DOCUMENT_ID: invoiceId, SITE_ID: siteId } });
      expect(stdout).toContain('"documentNo":"FT 2026/101"');
      expect(stdout).not.toContain('FT 2026/102');
      expect(stdout).toContain('"title":"Dock door 3 does not close"');
      expect(fs.readFileSync(path.join(dir, 'invoice.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
