import Mustache from 'mustache';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTemplates } from '@/db/schema/email.ts';
import { EMAIL_TEMPLATE_KEYS, RAW_TEMPLATE_TAG } from '@customer-hub/contract/email';
import { LANGUAGE_CODES } from '@customer-hub/contract/languages';
import { buildStaff } from '../../../test/factories.ts';
import { openTestDatabase } from '../../../test/helpers.ts';
import type { Database } from '@/db/client.ts';
import { eq } from 'drizzle-orm';
import { checkTemplate, renderEmail } from './render.ts';
import { defaultTemplate, seedEmailTemplates, TEMPLATE_VARIABLES } from './templates.ts';

const VALUES: Record<string, string> = {
  productName: 'Customer Hub',
  name: 'Ana Value',
  userName: 'ana.value',
  newEmail: 'ana.new@example.test',
  passkeyName: 'Work laptop',
  link: 'https://hub.test/x?token=LINKVALUE',
  code: '987654',
  expiresMinutes: '4242',
  pageUrl: 'https://hub.test/dashboard/Orders?open=PAGEVALUE',
  requesterName: 'Rita Requester',
  ticketNo: 'SR-2026-004242',
  dueAt: '4 Apr 2026',
  title: 'Title Value',
  byName: 'By Name',
  proposedDate: '5 Nov 2099',
  proposedBudget: '€4,242.00',
  status: 'Status Value',
  note: 'Note Value',
  orderNo: 'OR-2026-004242',
  documentNo: 'DOC-4242',
  section: 'Section Value',
  surveyUrl: 'https://hub.test/satisfaction/SURVEYTOKEN',
};

describe('built-in templates', () => {
  for (const key of EMAIL_TEMPLATE_KEYS) {
    for (const language of LANGUAGE_CODES) {
      it(`${key} in ${language} uses every declared variable and nothing else`, () => {
        const template = defaultTemplate(key, language);
        const declared = TEMPLATE_VARIABLES[key];

        const out = renderEmail(template, VALUES, declared);

        expect(checkTemplate(template, declared)).toEqual([]);
        for (const part of ['subject', 'html', 'text'] as const) {
          expect(template[part], part).not.toMatch(RAW_TEMPLATE_TAG);
          expect(out[part], part).not.toMatch(/\{\{|\}\}/);
        }
        expect(out.subject).toContain('Customer Hub');
        for (const name of declared) {
          const escaped = Mustache.escape(VALUES[name]!);
          expect(out.text.includes(VALUES[name]!) || out.subject.includes(VALUES[name]!), `${name} in text`).toBe(true);
          expect(out.html.includes(VALUES[name]!) || out.html.includes(escaped), `${name} in html`).toBe(true);
        }
      });
    }
  }

  it('greets without a name when none is given', () => {
    expect(renderEmail(defaultTemplate('signup_verify', 'es-ES'), { link: 'l' }, TEMPLATE_VARIABLES.signup_verify).text).toMatch(/^Hola:\n/);
  });
});

describe('seedEmailTemplates', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('inserts every key and language once, leaves edited templates alone and brings unedited ones up to date', async () => {
    const db = database.db;
    await seedEmailTemplates(db);
    const editor = await buildStaff(db, 'Admin');
    await db.update(emailTemplates).set({ subject: 'Edited', updatedBy: editor.id }).where(eq(emailTemplates.key, 'password_reset'));
    // An earlier version's words, never edited (as the reset email was before it named the user name).
    await db.update(emailTemplates).set({ text: 'Reset it here: {{link}}' }).where(eq(emailTemplates.key, 'signup_verify'));
    const before = await db.select().from(emailTemplates).where(eq(emailTemplates.key, 'access_request_received'));

    await seedEmailTemplates(db);

    const rows = await db.select().from(emailTemplates);
    expect(rows).toHaveLength(EMAIL_TEMPLATE_KEYS.length * LANGUAGE_CODES.length);
    expect(rows.filter((r) => r.subject === 'Edited')).toHaveLength(3);
    for (const language of LANGUAGE_CODES) {
      expect(rows.find((r) => r.key === 'signup_verify' && r.language === language)?.text).toBe(defaultTemplate('signup_verify', language).text);
    }
    // Rows already up to date are not written again.
    const after = rows.filter((r) => r.key === 'access_request_received');
    expect(after.map((r) => r.updatedAt.getTime()).sort()).toEqual(before.map((r) => r.updatedAt.getTime()).sort());
  });

});
