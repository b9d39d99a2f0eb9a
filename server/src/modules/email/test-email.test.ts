import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '@/db/schema/email.ts';
import { auditLog } from '@/db/schema/logs.ts';
import { buildStaff } from '../../../test/factories.ts';
import { buildTestApp, sessionFor, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let admin: { id: string; email: string; headers: { authorization: string } };
let backoffice: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildStaff(t.database.db, 'Admin');
  admin = { id: a.id, email: a.email, headers: await sessionFor(t.database.db, a.id) };
  backoffice = await sessionFor(t.database.db, (await buildStaff(t.database.db, 'Backoffice')).id);
});
afterAll(() => t.close());

const sendTest = (headers: object, payload: object, path = 'password_reset/pt-PT') =>
  t.app.inject({ method: 'POST', url: `/api/email-templates/${path}/test`, headers: headers as Record<string, string>, payload });

describe('POST /api/email-templates/:key/:language/test', () => {
  it('queues the edited template, rendered with sample values, to the caller’s own address, audited', async () => {
    const res = await sendTest(admin.headers, { subject: 'Teste {{productName}}', html: '<p>Olá {{name}}</p><p>{{link}}</p>', text: 'Olá {{name}} {{link}}' });

    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ to: admin.email });
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, admin.email));
    expect(row).toMatchObject({ templateKey: 'password_reset', language: 'pt-PT', status: 'Pending' });
    expect(row?.subject).toMatch(/^Teste /);
    expect(row?.fullMessage).toMatch(/^Olá /);
    const [audited] = await t.database.db.select().from(auditLog).where(eq(auditLog.context, 'email'));
    expect(audited?.message).toBe(`Test email of template password_reset (pt-PT) sent to ${admin.email}`);
    expect(audited?.userId).toBe(admin.id);
    // The saved template is untouched.
    const templates = (await t.app.inject({ url: '/api/email-templates', headers: admin.headers })).json();
    expect(templates.find((x: { key: string; language: string }) => x.key === 'password_reset' && x.language === 'pt-PT').subject).not.toMatch(/^Teste/);
  });

  it('refuses a template that uses an undeclared variable, and queues nothing', async () => {
    const before = (await t.database.db.select().from(emailOutbox)).length;
    const res = await sendTest(admin.headers, { subject: 'Hi {{password}}' });
    expect(res.statusCode).toBe(400);
    expect((await t.database.db.select().from(emailOutbox)).length).toBe(before);
  });

  it('is for Admin only', async () => {
    expect((await sendTest(backoffice, {})).statusCode).toBe(403);
    expect((await sendTest({}, {})).statusCode).toBe(401);
  });
});
