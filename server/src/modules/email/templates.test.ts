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
import { defaultTemplate, REPLY_TO_VARIABLE, seedEmailTemplates, TEMPLATE_VARIABLES } from './templates.ts';
import { enqueueEmail } from './service.ts';
import { emailOutbox } from '@/db/schema/email.ts';
import { t } from '@customer-hub/contract/i18n/dictionaries';

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
  forName: 'For Name',
  expiresAt: '11 Apr 2026',
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
  url: 'https://hooks.test/URLVALUE',
  failures: '4242',
  lastError: 'Last Error Value',
};
/** Variables that choose a part of the message rather than being written in it. */
const SWITCHES = new Set([REPLY_TO_VARIABLE]);

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
        for (const name of declared.filter((n) => !SWITCHES.has(n))) {
          const escaped = Mustache.escape(VALUES[name]!);
          expect(out.text.includes(VALUES[name]!) || out.subject.includes(VALUES[name]!), `${name} in text`).toBe(true);
          expect(out.html.includes(VALUES[name]!) || out.html.includes(escaped), `${name} in html`).toBe(true);
        }
      });
    }
  }

  it('says in the footer of a ticket email that a reply adds a comment when it has a Reply-To, and that it takes none otherwise', () => {
    const replyable = EMAIL_TEMPLATE_KEYS.filter((key) => TEMPLATE_VARIABLES[key].includes(REPLY_TO_VARIABLE));
    expect(replyable).toEqual(expect.arrayContaining(['notification_ticket_comment', 'notification_ticket_status_changed', 'notification_ticket_created']));
    expect(replyable.every((key) => key.startsWith('notification_ticket_'))).toBe(true);
    for (const language of LANGUAGE_CODES) {
      const reply = t(language, 'email.frame.replyFooter', { productName: 'Customer Hub' });
      const noReply = t(language, 'email.frame.footer', { productName: 'Customer Hub' });
      for (const key of replyable) {
        const declared = TEMPLATE_VARIABLES[key];
        const withReply = renderEmail(defaultTemplate(key, language), { ...VALUES, replyTo: 'support+token@hub.test' }, declared);
        const without = renderEmail(defaultTemplate(key, language), VALUES, declared);
        expect(withReply.text.endsWith(`--\n${reply}\n`), `${key} ${language}`).toBe(true);
        expect(withReply.html).toContain(Mustache.escape(reply));
        expect(withReply.html).not.toContain(Mustache.escape(noReply));
        expect(without.text.endsWith(`--\n${noReply}\n`)).toBe(true);
        expect(without.html).not.toContain(Mustache.escape(reply));
        // The address itself is in the header only.
        expect(withReply.text + withReply.html).not.toContain('support+token@hub.test');
      }
      // Emails that take no reply keep the no-reply footer, whatever they are given.
      const reset = renderEmail(defaultTemplate('password_reset', language), { ...VALUES, replyTo: 'support+token@hub.test' }, TEMPLATE_VARIABLES.password_reset);
      expect(reset.text.endsWith(`--\n${noReply}\n`)).toBe(true);
      expect(reply).not.toBe(noReply);
    }
  });

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

describe('the outbox and the reply footer', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('writes the reply footer when the message has a Reply-To, the no-reply one otherwise, whatever variables the caller passes', async () => {
    const db = database.db;
    const send = async (templateKey: 'notification_ticket_comment' | 'password_reset', replyTo?: string) => {
      const id = await enqueueEmail(db, { templateKey, language: 'pt-PT', to: 'rita@hub.test', variables: { ...VALUES, replyTo: 'forged@hub.test' }, ...(replyTo && { replyTo }) });
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      return row!.fullMessage;
    };
    const reply = t('pt-PT', 'email.frame.replyFooter', { productName: 'Customer Hub' });
    const noReply = t('pt-PT', 'email.frame.footer', { productName: 'Customer Hub' });
    const replied = await send('notification_ticket_comment', 'support+abc@hub.test');
    expect(replied).toContain(reply);
    expect(replied).not.toContain(noReply);
    expect(await send('notification_ticket_comment')).toContain(noReply);
    expect(await send('password_reset', 'support+abc@hub.test')).toContain(noReply);
  });
});
