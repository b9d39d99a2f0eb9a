import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemLogs } from '@/db/schema/logs.ts';
import { buildContact, buildStaff, buildTenant } from '../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../test/helpers.ts';
import { multipart } from '../../test/multipart.ts';

let t: TestApp;
let customer: { authorization: string };
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  customer = await sessionFor(t.database.db, (await buildContact(t.database.db, { permissions: ['Trips', 'CurrentAccounts'] })).id);
  admin = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Admin')).id);
});
afterAll(() => t.close());

const refusal = (path: string) => ({
  code: 'VALIDATION_FAILED',
  status: 400,
  errors: [{ path, message: expect.stringContaining('not allowed') }],
});

describe('unsafe text in a request', () => {
  it('answers 400 naming the query parameter for a NUL in a list search', async () => {
    for (const url of ['/api/trips?search=%00', '/api/current-account/export?format=csv&search=a%00b']) {
      const res = await t.app.inject({ url, headers: customer });

      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject(refusal('querystring.search'));
    }
  });

  it('answers 400 for a NUL in the user name of POST /token, as JSON or as a form', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/token', payload: { username: 'ana\u0000', password: 'whatever-it-is' } });
    const form = await t.app.inject({
      method: 'POST',
      url: '/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=ana%00&password=whatever-it-is',
    });

    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject(refusal('body.username'));
    expect(form.statusCode).toBe(400);
    expect(form.json()).toMatchObject(refusal('body.username'));
  });

  it('answers 400 for a lone surrogate or a NUL in an access request', async () => {
    const surrogate = await t.app.inject({ method: 'POST', url: '/api/access-requests', payload: { name: 'Ana \ud800', email: 'ana@example.test' } });
    const nul = await t.app.inject({ method: 'POST', url: '/api/access-requests', payload: { name: 'Ana', email: 'ana@example.test', presentation: 'hi\u0000' } });

    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toMatchObject(refusal('body.name'));
    expect(nul.json()).toMatchObject(refusal('body.presentation'));
  });

  it('answers 400 for a NUL in an email template and in a preview variable name', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/email-templates/password_reset/en-US',
      headers: admin,
      payload: { subject: 'Reset\u0000', html: '<p>{{link}}</p>', text: '{{link}}' },
    });
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/email-templates/password_reset/en-US/preview',
      headers: admin,
      payload: { variables: { 'na\u0000me': 'Ana' } },
    });

    expect(put.statusCode).toBe(400);
    expect(put.json()).toMatchObject(refusal('body.subject'));
    expect(preview.statusCode).toBe(400);
    expect(preview.json().errors[0].path).toBe('body.variables.na\ufffdme');
  });

  it('answers 400 for a NUL in an upload field or file name, which no schema compiler sees', async () => {
    const { partner } = await buildTenant(t.database.db);
    const fields = { businessPartnerId: partner.id, typeCode: 'IncidenceReport', documentNo: 'INC-1', title: 'Leak', documentDate: '2026-06-01' };
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const upload = (f: Record<string, string>, name: string) => {
      const body = multipart(f, { name, bytes: png });
      return t.app.inject({ method: 'POST', url: '/api/documents', headers: { ...admin, ...body.headers }, payload: body.payload });
    };

    const title = await upload({ ...fields, title: 'Le\u0000ak' }, 'leak.png');
    const name = await upload(fields, 'le\u0000ak.png');

    expect(title.statusCode).toBe(400);
    expect(title.json()).toMatchObject(refusal('title'));
    expect(name.statusCode).toBe(400);
    expect(name.json()).toMatchObject(refusal('file'));
  });

  it('leaves nothing in the system log: a refusal is not an error', async () => {
    await t.app.inject({ url: '/api/trips?search=%00', headers: customer });

    expect((await t.database.db.select().from(systemLogs)).filter((r) => r.level === 'Error')).toEqual([]);
  });
});
