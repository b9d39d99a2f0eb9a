import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTemplates } from '@/db/schema/email.ts';
import { auditRowsOf, buildAppWithStaff, failingAuditContext, type SignedIn } from '../../../test/audit.ts';
import { type TestApp } from '../../../test/helpers.ts';
import { updateTemplate } from './service.ts';

/** Saving an email template writes its audit row from the service, in the save's own transaction. */
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => ({ t, staff: admin } = await buildAppWithStaff('Admin')));
afterAll(() => t.close());

const template = { subject: 'Welcome to {{productName}}', html: '<p>Hi {{name}}</p>', text: 'Hi {{name}}' };
const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: admin.headers, payload });

describe('email template audit', () => {
  it('a save writes one audit row naming the template; a refused one writes none', async () => {
    expect((await put('/api/email-templates/access_request_received/es-ES', { ...template, html: '<p>{{{name}}}</p>' })).statusCode).toBe(400);
    expect(await auditRowsOf(t.database.db, 'email', 'access_request_received (es-ES)')).toEqual([]);

    expect((await put('/api/email-templates/access_request_received/es-ES', template)).statusCode).toBe(200);
    const rows = await auditRowsOf(t.database.db, 'email', 'access_request_received (es-ES)');
    expect(rows.map((r) => r.shortMessage)).toEqual([`Email template access_request_received (es-ES) saved (by ${admin.userName})`]);
  });

  it('the audit row is part of the transaction: when it cannot be written, the template is not saved', async () => {
    await expect(updateTemplate(await failingAuditContext(t.database.db, admin.headers), 'access_request_rejected', 'pt-PT', template)).rejects.toThrow('audit log unavailable');
    const stored = await t.database.db
      .select()
      .from(emailTemplates)
      .where(and(eq(emailTemplates.key, 'access_request_rejected'), eq(emailTemplates.language, 'pt-PT')));
    expect(stored).toEqual([]);
  });
});
