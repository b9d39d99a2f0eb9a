import { z } from 'zod';
import { LanguageCode } from './languages.ts';
import { PageQuery, pageOf } from './paging.ts';

/** Every email the product sends; each has a template per language. */
export const EMAIL_TEMPLATE_KEYS = [
  'access_request_received',
  'access_request_approved',
  'access_request_rejected',
  'signup_verify',
  'signup_existing_account',
  'password_reset',
  'password_changed',
  'two_factor_code',
] as const;
export const EmailTemplateKey = z.enum(EMAIL_TEMPLATE_KEYS);
export type EmailTemplateKey = z.infer<typeof EmailTemplateKey>;

export const EmailTemplate = z.object({
  key: EmailTemplateKey,
  language: LanguageCode,
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** Variables the template may use ({{name}}); a secret one is redacted in the email log. */
  variables: z.array(z.string()),
  updatedAt: z.string(),
});
export const EmailTemplatesResponse = z.array(EmailTemplate);
export const EmailTemplateParams = z.object({ key: EmailTemplateKey, language: LanguageCode });
export const UpdateEmailTemplateRequest = z.object({
  subject: z.string().trim().min(1).max(300),
  html: z.string().min(1).max(100_000),
  text: z.string().min(1).max(100_000),
});
export const PreviewEmailTemplateRequest = UpdateEmailTemplateRequest.partial().extend({
  variables: z.record(z.string(), z.string().max(2000)).optional(),
});
export const EmailPreview = z.object({ subject: z.string(), html: z.string(), text: z.string() });

export const EMAIL_STATUSES = ['Pending', 'Sent', 'Failed', 'Kept'] as const;
export const EmailLogEntry = z.object({
  id: z.string(),
  templateKey: z.string(),
  language: z.string(),
  to: z.string(),
  cc: z.string(),
  bcc: z.string(),
  subject: z.string(),
  shortMessage: z.string(),
  fullMessage: z.string(),
  html: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export const FindEmailLogsRequest = PageQuery.extend({
  status: z.enum(EMAIL_STATUSES).optional(),
  to: z.string().trim().max(254).optional(),
});
export const FindEmailLogsResponse = pageOf(EmailLogEntry);
