import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, emailTemplates } from '@/db/schema/email.ts';
import { EMAIL_TEMPLATE_KEYS } from '@customer-hub/contract/email';
import { LANGUAGE_CODES } from '@customer-hub/contract/languages';
import { buildStaff } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';
import { enqueueEmail } from './service.ts';

let t: TestApp;
let admin: { authorization: string };
let adminId: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminId = (await buildStaff(t.database.db, 'Admin')).id;
  admin = await sessionFor(t.database.db, adminId);
});
afterAll(() => t.close());

const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: admin, payload });
const preview = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `${url}/preview`, headers: admin, payload });

describe('GET /api/email-templates', () => {
  it('answers every key in every language with its variables, the built-in text when never edited', async () => {
    const res = await t.app.inject({ url: '/api/email-templates', headers: admin });

    expect(res.statusCode).toBe(200);
    const body = res.json() as { key: string; language: string; subject: string; variables: string[]; updatedAt: string }[];
    expect(body).toHaveLength(EMAIL_TEMPLATE_KEYS.length * LANGUAGE_CODES.length);
    expect(new Set(body.map((b) => `${b.key}/${b.language}`)).size).toBe(body.length);
    expect(body.find((b) => b.key === 'password_reset' && b.language === 'es-ES')).toMatchObject({
      subject: 'Restablezca su contraseña de {{productName}}',
      variables: ['productName', 'name', 'userName', 'link', 'expiresMinutes'],
    });
  });
});

describe('PUT /api/email-templates/:key/:language', () => {
  it('saves a template, answers it, and later emails use it', async () => {
    const payload = { subject: 'Changed: {{productName}}', html: '<p>Hi {{name}}, go to <a href="{{link}}">here</a></p>', text: 'Hi {{name}}: {{link}}' };

    const res = await put('/api/email-templates/password_reset/pt-PT', payload);
    const id = await t.database.db.transaction((tx) =>
      enqueueEmail(tx, { templateKey: 'password_reset', language: 'pt-PT', to: 'ana@example.test', variables: { name: 'Ana' }, secrets: { link: 'https://hub.test/r?token=abc' } }),
    );

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ key: 'password_reset', language: 'pt-PT', ...payload, variables: ['productName', 'name', 'userName', 'link', 'expiresMinutes'] });
    const [row] = await t.database.db.select().from(emailTemplates).where(and(eq(emailTemplates.key, 'password_reset'), eq(emailTemplates.language, 'pt-PT')));
    expect(row?.updatedBy).toBe(adminId);
    const [logged] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(logged).toMatchObject({ subject: 'Changed: Customer Hub', fullMessage: 'Hi Ana: [redacted]' });
  });

  it('refuses raw {{{ }}} and {{& }} tags, partials and delimiter changes', async () => {
    for (const html of ['<p>{{{name}}}</p>', '<p>{{&name}}</p>', '{{> header}}', '{{=<% %>=}}<%{name}%>']) {
      const res = await put('/api/email-templates/password_changed/en-US', { subject: 'S', html, text: 'T' });

      expect(res.statusCode, html).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'body.html' }] });
    }
  });

  it('refuses a variable the key does not declare, and a malformed template, saying which', async () => {
    const unknown = await put('/api/email-templates/password_changed/en-US', { subject: 'S', html: '<p>{{code}}</p>', text: 'T' });
    const malformed = await put('/api/email-templates/password_changed/en-US', { subject: '{{#name}}S', html: 'H', text: 'T' });

    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.stringMatching(/^html: Unknown variables: code/) });
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.stringMatching(/^subject: Unclosed section/) });
  });

  it('refuses an unknown key or language', async () => {
    expect((await put('/api/email-templates/nope/en-US', { subject: 'S', html: 'H', text: 'T' })).statusCode).toBe(400);
    expect((await put('/api/email-templates/password_reset/fr-FR', { subject: 'S', html: 'H', text: 'T' })).statusCode).toBe(400);
  });
});

describe('POST /api/email-templates/:key/:language/preview', () => {
  it('renders the given parts with the given variables, escaped in HTML, and samples for the rest', async () => {
    const res = await preview('/api/email-templates/two_factor_code/en-US', {
      subject: 'Code for {{name}}\r\nBcc: x@evil.test',
      html: '<p>{{name}} {{code}}</p>',
      text: '{{name}} {{code}} {{expiresMinutes}}',
      variables: { name: '<b>Ana</b>', link: 'ignored' },
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ subject: 'Code for <b>Ana</b> Bcc: x@evil.test', html: '<p>&lt;b&gt;Ana&lt;/b&gt; 123456</p>', text: '<b>Ana</b> 123456 60' });
  });

  it('renders the stored template when no parts are given, with obviously fake links', async () => {
    const res = await preview('/api/email-templates/signup_verify/es-ES', {});

    expect(res.statusCode).toBe(200);
    expect(res.json().subject).toBe('Confirme su dirección de correo electrónico en Customer Hub');
    expect(res.json().text).toContain('https://example.invalid/');
    expect(res.json().html).toContain('Hola, Maria Example:');
  });

  it('refuses a raw tag in a previewed part', async () => {
    const res = await preview('/api/email-templates/signup_verify/es-ES', { html: '{{{name}}}' });

    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/email-logs', () => {
  it('pages the log newest first and filters by status and recipient', async () => {
    const domain = `${randomBytes(4).toString('hex')}.example.test`;
    const ids: string[] = [];
    for (const name of ['first', 'second', 'third']) {
      ids.push(await t.database.db.transaction((tx) => enqueueEmail(tx, { templateKey: 'access_request_received', language: 'en-US', to: `${name}@${domain}`, variables: { name } })));
    }
    await t.database.db.update(emailOutbox).set({ status: 'Sent', sentAt: new Date() }).where(eq(emailOutbox.id, ids[1]!));
    const backoffice = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Backoffice')).id);
    const get = (query: Record<string, string>) => t.app.inject({ url: '/api/email-logs', headers: backoffice, query });

    const page1 = (await get({ to: domain.toUpperCase(), pageSize: '2' })).json();
    const page2 = (await get({ to: domain, pageSize: '2', page: '2' })).json();
    const sent = (await get({ to: domain, status: 'Sent' })).json();
    const oldestFirst = (await get({ to: domain, direction: 'asc' })).json();

    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.items.map((i: { to: string }) => i.to)).toEqual([`third@${domain}`, `second@${domain}`]);
    expect(page2.items.map((i: { to: string }) => i.to)).toEqual([`first@${domain}`]);
    expect(sent.items).toHaveLength(1);
    expect(sent.items[0]).toMatchObject({ to: `second@${domain}`, status: 'Sent', cc: '', bcc: '', attempts: 0, sentAt: expect.any(String) });
    expect(sent.items[0].fullMessage).toContain('Hello second,');
    expect(Object.keys(sent.items[0]).sort()).toEqual(
      ['attempts', 'bcc', 'cc', 'createdAt', 'fullMessage', 'html', 'id', 'language', 'lastError', 'sentAt', 'shortMessage', 'status', 'subject', 'templateKey', 'to'].sort(),
    );
    expect(oldestFirst.items[0].to).toBe(`first@${domain}`);
  });
});
