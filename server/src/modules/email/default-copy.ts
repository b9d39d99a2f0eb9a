import type { EmailTemplateKey } from '@customer-hub/contract/email';
import { rawText, type TextKey } from '@customer-hub/contract/i18n/dictionaries';
import { LANGUAGE_CODES, type LanguageCode } from '@customer-hub/contract/languages';

/**
 * The built-in templates (the default copy staff start from in the back office): their words are
 * the dictionaries' `email.*` (contract/src/i18n/<lang>.server.json), their layout is here;
 * templates.ts lays them out as HTML and text. Plain text with mustache tags: `{{#x}}…{{/x}}`
 * shows a part only when the variable is given. The notification templates (one per kind, which
 * modules/notifications sends when a recipient's preferences say "by email") open the
 * notification's page with their button ({{pageUrl}}: not a secret, so the email log keeps it).
 */
export type Block =
  | { p: string; when?: string }
  /** A button to {{link}} (or to the variable `href` names), with the address written out below it. */
  | { action: string; href?: string }
  /** {{code}}, large. */
  | { code: true }
  /** One link per rating (1 to 5, each with its words) to `{{<href>}}?rating=N`. */
  | { ratings: string[]; href: string };

export interface Copy {
  subject: string;
  heading: string;
  blocks: Block[];
}

export interface LanguageFrame {
  greeting: string;
  linkFallback: string;
  footer: string;
  /** The footer of an email that takes replies (a Reply-To is set): what a reply does. */
  replyFooter: string;
}

/**
 * A block as laid out: its text is a key, `email.blocks.*` for a block several templates share,
 * else the name of a text of the template's own (`email.templates.<template>.<name>`).
 */
type Layout = Block;

const B = {
  open: { action: 'email.blocks.open', href: 'pageUrl' },
  requestTitle: { p: 'email.blocks.requestTitle', when: 'title' },
  changedBy: { p: 'email.blocks.changedBy', when: 'byName' },
  withNote: { p: 'email.blocks.withNote', when: 'note' },
  userNameIs: { p: 'email.blocks.userNameIs', when: 'userName' },
  setPasswordIntro: { p: 'email.blocks.setPasswordIntro' },
  setPassword: { action: 'email.blocks.setPassword' },
  linkValid: { p: 'email.blocks.linkValid', when: 'expiresMinutes' },
  codeValid: { p: 'email.blocks.codeValid', when: 'expiresMinutes' },
} satisfies Record<string, Layout>;

const LAYOUT: Record<EmailTemplateKey, Layout[]> = {
  access_request_received: [{ p: 'p1' }, { p: 'p2' }],
  access_request_approved: [{ p: 'p1' }, B.userNameIs, B.setPasswordIntro, B.setPassword, B.linkValid],
  user_invitation: [{ p: 'p1' }, B.userNameIs, B.setPasswordIntro, B.setPassword, B.linkValid],
  access_request_rejected: [{ p: 'p1' }, { p: 'p2' }],
  signup_verify: [{ p: 'p1' }, { action: 'action' }, B.linkValid, { p: 'p2' }],
  signup_existing_account: [{ p: 'p1' }, B.userNameIs, { p: 'p2' }, { p: 'p3' }],
  password_reset: [{ p: 'p1' }, B.userNameIs, { action: 'action' }, B.linkValid, { p: 'p2' }],
  password_changed: [{ p: 'p1' }, { p: 'p2' }, { p: 'p3' }],
  two_factor_code: [{ p: 'p1' }, { code: true }, B.codeValid, { p: 'p2' }],
  two_factor_setup: [{ p: 'p1' }, { code: true }, B.codeValid, { p: 'p2' }],
  two_factor_reset: [{ p: 'p1' }, B.userNameIs, { p: 'p2' }, { p: 'p3' }],
  sign_in_unlock: [{ p: 'p1' }, { code: true }, B.codeValid, { p: 'p2' }],
  email_change_verify: [{ p: 'p1' }, B.userNameIs, { action: 'action' }, B.linkValid, { p: 'p2' }],
  email_change_notice: [{ p: 'p1' }, B.userNameIs, { p: 'p2' }, { p: 'p3' }],
  passkey_added: [{ p: 'p1' }, B.userNameIs, { p: 'p2' }, { p: 'p3' }],
  notification_access_request: [{ p: 'p1' }, B.open],
  notification_ticket_created: [{ p: 'p1', when: 'byName' }, B.requestTitle, B.open],
  notification_ticket_proposed: [B.requestTitle, { p: 'p1' }, { p: 'p2' }, B.open],
  notification_ticket_status_changed: [B.requestTitle, B.changedBy, B.withNote, B.open],
  notification_ticket_comment: [{ p: 'p1', when: 'byName' }, B.requestTitle, B.open],
  notification_ticket_assigned: [{ p: 'p1', when: 'byName' }, B.requestTitle, B.open],
  notification_order_status_changed: [B.changedBy, B.withNote, B.open],
  notification_document_added: [{ p: 'p1' }, B.open],
  notification_privacy_policy: [{ p: 'p1', when: 'title' }, { p: 'p2' }, B.open],
  notification_ticket_survey: [B.requestTitle, { p: 'p1' }, { ratings: ['rating1', 'rating2', 'rating3', 'rating4', 'rating5'], href: 'surveyUrl' }, { p: 'p2' }, B.open],
  mail_in_held: [{ p: 'p1' }, { p: 'p2' }],
  mail_in_closed: [{ p: 'p1' }, { p: 'p2' }],
  notification_ticket_sla_warning: [B.requestTitle, { p: 'p1' }, B.open],
  notification_erasure_overdue: [{ p: 'p1' }, B.open],
  notification_data_export_ready: [{ p: 'p1', when: 'forName' }, { p: 'p2' }, { p: 'p3', when: 'expiresAt' }, B.open],
  webhook_disabled: [{ p: 'p1' }, { p: 'p2', when: 'lastError' }, { p: 'p3' }],
};

function copyOf(key: EmailTemplateKey, language: LanguageCode): Copy {
  const text = (ref: string) => rawText(language, (ref.includes('.') ? ref : `email.templates.${key}.${ref}`) as TextKey);
  return {
    subject: rawText(language, `email.templates.${key}.subject`),
    heading: rawText(language, `email.templates.${key}.heading`),
    blocks: LAYOUT[key].map((b) => ('p' in b ? { ...b, p: text(b.p) } : 'action' in b ? { ...b, action: text(b.action) } : 'ratings' in b ? { ...b, ratings: b.ratings.map(text) } : b)),
  };
}

export const COPY = Object.fromEntries(
  (Object.keys(LAYOUT) as EmailTemplateKey[]).map((key) => [key, Object.fromEntries(LANGUAGE_CODES.map((language) => [language, copyOf(key, language)]))]),
) as Record<EmailTemplateKey, Record<LanguageCode, Copy>>;

export const FRAME = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [
    language,
    {
      greeting: rawText(language, 'email.frame.greeting'),
      linkFallback: rawText(language, 'email.frame.linkFallback'),
      footer: rawText(language, 'email.frame.footer'),
      replyFooter: rawText(language, 'email.frame.replyFooter'),
    },
  ]),
) as Record<LanguageCode, LanguageFrame>;
