import { z } from 'zod';
import { LanguageCode } from './languages.ts';
import { IdParams, INSTANT_RANGE_FILTER, listRequest, PageQuery, pageOf, searchFilter } from './paging.ts';
import { EMAIL_TEMPLATE_KEYS, EMAIL_TEMPLATE_SUBJECT_MAX, RAW_TEMPLATE_TAG, EMAIL_STATUSES } from './constants/email.ts';
export * from './constants/email.ts';

export const EmailTemplateKey = z.enum(EMAIL_TEMPLATE_KEYS);
export type EmailTemplateKey = z.infer<typeof EmailTemplateKey>;

const templatePart = (s: z.ZodString) =>
  s.refine((v) => !RAW_TEMPLATE_TAG.test(v), { message: 'Raw {{{ }}} and {{& }} tags, partials and delimiter changes are not allowed' });

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
export type EmailTemplate = z.infer<typeof EmailTemplate>;
export const EmailTemplatesResponse = z.array(EmailTemplate);
export const EmailTemplateParams = z.object({ key: EmailTemplateKey, language: LanguageCode });
export const UpdateEmailTemplateRequest = z.object({
  subject: templatePart(z.string().trim().min(1).max(EMAIL_TEMPLATE_SUBJECT_MAX)),
  html: templatePart(z.string().min(1).max(100_000)),
  text: templatePart(z.string().min(1).max(100_000)),
});
export type UpdateEmailTemplateRequest = z.infer<typeof UpdateEmailTemplateRequest>;
export const PreviewEmailTemplateRequest = UpdateEmailTemplateRequest.partial().extend({
  variables: z.record(z.string(), z.string().max(2000)).optional(),
});
export type PreviewEmailTemplateRequest = z.infer<typeof PreviewEmailTemplateRequest>;
export const EmailPreview = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type EmailPreview = z.infer<typeof EmailPreview>;
/** POST /api/email-templates/:key/:language/test: the (unsaved) template sent to the caller's own address. */
export const SendTestEmailResponse = z.object({ to: z.string() });
export type SendTestEmailResponse = z.infer<typeof SendTestEmailResponse>;

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
export type EmailLogEntry = z.infer<typeof EmailLogEntry>;
export const FindEmailLogsRequest = PageQuery.extend({
  status: z.enum(EMAIL_STATUSES).optional(),
  to: z.string().trim().max(254).optional(),
  search: searchFilter().describe('Part of the subject or template'),
  // `to` is the recipient here: the range's ends take other names.
  dateFrom: INSTANT_RANGE_FILTER.from,
  dateTo: INSTANT_RANGE_FILTER.to,
});
export type FindEmailLogsRequest = z.infer<typeof FindEmailLogsRequest>;
export const FindEmailLogsResponse = pageOf(EmailLogEntry);

/** GET /api/email-logs/export (staff): the filtered email log as CSV (redacted as the list is). */
export const ExportEmailLogsRequest = FindEmailLogsRequest.omit({ page: true, pageSize: true }).extend({ fileLanguage: LanguageCode.optional() });
export type ExportEmailLogsRequest = z.infer<typeof ExportEmailLogsRequest>;

/**
 * The outbox queue (staff's Email outbox screen): emails not yet delivered. `pending` waits for its
 * first attempt, `retrying` was refused and waits for its next one, `failed` was given up.
 */
export const OUTBOX_STATES = ['pending', 'retrying', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];
export const OUTBOX_SORTS = ['createdAt', 'nextAttemptAt', 'attempts', 'to'] as const;

export const FindOutboxRequest = listRequest({
  sorts: OUTBOX_SORTS,
  sort: 'createdAt',
  filters: {
    state: z.enum(OUTBOX_STATES).optional().describe('One state; left out, every email not yet delivered'),
    search: searchFilter().describe('Part of the recipient, subject or template'),
  },
});
export type FindOutboxRequest = z.infer<typeof FindOutboxRequest>;

export const OutboxEntry = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  templateKey: z.string(),
  language: z.string(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When it is tried next; null once given up. */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  /**
   * Whether "Retry now" can send it: a retrying email always; a failed one only when its logged
   * copy is the whole message (no link or code was taken out of it).
   */
  retryable: z.boolean(),
});
export type OutboxEntry = z.infer<typeof OutboxEntry>;
export const FindOutboxResponse = pageOf(OutboxEntry);
export const OutboxRetryParams = IdParams;
