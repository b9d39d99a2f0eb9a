import { createHash } from 'node:crypto';
import { simpleParser, type AddressObject, type HeaderValue, type ParsedMail } from 'mailparser';
import { recipientKind, splitAddress } from '@/lib/reply-address.ts';
import { storableText } from '@/lib/safe-text.ts';
import type { InboundMailReason } from '@customer-hub/contract/mail-in';

/** What the transport knew: the SMTP envelope (MAIL FROM, RCPT TO), or for IMAP what the headers say. */
export interface Envelope {
  /** The return path: '' for a bounce (`MAIL FROM:<>`). */
  from: string;
  to: string[];
}

export const parseMail = (raw: Buffer): Promise<ParsedMail> => simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, maxHtmlLengthToParse: 2_000_000 });

/** A header as one string (the first value; a structured one by its main value), '' when absent. */
export function headerText(mail: ParsedMail, name: string): string {
  const value: HeaderValue | undefined = mail.headers.get(name.toLowerCase());
  if (value === undefined || value === null) return '';
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first;
  if (first instanceof Date) return first.toISOString();
  if (first && typeof first === 'object' && 'value' in first) return typeof first.value === 'string' ? first.value : '';
  if (first && typeof first === 'object' && 'text' in first) return (first as unknown as AddressObject).text;
  return '';
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value).filter((a) => !!a.address);

/** The From header's first address and name. */
export function senderOf(mail: ParsedMail): { address: string; name: string } {
  const first = addressesOf(mail.from)[0];
  return { address: (first?.address ?? '').trim().toLowerCase(), name: storableText(first?.name ?? '').slice(0, 200) };
}

/** The Message-ID (without brackets), or a digest of the bytes for a mail without one. */
export function messageIdOf(mail: ParsedMail, raw: Buffer): string {
  const id = (mail.messageId ?? '').trim().replace(/^<|>$/g, '');
  return id ? storableText(id).slice(0, 500) : `sha256:${createHash('sha256').update(raw).digest('hex')}`;
}

/** The addresses a mail was delivered to: the envelope's, else (IMAP) Delivered-To, To and Cc. */
export function recipientsOf(mail: ParsedMail, envelope: Envelope): string[] {
  if (envelope.to.length) return envelope.to;
  const delivered = mail.headers.get('delivered-to');
  const deliveredTo = (Array.isArray(delivered) ? delivered : delivered ? [delivered] : []).filter((v): v is string => typeof v === 'string');
  return [...deliveredTo, ...addressesOf(mail.to).map((a) => a.address!), ...addressesOf(mail.cc).map((a) => a.address!)];
}

/** The References and In-Reply-To ids. */
export function referencesOf(mail: ParsedMail): string[] {
  const refs = mail.references === undefined ? [] : Array.isArray(mail.references) ? mail.references : [mail.references];
  return [...refs, ...(mail.inReplyTo ? [mail.inReplyTo] : [])];
}

const BOUNCE_SENDERS = /^(mailer-daemon|postmaster|mail-daemon|mailerdaemon)$/i;

/**
 * Why a mail is dropped without an answer, or null to go on: an auto-reply (RFC 3834
 * Auto-Submitted other than `no`, X-Autoreply / X-Autorespond), bulk or list mail (Precedence,
 * List-Id), a bounce (empty return path, MAILER-DAEMON, a multipart/report), or a loop (a mail
 * from our own addresses).
 */
export function dropReason(mail: ParsedMail, envelope: Envelope, ownAddresses: readonly string[], supportAddress: string): InboundMailReason | null {
  const auto = headerText(mail, 'auto-submitted').trim().toLowerCase();
  if (auto && auto !== 'no') return 'auto_reply';
  if (mail.headers.has('x-autoreply') || mail.headers.has('x-autorespond') || mail.headers.has('x-autoresponse')) return 'auto_reply';
  if (/^(bulk|junk|list|auto_reply)$/i.test(headerText(mail, 'precedence').trim())) return 'bulk';
  // mailparser folds the List-* headers into one `list` object: the raw lines tell.
  if (mail.headerLines.some((h) => h.key === 'list-id')) return 'bulk';
  const contentType = headerText(mail, 'content-type').toLowerCase();
  const from = senderOf(mail).address;
  const returnPath = envelope.from.trim().replace(/^<|>$/g, '');
  if (!returnPath || contentType === 'multipart/report' || BOUNCE_SENDERS.test(splitAddress(from)?.local ?? '') || BOUNCE_SENDERS.test(splitAddress(returnPath)?.local ?? '')) return 'bounce';
  const own = new Set(ownAddresses.map((a) => a.toLowerCase()));
  if (own.has(from) || own.has(returnPath.toLowerCase()) || recipientKind(supportAddress, from).kind !== 'other') return 'loop';
  return null;
}

/** The IMAP return path: the Return-Path header (empty `<>` for a bounce); absent, the From address. */
export function returnPathOf(mail: ParsedMail): string {
  if (!mail.headers.has('return-path')) return senderOf(mail).address;
  const value = mail.headers.get('return-path');
  const text = typeof value === 'string' ? value : value && typeof value === 'object' && 'text' in value ? (value as unknown as AddressObject).text : '';
  return text.trim().replace(/^<|>$/g, '');
}

/** The headers as received, for the review screen (at most 100, each value cut to 2,000 characters). */
export function headerLinesOf(mail: ParsedMail): { name: string; value: string }[] {
  return mail.headerLines.slice(0, 100).map((h) => {
    const colon = h.line.indexOf(':');
    const name = colon > 0 ? h.line.slice(0, colon) : h.key;
    const value = colon > 0 ? h.line.slice(colon + 1) : h.line;
    return { name: storableText(name).slice(0, 100), value: storableText(value.replace(/\r?\n[ \t]+/g, ' ').trim()).slice(0, 2000) };
  });
}
