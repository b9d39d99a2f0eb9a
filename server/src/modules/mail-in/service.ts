import type { ParsedMail } from 'mailparser';
import type { Db } from '@/db/client.ts';
import { mapPage } from '@/db/paged-query.ts';
import { AppError, conflict, notFound } from '@/lib/errors.ts';
import { toIso } from '@/lib/lists.ts';
import { recipientKind, tokensInReferences, verifyReplyToken, type ReplyTarget } from '@/lib/reply-address.ts';
import { storableText } from '@/lib/safe-text.ts';
import type { BlobStore } from '@/lib/storage/storage.ts';
import { sniffContentType } from '@/lib/content-type.ts';
import { nameWithExtension } from '@/lib/file-names.ts';
import { enqueueEmail } from '@/modules/email/service.ts';
import { commentOnTicket, createTicket, getFormOptions, isClosed, uploadAttachment } from '@/modules/tickets/service.ts';
import type { ServiceContext } from '@/service-context.ts';
import type { Principal } from '@/plugins/policy.ts';
import { matchLanguage, type LanguageCode } from '@customer-hub/contract/languages';
import type { Permission } from '@customer-hub/contract/permissions';
import { isStaff, type Role } from '@customer-hub/contract/roles';
import {
  TICKET_ATTACHMENT_MAX_BYTES,
  TICKET_ATTACHMENT_TYPES,
  TICKET_ATTACHMENTS_PER_MESSAGE,
  TICKET_TEXT_MAX,
  TICKET_TITLE_MAX,
} from '@customer-hub/contract/tickets';
import type { FindInboundMailsRequest, InboundMail, InboundMailReason, InboundMailStatus, InboundMailSummary } from '@customer-hub/contract/mail-in';
import { dropReason, headerLinesOf, headerText, messageIdOf, parseMail, recipientsOf, referencesOf, senderOf, type Envelope } from './intake.ts';
import { cutReply } from './reply-text.ts';
import * as repo from './repository.ts';

export { cutReply } from './reply-text.ts';

/** What processing a mail needs from the app. */
export interface MailInDeps {
  db: Db;
  /** A context acting as `principal` (null: the system), writing through the app's side effects. */
  contextFor<P extends Principal | null>(principal: P, db?: Db): ServiceContext<P>;
  storage: BlobStore;
  /** The reply tokens' key (SecretBox.deriveKey('mail-in')). */
  key: Buffer;
  /** The support address (MAIL_IN_ADDRESS). */
  address: string;
  /** Our own sending addresses (EMAIL_FROM's): a mail from one is a loop. */
  ownAddresses: string[];
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** One polite answer per sender address in this time, however many of their mails are held. */
export const ANSWER_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** A mail still unprocessed after this long (a crash right after it was stored) is processed by the periodic task. */
export const RETRY_AFTER_MS = 60 * 1000;

type Outcome =
  | { status: 'dropped'; reason: InboundMailReason }
  | { status: 'held'; reason: InboundMailReason; ticketId?: string; companyId?: string; senderId?: string; answer?: 'mail_in_held' | 'mail_in_closed'; ticketNo?: string; language?: LanguageCode }
  | { status: 'posted'; user: repo.MailUser; ticketId: string; companyId: string }
  | { status: 'ticket_created'; user: repo.MailUser; siteId: string };

/** A principal acting as the mail's sender (as a job acts): their roles, permissions, company and tree node. */
export function principalOf(user: repo.MailUser): Principal {
  return {
    userId: user.id,
    sessionId: '',
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    roles: user.roles as Role[],
    permissions: user.permissions as Permission[],
    companyId: user.companyId,
    companyName: user.companyName,
    treeNode: user.treeNodeKind && user.treeNodeId ? { kind: user.treeNodeKind, id: user.treeNodeId } : null,
    language: user.language,
    mainContact: user.mainContact,
    showContractNumber: user.showContractNumber,
    showTreeId: user.showTreeId,
    expiresAt: new Date(Date.now() + 5 * 60 * 1000),
    policyPending: false,
    hasPasskey: false,
    passkeyRequired: false,
    viewAs: null,
  };
}

/** A user whose mail may act for them: active, the address verified, and (a contact) allowed service requests. */
const mayAct = (user: repo.MailUser | undefined): user is repo.MailUser =>
  !!user && user.active && user.emailVerifiedAt !== null && (isStaff(user.roles as Role[]) || user.permissions.includes('Requests'));

/**
 * Stores a mail as received (before the transport answers 250 or marks it seen): its Message-ID
 * once. Answers the new row's id, or null for a second copy of a Message-ID already stored (dropped,
 * logged and audited here).
 */
export async function receiveMail(deps: MailInDeps, raw: Buffer, envelope: Envelope, transport: 'smtp' | 'imap'): Promise<string | null> {
  const mail = await parseMail(raw);
  const messageId = messageIdOf(mail, raw);
  const from = senderOf(mail);
  const to = recipientsOf(mail, envelope).find((r) => recipientKind(deps.address, r).kind !== 'other') ?? recipientsOf(mail, envelope)[0] ?? '';
  const created = await repo.insertMail(deps.db, {
    messageId,
    transport,
    envelopeFrom: storableText(envelope.from).slice(0, 500),
    fromAddress: from.address.slice(0, 500),
    fromName: from.name,
    toAddress: storableText(to).slice(0, 500),
    subject: storableText(mail.subject ?? '').slice(0, 998),
    attachmentCount: mail.attachments.length,
    size: raw.length,
    raw,
  });
  if (!created) {
    deps.log.info({ messageId, transport }, 'inbound mail dropped: a second copy of a Message-ID already received');
    await deps.contextFor(null).audit('mail-in', `Inbound mail from ${from.address || '(no sender)'} dropped (duplicate of Message-ID ${messageId})`);
    return null;
  }
  return created.id;
}

/** The token of a reply: the tagged recipient's, else one in References / In-Reply-To; or the bare address. */
function addressing(deps: MailInDeps, mail: ParsedMail, envelope: Envelope): { token: string } | { bare: true } | null {
  const kinds = recipientsOf(mail, envelope).map((r) => recipientKind(deps.address, r));
  const tagged = kinds.find((k) => k.kind === 'tagged');
  if (tagged && tagged.kind === 'tagged') return { token: tagged.tag };
  const [fromReferences] = tokensInReferences(deps.address, referencesOf(mail));
  if (fromReferences) return { token: fromReferences };
  if (kinds.some((k) => k.kind === 'bare')) return { bare: true };
  return null;
}

/** The sender's language for an answer: theirs when known, else the mail's Content-Language, else English. */
const answerLanguage = (mail: ParsedMail, user?: repo.MailUser): LanguageCode =>
  matchLanguage(user?.language) ?? matchLanguage(headerText(mail, 'content-language').split(',')[0]?.trim()) ?? 'en-US';

async function replyOutcome(deps: MailInDeps, mail: ParsedMail, token: string): Promise<Outcome> {
  const target: ReplyTarget | null = verifyReplyToken(deps.key, token);
  const sender = senderOf(mail).address;
  const user = sender ? await repo.findUserByEmail(deps.db, sender) : undefined;
  const language = answerLanguage(mail, user);
  const senderId = user?.id;
  if (!target) return { status: 'held', reason: 'forged_token', senderId, answer: 'mail_in_held', language };
  const ticket = await repo.findTicketById(deps.db, target.ticketId);
  if (!ticket) return { status: 'held', reason: 'unknown_ticket', senderId, answer: 'mail_in_held', language };
  const held = { ticketId: ticket.id, companyId: ticket.companyId, senderId, language };
  const unknown: InboundMailReason = user ? 'not_participant' : 'unknown_sender';
  // The token was made for one recipient: the reply must come from that user's own address.
  if (!mayAct(user)) return { status: 'held', reason: unknown, ...held, answer: 'mail_in_held' };
  if (user.id !== target.userId) return { status: 'held', reason: 'not_participant', ...held, answer: 'mail_in_held' };
  if (!isStaff(user.roles as Role[]) && user.companyId !== ticket.companyId) return { status: 'held', reason: 'not_participant', ...held, answer: 'mail_in_held' };
  if (isClosed(ticket.status)) return { status: 'held', reason: 'closed', ...held, answer: 'mail_in_closed', ticketNo: ticket.ticketNo };
  return { status: 'posted', user, ticketId: ticket.id, companyId: ticket.companyId };
}

async function newTicketOutcome(deps: MailInDeps, mail: ParsedMail): Promise<Outcome> {
  const sender = senderOf(mail).address;
  const user = sender ? await repo.findUserByEmail(deps.db, sender) : undefined;
  const language = answerLanguage(mail, user);
  const unknown: InboundMailReason = user ? 'not_participant' : 'unknown_sender';
  const userId = user?.id;
  if (!mayAct(user)) return { status: 'held', reason: unknown, senderId: userId, answer: 'mail_in_held', language };
  // Staff write to the support address as anyone may; a request is raised by a customer.
  if (isStaff(user.roles as Role[]) || !user.companyId) return { status: 'held', reason: 'no_site', senderId: user.id, language };
  const options = await getFormOptions(deps.contextFor(principalOf(user)), {});
  const site = options.sites.find((s) => s.own) ?? (options.sites.length === 1 ? options.sites[0] : undefined);
  if (!site) return { status: 'held', reason: 'no_site', senderId: user.id, companyId: user.companyId, answer: 'mail_in_held', language };
  return { status: 'ticket_created', user, siteId: site.id };
}

/** The attachments a ticket accepts (type from the bytes, size limit), as uploads of the sender; the others are skipped. */
async function uploadsOf(deps: MailInDeps, ctx: ServiceContext, mail: ParsedMail): Promise<{ ids: string[]; skipped: number }> {
  const ids: string[] = [];
  let skipped = 0;
  for (const attachment of mail.attachments) {
    if (attachment.related || ids.length >= TICKET_ATTACHMENTS_PER_MESSAGE || attachment.size > TICKET_ATTACHMENT_MAX_BYTES) {
      if (!attachment.related) skipped += 1;
      continue;
    }
    const type = await sniffContentType(attachment.content, TICKET_ATTACHMENT_TYPES);
    if (!type) {
      skipped += 1;
      continue;
    }
    const fileName = nameWithExtension(storableText(attachment.filename ?? ''), type.ext, 'attachment');
    const upload = await uploadAttachment(ctx, deps.storage, { fileName, bytes: attachment.content, contentType: type.mime });
    ids.push(upload.id);
  }
  return { ids, skipped };
}

const bodyOf = (mail: ParsedMail) => storableText(cutReply(mail.text ?? '')).slice(0, TICKET_TEXT_MAX);

/** Sends the polite answer, unless this address had one within ANSWER_INTERVAL_MS; marked Auto-Submitted (RFC 3834). */
async function answer(deps: MailInDeps, t: ServiceContext<Principal | null>, mailId: string, to: string, outcome: Extract<Outcome, { status: 'held' }>, mail: ParsedMail, name: string): Promise<boolean> {
  if (!outcome.answer || !to) return false;
  if ((await repo.answersSince(t.db, to, new Date(Date.now() - ANSWER_INTERVAL_MS))) > 0) return false;
  const reference: Record<string, string> = mail.messageId ? { 'In-Reply-To': mail.messageId, References: mail.messageId } : {};
  try {
    await enqueueEmail(t.db, {
      templateKey: outcome.answer,
      language: outcome.language ?? 'en-US',
      to,
      variables: { name, ...(outcome.ticketNo && { ticketNo: outcome.ticketNo }) },
      headers: { 'Auto-Submitted': 'auto-replied', 'X-Auto-Response-Suppress': 'All', ...reference },
    });
  } catch {
    // Not one plain address (enqueueEmail refuses lists and display names): nobody to answer.
    return false;
  }
  await repo.insertAnswer(t.db, to, mailId);
  return true;
}

/**
 * Processes a stored mail once (a mail another instance is processing, or processed already, is
 * left alone): dropped, held (answered politely, at most once per sender and interval), posted as
 * a comment of its sender, or raised as a new request. Every outcome is audited and logged.
 */
export async function processMail(deps: MailInDeps, id: string): Promise<InboundMailStatus | null> {
  const row = await repo.findMail(deps.db, id);
  if (!row || row.status !== 'received') return null;
  const mail = await parseMail(row.raw);
  const envelope: Envelope = { from: row.envelopeFrom, to: row.toAddress ? [row.toAddress] : [] };
  const sender = senderOf(mail);
  const text = bodyOf(mail);
  let outcome: Outcome;
  const drop = dropReason(mail, envelope, deps.ownAddresses, deps.address);
  if (drop) outcome = { status: 'dropped', reason: drop };
  else {
    const to = addressing(deps, mail, envelope);
    if (!to) outcome = { status: 'held', reason: 'not_for_us' };
    else outcome = 'token' in to ? await replyOutcome(deps, mail, to.token) : await newTicketOutcome(deps, mail);
  }
  if ((outcome.status === 'posted' || outcome.status === 'ticket_created') && !text && mail.attachments.length === 0) {
    const senderId = outcome.user.id;
    outcome = { status: 'held', reason: 'empty', senderId };
  }

  const base = { text, processedAt: new Date() };
  const described = `Inbound mail ${id} from ${sender.address || '(no sender)'}`;
  try {
    if (outcome.status === 'posted' || outcome.status === 'ticket_created') {
      const done = outcome;
      const ctx = deps.contextFor(principalOf(done.user));
      return await ctx.transaction(async (t) => {
        if (!(await repo.lockReceived(t.db, id))) return null;
        const uploads = await uploadsOf(deps, t, mail);
        if (done.status === 'posted') {
          const { commentId } = await commentOnTicket(t, done.ticketId, { body: text || '…', internal: false, attachmentIds: uploads.ids });
          await repo.updateMail(t.db, id, { ...base, status: 'posted', reason: null, ticketId: done.ticketId, companyId: done.companyId, commentId, senderId: done.user.id });
          await t.audit('mail-in', `${described} posted as comment ${commentId} on ticket ${done.ticketId}${uploads.skipped ? ` (${uploads.skipped} attachment(s) refused)` : ''}`);
        } else {
          const title = storableText((mail.subject ?? '').trim() || text.split('\n')[0] || 'Email').slice(0, TICKET_TITLE_MAX);
          const ticket = await createTicket(t, { type: 'Service', priority: 'Normal', siteId: done.siteId, title, description: text || title, watcherIds: [], attachmentIds: uploads.ids });
          await repo.updateMail(t.db, id, { ...base, status: 'ticket_created', reason: null, ticketId: ticket.id, companyId: ticket.companyId, senderId: done.user.id });
          await t.audit('mail-in', `${described} raised ticket ${ticket.ticketNo} (${ticket.id})`);
        }
        deps.log.info({ mailId: id, status: done.status }, 'inbound mail processed');
        return done.status;
      });
    }
    const settled = outcome;
    return await deps.contextFor(null).transaction(async (t) => {
      if (!(await repo.lockReceived(t.db, id))) return null;
      const answered = settled.status === 'held' ? await answer(deps, t, id, row.envelopeFrom, settled, mail, sender.name) : false;
      await repo.updateMail(t.db, id, {
        ...base,
        status: settled.status,
        reason: settled.reason,
        ...(settled.status === 'held' && { ticketId: settled.ticketId ?? null, companyId: settled.companyId ?? null, senderId: settled.senderId ?? null }),
      });
      await t.audit('mail-in', `${described} ${settled.status} (${settled.reason})${answered ? ', sender answered' : ''}`);
      deps.log.info({ mailId: id, status: settled.status, reason: settled.reason, answered }, 'inbound mail processed');
      return settled.status;
    });
  } catch (err) {
    // A rule of the ticket refused it after all (closed meanwhile, out of the sender's scope): held for review.
    const reason: InboundMailReason = err instanceof AppError && err.status === 409 ? 'closed' : err instanceof AppError && err.status === 404 ? 'not_participant' : 'failed';
    if (reason === 'failed') deps.log.error({ err, mailId: id }, 'inbound mail could not be processed');
    return deps.contextFor(null).transaction(async (t) => {
      if (!(await repo.lockReceived(t.db, id))) return null;
      await repo.updateMail(t.db, id, { ...base, status: 'held', reason, senderId: 'user' in outcome ? outcome.user.id : null });
      await t.audit('mail-in', `${described} held (${reason})`);
      return 'held' as const;
    });
  }
}

/** Processes the mails left `received` (stored, then the process stopped before processing them). */
export async function processLeftovers(deps: MailInDeps): Promise<number> {
  const ids = await repo.receivedIds(deps.db, new Date(Date.now() - RETRY_AFTER_MS), 50);
  for (const id of ids) await processMail(deps, id);
  return ids.length;
}

// ---- Staff review -------------------------------------------------------------------------------

const summaryOf = (row: repo.MailRow): InboundMailSummary => ({
  id: row.id,
  transport: row.transport,
  fromAddress: row.fromAddress,
  fromName: row.fromName,
  toAddress: row.toAddress,
  subject: row.subject,
  status: row.status,
  reason: (row.reason as InboundMailReason | null) ?? null,
  ticketId: row.ticketId,
  ticketNo: row.ticketNo,
  sender: row.senderId && row.senderName !== null ? { id: row.senderId, name: row.senderName } : null,
  attachmentCount: row.attachmentCount,
  receivedAt: toIso(row.receivedAt),
  processedAt: row.processedAt ? toIso(row.processedAt) : null,
});

/** The mails received, newest first, in one status or all (staff). */
export async function findMails({ db }: ServiceContext, q: FindInboundMailsRequest) {
  return mapPage(await repo.findMails(db, q), summaryOf);
}

/** One mail with its headers, text as cut and attachments (staff); 404 when there is none. */
export async function getMail({ db }: ServiceContext, id: string): Promise<InboundMail> {
  const [row, stored] = await Promise.all([repo.mailRow(db, id), repo.findMail(db, id)]);
  if (!row || !stored) throw notFound('Mail');
  const mail = await parseMail(stored.raw);
  const sender = row.senderId ? await repo.findUserById(db, row.senderId) : undefined;
  return {
    ...summaryOf(row),
    messageId: row.messageId,
    envelopeFrom: row.envelopeFrom,
    headers: headerLinesOf(mail),
    text: row.text || bodyOf(mail),
    attachments: mail.attachments
      .filter((a) => !a.related)
      .map((a) => ({ fileName: storableText(a.filename ?? ''), contentType: storableText(a.contentType), size: a.size })),
    postable: row.status === 'held' && mayAct(sender),
  };
}

/** Throws away a held mail (staff; 409 for any other status), audited. */
export async function discardMail(ctx: ServiceContext, id: string): Promise<InboundMail> {
  await ctx.transaction(async (t) => {
    const row = await repo.findMail(t.db, id);
    if (!row) throw notFound('Mail');
    if (!(await repo.settleMail(t.db, id, 'held', { status: 'discarded', processedAt: new Date() }))) throw conflict('Only a held mail can be discarded');
    await t.audit('mail-in', `Inbound mail ${id} from ${row.fromAddress || '(no sender)'} discarded`);
  });
  return getMail(ctx, id);
}

/**
 * Posts a held mail of a known user to the ticket the staff member picks, as that user's comment
 * (the ticket must be one the user may see and still open: 404 / 409 otherwise), audited.
 */
export async function postMail(deps: MailInDeps, ctx: ServiceContext, id: string, ticketId: string): Promise<InboundMail> {
  const row = await repo.findMail(ctx.db, id);
  if (!row) throw notFound('Mail');
  if (row.status !== 'held') throw conflict('Only a held mail can be posted');
  const user = row.senderId ? await repo.findUserById(ctx.db, row.senderId) : undefined;
  if (!mayAct(user)) throw conflict('The sender is not an active user who may comment');
  const mail = await parseMail(row.raw);
  const text = row.text || bodyOf(mail);
  const ticket = await repo.findTicketById(ctx.db, ticketId);
  if (!ticket) throw notFound('Ticket');
  await ctx.transaction(async (staff) => {
    const t = deps.contextFor(principalOf(user), staff.db);
    const uploads = await uploadsOf(deps, t, mail);
    const { commentId } = await commentOnTicket(t, ticketId, { body: text || '…', internal: false, attachmentIds: uploads.ids });
    if (!(await repo.settleMail(t.db, id, 'held', { status: 'posted', reason: null, ticketId, companyId: ticket.companyId, commentId, processedAt: new Date() }))) {
      throw conflict('Only a held mail can be posted');
    }
    // The audit row is the staff member's: they decided it.
    await staff.audit('mail-in', `Inbound mail ${id} from ${row.fromAddress} posted by staff as comment ${commentId} on ticket ${ticket.ticketNo} (${ticketId})`);
  });
  return getMail(ctx, id);
}
