import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '@customer-hub/contract/permissions';
import type { paths } from '../../contract/openapi/customer-hub.d.ts';
import { buildContact, buildLedgerEntry, buildTenant, TEST_PASSWORD } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

// A customer's flow through a client generated from the OpenAPI document alone
// (contract/openapi/customer-hub.d.ts + openapi-fetch), against the app listening on a real port:
// what an integrator writing against the published document gets.

const PERMISSIONS: Permission[] = ['Dashboard', 'CurrentAccounts', 'Requests', 'PricesColumn', 'SearchDocuments'];

let t: TestApp;
let baseUrl: string;
let userName: string;
let siteId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const { company, partner, site } = await buildTenant(db);
  siteId = site.id;
  const contact = await buildContact(db, { companyId: company.id, mainContact: true, permissions: PERMISSIONS, language: 'en-US' });
  userName = contact.userName;
  const year = new Date().getUTCFullYear();
  await buildLedgerEntry(db, company.id, partner.id, { documentNo: 'FT 2026/101', postDate: `${year}-01-15`, dueDate: `${year}-02-14`, amount: '120.50', remainingAmount: '120.50' });
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
