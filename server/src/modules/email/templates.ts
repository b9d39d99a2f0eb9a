import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { emailTemplates } from '@/db/schema/email.ts';
import { EMAIL_TEMPLATE_KEYS, type EmailTemplateKey } from '@customer-hub/contract/email';
import { LANGUAGE_CODES, type LanguageCode } from '@customer-hub/contract/languages';
import { COPY, FRAME, type Block, type Copy, type LanguageFrame } from './default-copy.ts';
import type { EmailParts } from './render.ts';

export const PRODUCT_NAME = 'Customer Hub';

/** The variables each template may use; every other value given is ignored. */
export const TEMPLATE_VARIABLES: Record<EmailTemplateKey, readonly string[]> = {
  access_request_received: ['productName', 'name'],
  access_request_approved: ['productName', 'name', 'userName', 'link', 'expiresMinutes'],
  access_request_rejected: ['productName', 'name'],
  user_invitation: ['productName', 'name', 'userName', 'link', 'expiresMinutes'],
  signup_verify: ['productName', 'name', 'link', 'expiresMinutes'],
  signup_existing_account: ['productName', 'name', 'userName'],
  password_reset: ['productName', 'name', 'userName', 'link', 'expiresMinutes'],
  password_changed: ['productName', 'name'],
  two_factor_code: ['productName', 'name', 'code', 'expiresMinutes'],
  two_factor_setup: ['productName', 'name', 'code', 'expiresMinutes'],
  two_factor_reset: ['productName', 'name', 'userName'],
  sign_in_unlock: ['productName', 'name', 'code', 'expiresMinutes'],
  email_change_verify: ['productName', 'name', 'userName', 'link', 'expiresMinutes'],
  email_change_notice: ['productName', 'name', 'userName', 'newEmail'],
  passkey_added: ['productName', 'name', 'userName', 'passkeyName'],
  notification_access_request: ['productName', 'name', 'requesterName', 'pageUrl'],
  notification_ticket_created: ['productName', 'name', 'ticketNo', 'title', 'byName', 'pageUrl', 'replyTo'],
  notification_ticket_proposed: ['productName', 'name', 'ticketNo', 'title', 'proposedDate', 'proposedBudget', 'pageUrl', 'replyTo'],
  notification_ticket_status_changed: ['productName', 'name', 'ticketNo', 'title', 'status', 'byName', 'note', 'pageUrl', 'replyTo'],
  notification_ticket_comment: ['productName', 'name', 'ticketNo', 'title', 'byName', 'pageUrl', 'replyTo'],
  notification_ticket_assigned: ['productName', 'name', 'ticketNo', 'title', 'byName', 'pageUrl', 'replyTo'],
  notification_order_status_changed: ['productName', 'name', 'orderNo', 'status', 'byName', 'note', 'pageUrl'],
  notification_document_added: ['productName', 'name', 'documentNo', 'title', 'section', 'pageUrl'],
  notification_privacy_policy: ['productName', 'name', 'title', 'pageUrl'],
  notification_ticket_survey: ['productName', 'name', 'ticketNo', 'title', 'pageUrl', 'surveyUrl', 'replyTo'],
  mail_in_held: ['productName', 'name'],
  mail_in_closed: ['productName', 'name', 'ticketNo'],
  notification_ticket_sla_warning: ['productName', 'name', 'ticketNo', 'title', 'pageUrl', 'replyTo'],
  notification_erasure_overdue: ['productName', 'name', 'dueAt', 'pageUrl'],
  notification_data_export_ready: ['productName', 'name', 'forName', 'expiresAt', 'pageUrl'],
  webhook_disabled: ['productName', 'name', 'url', 'failures', 'lastError'],
};

/**
 * Values that let someone in: never written to the email log, whoever passes them. `replyTo` (a
 * ticket email's signed reply address) posts comments as its recipient.
 */
export const SECRET_VARIABLES: readonly string[] = ['link', 'code', 'surveyUrl', 'replyTo'];

/**
 * Set by the outbox, never by the caller: the message's Reply-To when it has one. The templates of
 * ticket emails, which may carry one (mail in), say in their footer that a reply adds a comment
 * when it is set, and that the message takes no reply otherwise.
 */
export const REPLY_TO_VARIABLE = 'replyTo';

/** What the preview shows for a variable it was not given; links and codes are obviously fake. */
export const SAMPLE_VALUES: Record<string, string> = {
  productName: PRODUCT_NAME,
  name: 'Maria Example',
  userName: 'maria.example',
  passkeyName: 'Work laptop',
  link: 'https://example.invalid/sample-link',
  code: '123456',
  expiresMinutes: '60',
  pageUrl: 'https://example.invalid/dashboard/MyMessages',
  requesterName: 'João Sample',
  ticketNo: 'SR-2026-000042',
  title: 'Leaking tap in the staff kitchen',
  byName: 'Rui Sample',
  proposedDate: '12 Nov 2026',
  proposedBudget: '€180.00',
  status: 'Confirmed',
  note: 'The technician arrives in the morning.',
  orderNo: 'OR-2026-000042',
  documentNo: 'DOC-2026-0042',
  section: 'Folders',
  newEmail: 'maria.new@example.invalid',
  surveyUrl: 'https://example.invalid/satisfaction/sample-token',
  replyTo: 'support+sample-token@example.invalid',
  url: 'https://example.invalid/hooks/customer-hub',
  failures: '20',
  lastError: 'HTTP 503',
};

const COLOR = { brand: '#1c7ed6', text: '#1f2933', muted: '#52606d', faint: '#7b8794', line: '#e4e7eb', page: '#f4f5f7' };
const FONT = 'Arial, Helvetica, sans-serif';

/** Escapes the literal words of the copy; mustache tags have none of these characters. */
const literal = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const when = (variable: string | undefined, body: string) => (variable ? `{{#${variable}}}${body}{{/${variable}}}` : body);

function htmlBlock(block: Block, frame: LanguageFrame): string {
  if ('action' in block) {
    const href = `{{${block.href ?? 'link'}}}`;
    return [
      `<p style="margin:24px 0;"><a href="${href}" style="display:inline-block;padding:12px 24px;background-color:${COLOR.brand};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${literal(block.action)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:${COLOR.muted};">${literal(frame.linkFallback)}<br><a href="${href}" style="color:${COLOR.brand};word-break:break-all;">${href}</a></p>`,
    ].join('\n');
  }
  if ('ratings' in block) {
    // One link per rating, the lowest first: `{{surveyUrl}}?rating=N`, each with its words.
    const links = block.ratings.map(
      (words, i) =>
        `<a href="{{${block.href}}}?rating=${i + 1}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 14px;border:1px solid ${COLOR.brand};border-radius:6px;color:${COLOR.brand};text-decoration:none;font-weight:bold;">${i + 1} · ${literal(words)}</a>`,
    );
    return `<p style="margin:16px 0 24px;">${links.join('\n')}</p>`;
  }
  if ('code' in block) {
    return `<p style="margin:24px 0;font-size:32px;font-weight:bold;letter-spacing:8px;font-family:'Courier New', Courier, monospace;">{{code}}</p>`;
  }
  return when(block.when, `<p style="margin:0 0 16px;">${literal(block.p)}</p>`);
}

/** The footer: for a template that may take replies, the reply footer while {{replyTo}} is set, else the no-reply one. */
function footerOf(frame: LanguageFrame, replies: boolean, escape: (s: string) => string): string {
  if (!replies) return escape(frame.footer);
  return `{{#${REPLY_TO_VARIABLE}}}${escape(frame.replyFooter)}{{/${REPLY_TO_VARIABLE}}}{{^${REPLY_TO_VARIABLE}}}${escape(frame.footer)}{{/${REPLY_TO_VARIABLE}}}`;
}

function htmlOf(language: LanguageCode, copy: Copy, replies: boolean): string {
  const frame = FRAME[language];
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>{{productName}}</title></head>',
    `<body style="margin:0;padding:0;background-color:${COLOR.page};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color:${COLOR.page};padding:24px 0;"><tr><td align="center">`,
    `<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background-color:#ffffff;border-radius:8px;font-family:${FONT};color:${COLOR.text};">`,
    `<tr><td style="padding:20px 32px;border-bottom:3px solid ${COLOR.brand};font-size:20px;font-weight:bold;color:${COLOR.brand};">{{productName}}</td></tr>`,
    '<tr><td style="padding:32px;font-size:15px;line-height:1.6;">',
    `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;">${literal(copy.heading)}</h1>`,
    `<p style="margin:0 0 16px;">${literal(frame.greeting)}</p>`,
    ...copy.blocks.map((b) => htmlBlock(b, frame)),
    '</td></tr>',
    `<tr><td style="padding:16px 32px;border-top:1px solid ${COLOR.line};font-size:12px;color:${COLOR.faint};">${footerOf(frame, replies, literal)}</td></tr>`,
    '</table>',
    '</td></tr></table>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function textBlock(block: Block): string {
  if ('action' in block) return `${block.action}:\n{{${block.href ?? 'link'}}}\n\n`;
  if ('code' in block) return '    {{code}}\n\n';
  if ('ratings' in block) return `${block.ratings.map((words, i) => `${i + 1} · ${words}: {{${block.href}}}?rating=${i + 1}\n`).join('')}\n`;
  return when(block.when, `${block.p}\n\n`);
}

function textOf(language: LanguageCode, copy: Copy, replies: boolean): string {
  const frame = FRAME[language];
  return `${frame.greeting}\n\n${copy.blocks.map(textBlock).join('')}--\n${footerOf(frame, replies, (s) => s)}\n`;
}

function build(key: EmailTemplateKey, language: LanguageCode, copy: Copy): EmailParts {
  const replies = TEMPLATE_VARIABLES[key].includes(REPLY_TO_VARIABLE);
  return { subject: copy.subject, html: htmlOf(language, copy, replies), text: textOf(language, copy, replies) };
}

const DEFAULTS = Object.fromEntries(
  EMAIL_TEMPLATE_KEYS.map((key) => [key, Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, build(key, lang, COPY[key][lang])]))]),
) as Record<EmailTemplateKey, Record<LanguageCode, EmailParts>>;

/** The built-in template of a key and language, used when the table has no row for it. */
export function defaultTemplate(key: EmailTemplateKey, language: LanguageCode): EmailParts {
  return DEFAULTS[key][language];
}

/**
 * Inserts the built-in template of every key and language the table lacks, and brings those
 * nobody has edited (no `updated_by`: only the back office's edit sets it) up to this version's
 * words, so an upgrade's new line (the user name in the reset email, say) reaches existing
 * installations; edited rows stay as they are.
 */
export async function seedEmailTemplates(db: Db): Promise<void> {
  const rows = EMAIL_TEMPLATE_KEYS.flatMap((key) => LANGUAGE_CODES.map((language) => ({ key, language, ...DEFAULTS[key][language] })));
  await db
    .insert(emailTemplates)
    .values(rows)
    .onConflictDoUpdate({
      target: [emailTemplates.key, emailTemplates.language],
      set: { subject: sql`excluded.subject`, html: sql`excluded.html`, text: sql`excluded.text`, updatedAt: sql`now()` },
      setWhere: sql`${emailTemplates.updatedBy} is null and (${emailTemplates.subject}, ${emailTemplates.html}, ${emailTemplates.text}) is distinct from (excluded.subject, excluded.html, excluded.text)`,
    });
}
