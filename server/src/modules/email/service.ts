import type { Db } from '@/db/client.ts';
import { conflict, notFound } from '@/lib/errors.ts';
import { mapPage } from '@/db/paged-query.ts';
import type { ServiceContext } from '@/service-context.ts';
import {
  EMAIL_TEMPLATE_KEYS,
  type EmailLogEntry,
  type EmailPreview,
  type EmailTemplate,
  type EmailTemplateKey,
  type ExportEmailLogsRequest,
  type FindEmailLogsRequest,
  type FindOutboxRequest,
  type OutboxEntry,
  type PreviewEmailTemplateRequest,
  type UpdateEmailTemplateRequest,
} from '@customer-hub/contract/email';
import { LANGUAGE_CODES, type LanguageCode } from '@customer-hub/contract/languages';
import { checkTemplate, cleanAddress, escapeHtml, oneLine, renderEmail, type EmailParts, type TemplateProblem } from './render.ts';
import * as repo from './repository.ts';
import type { Principal } from '@/plugins/policy.ts';
import { csvFile, emailHeaders, fileLanguageOf, LOG_EXPORT_MAX } from '@/modules/logs/service.ts';
import { defaultTemplate, PRODUCT_NAME, REPLY_TO_VARIABLE, SAMPLE_VALUES, SECRET_VARIABLES, TEMPLATE_VARIABLES } from './templates.ts';

/** At start and after migrations: the templates a new version adds (main.ts, migrate.ts). */
export { seedEmailTemplates } from './templates.ts';

export interface EmailRequest {
  templateKey: EmailTemplateKey;
  language: LanguageCode;
  to: string;
  variables?: Record<string, string>;
  /** Values that let someone in (`link`, `code`): in the sent message only, never in the log. */
  secrets?: Record<string, string>;
  /** The template's parts to render instead of the stored ones (a test of unsaved edits). */
  parts?: EmailParts;
  /** Where replies go (mail in: a ticket's signed reply address). */
  replyTo?: string;
  /** Further headers of the sent message (References, Auto-Submitted); names and values on one line. */
  headers?: Record<string, string>;
}

/** The unredacted message kept in email_secrets until it is sent or given up. */
export interface OutboxMessage extends EmailParts {
  to: string;
  /** The secret values, so a delivery error that echoes one can be scrubbed before it is logged. */
  secrets: string[];
  replyTo?: string;
  headers?: Record<string, string>;
}

export const REDACTED = '[redacted]';
const SHORT_MESSAGE_LENGTH = 140;
// One plain address: a list, a display name or a header break would reach other recipients.
const PLAIN_ADDRESS = /^[^\s@,;:<>()"[\]\\]+@[^\s@,;:<>()"[\]\\]+\.[^\s@,;:<>()"[\]\\]+$/;

async function loadTemplate(db: Db, key: EmailTemplateKey, language: LanguageCode) {
  return (await repo.getTemplate(db, key, language)) ?? { ...defaultTemplate(key, language), updatedAt: new Date(0) };
}

/** Every secret value of a request, longest first so a shorter one inside it cannot split it. */
function secretValuesOf(req: EmailRequest): string[] {
  const fromVariables = SECRET_VARIABLES.map((name) => req.variables?.[name]);
  const all = [...Object.values(req.secrets ?? {}), ...fromVariables].filter((v): v is string => typeof v === 'string' && v.length > 0);
  return [...new Set(all)].sort((a, b) => b.length - a.length);
}

/** Replaces every secret value in `text`, as written and as `encode` writes it. */
export function scrub(text: string, secrets: readonly string[], encode: (s: string) => string = (s) => s): string {
  let out = text;
  for (const secret of secrets) {
    out = out.replaceAll(secret, REDACTED);
    const encoded = encode(secret);
    if (encoded && encoded !== secret) out = out.replaceAll(encoded, REDACTED);
  }
  return out;
}

function redactedValues(values: Record<string, string>, req: EmailRequest, secrets: string[]): Record<string, string> {
  const secretNames = new Set([...SECRET_VARIABLES, ...Object.keys(req.secrets ?? {})]);
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, secretNames.has(name) ? REDACTED : scrub(value, secrets)]));
}

/** The log's short message: the text on one line, cut to SHORT_MESSAGE_LENGTH. */
export function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= SHORT_MESSAGE_LENGTH ? flat : `${flat.slice(0, SHORT_MESSAGE_LENGTH - 1).trimEnd()}…`;
}

const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]{0,60}$/;
const oneHeaderLine = (v: string) => v.replace(/[\r\n]+/g, ' ').slice(0, 998);

/** The Reply-To and extra headers of a request, on one line each (a name that is not a token is left out). */
function headersOf(req: EmailRequest): Pick<OutboxMessage, 'replyTo' | 'headers'> {
  const replyTo = req.replyTo && PLAIN_ADDRESS.test(cleanAddress(req.replyTo)) ? cleanAddress(req.replyTo) : undefined;
  const headers = Object.fromEntries(Object.entries(req.headers ?? {}).filter(([name]) => HEADER_NAME.test(name)).map(([name, value]) => [name, oneHeaderLine(value)]));
  return { ...(replyTo && { replyTo }), ...(Object.keys(headers).length && { headers }) };
}

/** Whether an address is one a message may be queued to (enqueueEmail refuses any other). */
export const isPlainAddress = (to: string) => PLAIN_ADDRESS.test(cleanAddress(to));

/**
 * Writes the outbox row (the email log entry, every secret value replaced by "[redacted]") and its
 * email_secrets row (the real message) in the caller's transaction, and wakes the worker when that
 * transaction commits. Answers the outbox id.
 */
export async function enqueueEmail(tx: Db, req: EmailRequest): Promise<string> {
  const to = cleanAddress(req.to);
  if (!PLAIN_ADDRESS.test(to)) throw new Error('enqueueEmail: the recipient is not one plain email address');
  const template = req.parts ?? (await loadTemplate(tx, req.templateKey, req.language));
  const declared = TEMPLATE_VARIABLES[req.templateKey];
  const headers = headersOf(req);
  // {{replyTo}} is the message's Reply-To, whatever the caller's variables say: the footer tells whether a reply is read.
  const { [REPLY_TO_VARIABLE]: _given, ...given } = { ...req.variables, ...req.secrets };
  const values: Record<string, string> = { ...given, productName: PRODUCT_NAME, ...(headers.replyTo && { [REPLY_TO_VARIABLE]: headers.replyTo }) };
  const secrets = secretValuesOf({ ...req, variables: values });

  const real = renderEmail(template, values, declared);
  const shown = renderEmail(template, redactedValues(values, req, secrets), declared);
  const logged = { subject: scrub(shown.subject, secrets, oneLine), html: scrub(shown.html, secrets, escapeHtml), text: scrub(shown.text, secrets) };

  const id = await repo.insertOutbox(tx, {
    templateKey: req.templateKey,
    language: req.language,
    to,
    subject: logged.subject,
    shortMessage: summary(logged.text),
    fullMessage: logged.text,
    html: logged.html,
  });
  const message: OutboxMessage = { to, ...real, secrets, ...headers };
  await repo.insertSecret(tx, id, message);
  await repo.notifyWorker(tx);
  return id;
}

function toEmailTemplate(key: EmailTemplateKey, language: LanguageCode, t: EmailParts & { updatedAt: Date }): EmailTemplate {
  return { key, language, subject: t.subject, html: t.html, text: t.text, variables: [...TEMPLATE_VARIABLES[key]], updatedAt: t.updatedAt.toISOString() };
}

/** Every template, for every key and language: the edited one, or the built-in default. */
export async function listTemplates(db: Db): Promise<EmailTemplate[]> {
  const rows = new Map((await repo.listTemplates(db)).map((r) => [`${r.key}/${r.language}`, r]));
  return EMAIL_TEMPLATE_KEYS.flatMap((key) =>
    LANGUAGE_CODES.map((language) =>
      toEmailTemplate(key, language, rows.get(`${key}/${language}`) ?? { ...defaultTemplate(key, language), updatedAt: new Date(0) }),
    ),
  );
}

// A 4xx that is not an AppError keeps its message as the problem's `detail`, so the editor sees what to fix.
function invalidTemplate(problems: TemplateProblem[]): Error {
  return Object.assign(new Error(problems.map((p) => `${p.part}: ${p.message}`).join(' ')), { statusCode: 400 });
}

/** Saves an edited template after checking it only uses its declared variables and escaped tags. */
export async function updateTemplate(ctx: ServiceContext, key: EmailTemplateKey, language: LanguageCode, body: UpdateEmailTemplateRequest): Promise<EmailTemplate> {
  const problems = checkTemplate(body, TEMPLATE_VARIABLES[key]);
  if (problems.length) throw invalidTemplate(problems);
  const saved = await ctx.transaction(async (t) => {
    const row = await repo.upsertTemplate(t.db, { key, language, subject: body.subject, html: body.html, text: body.text, updatedBy: ctx.principal.userId });
    await t.audit('email', `Email template ${key} (${language}) saved`);
    return row;
  });
  return toEmailTemplate(key, language, saved);
}

/** Renders the given parts (or the stored ones) with the given variables, samples for the rest. */
export async function previewTemplate(
  db: Db,
  key: EmailTemplateKey,
  language: LanguageCode,
  body: PreviewEmailTemplateRequest,
): Promise<EmailPreview> {
  const { variables, ...given } = body;
  const problems = checkTemplate(given, TEMPLATE_VARIABLES[key]);
  if (problems.length) throw invalidTemplate(problems);
  const stored = await loadTemplate(db, key, language);
  const parts = { subject: given.subject ?? stored.subject, html: given.html ?? stored.html, text: given.text ?? stored.text };
  return renderEmail(parts, { ...SAMPLE_VALUES, ...variables, productName: PRODUCT_NAME }, TEMPLATE_VARIABLES[key]);
}

/**
 * Sends the template as edited (unsaved parts over the stored ones), rendered with sample values,
 * to the signed-in staff member's own address, through the outbox like any email; audited.
 */
export async function sendTestEmail(
  ctx: ServiceContext,
  key: EmailTemplateKey,
  language: LanguageCode,
  body: PreviewEmailTemplateRequest,
): Promise<{ to: string }> {
  const { variables, ...given } = body;
  const problems = checkTemplate(given, TEMPLATE_VARIABLES[key]);
  if (problems.length) throw invalidTemplate(problems);
  return ctx.transaction(async (tx) => {
    const to = await repo.emailOfUser(tx.db, ctx.principal.userId);
    if (!to) throw notFound('User');
    const stored = await loadTemplate(tx.db, key, language);
    const parts = { subject: given.subject ?? stored.subject, html: given.html ?? stored.html, text: given.text ?? stored.text };
    await enqueueEmail(tx.db, { templateKey: key, language, to, parts, variables: { ...SAMPLE_VALUES, ...variables } });
    await tx.audit('email', `Test email of template ${key} (${language}) sent to ${to}`);
    return { to };
  });
}

function toLogEntry(row: repo.OutboxRow): EmailLogEntry {
  const { nextAttemptAt: _next, leasedUntil: _lease, sentAt, createdAt, ...rest } = row;
  return { ...rest, sentAt: sentAt?.toISOString() ?? null, createdAt: createdAt.toISOString() };
}

/** Email log page for the back office (bodies as logged: secrets redacted). */
export async function findEmailLogs({ db }: ServiceContext, q: FindEmailLogsRequest) {
  return mapPage(await repo.findEmailLogs(db, q), toLogEntry);
}

/** The filtered email log as CSV (bodies left out; secrets were never in it), headers in the file's language. */
export async function exportEmailLogs(db: Db, principal: Principal, q: ExportEmailLogsRequest): Promise<{ csv: string; rows: number }> {
  const language = fileLanguageOf(q.fileLanguage, principal.language);
  const rows = (await repo.allEmailLogs(db, q, LOG_EXPORT_MAX)).map(toLogEntry);
  const keys = ['createdAt', 'templateKey', 'language', 'to', 'cc', 'bcc', 'subject', 'status', 'attempts', 'lastError', 'sentAt'] as const;
  const cells = rows.map((r) => keys.map((k) => String(r[k] ?? '')));
  return { csv: csvFile(language, keys.map((k) => emailHeaders(language)[k]), cells), rows: rows.length };
}

/** Whether "Retry now" can send the email: one waiting for a retry, or a given-up one whose logged copy is the whole message. */
function retryableOf(row: repo.OutboxRow): boolean {
  if (row.status === 'Pending') return row.attempts > 0;
  return row.status === 'Failed' && ![row.subject, row.html, row.fullMessage].some((part) => part.includes(REDACTED));
}

function toOutboxEntry(row: repo.OutboxRow): OutboxEntry {
  const failed = row.status === 'Failed';
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    templateKey: row.templateKey,
    language: row.language,
    state: failed ? 'failed' : row.attempts > 0 ? 'retrying' : 'pending',
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: failed ? null : row.nextAttemptAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    retryable: retryableOf(row),
  };
}

/** The outbox queue for the back office: emails pending, retrying or given up (bodies left out). */
export async function findOutbox({ db }: ServiceContext, q: FindOutboxRequest) {
  return mapPage(await repo.findOutbox(db, q), toOutboxEntry);
}

/**
 * "Retry now": a retrying email is due at once; a given-up one is queued again from its logged
 * copy (which is the whole message, or it cannot be retried) with its attempts from the start.
 * Audited; the worker is woken when the change commits.
 */
export async function retryOutboxEmail(ctx: ServiceContext, id: string): Promise<OutboxEntry> {
  return ctx.transaction(async (t) => {
    const row = await repo.outboxEmail(t.db, id);
    if (!row || (row.status !== 'Pending' && row.status !== 'Failed')) throw notFound('Email');
    if (!retryableOf(row)) throw conflict(row.status === 'Failed' ? 'The email held a link or code that is no longer kept: it cannot be sent again' : 'The email is waiting for its first attempt');
    const restart = row.status === 'Failed';
    if (restart) await repo.insertSecret(t.db, id, { to: row.to, subject: row.subject, html: row.html, text: row.fullMessage, secrets: [] } satisfies OutboxMessage);
    await repo.requeueOutbox(t.db, id, { restart });
    await repo.notifyWorker(t.db);
    await t.audit('email', `Email ${row.templateKey} to ${row.to} queued again (${restart ? 'failed' : 'retrying'}, ${row.attempts} attempts)`);
    return toOutboxEntry((await repo.outboxEmail(t.db, id))!);
  });
}
