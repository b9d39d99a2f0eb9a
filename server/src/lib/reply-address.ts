import { createHmac, timingSafeEqual } from 'node:crypto';

// A ticket email's reply address: `support+<token>@example.com` for MAIL_IN_ADDRESS
// support@example.com. The token names the ticket and the recipient (two UUIDs, 32 bytes) and
// carries a truncated HMAC-SHA256 of both under a key of its own, so a reply proves which ticket
// and whose mailbox it answers; the ticket number alone proves nothing. base32 (RFC 4648, lower
// case, no padding): local parts are often lower-cased by mail servers, so base64's case would
// not survive the way back.

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
/** Bytes of the MAC kept: 80 bits, far beyond guessing one in the time a rate limit allows. */
export const REPLY_MAC_BYTES = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN_VERSION = 'r';

export function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** The bytes of a base32 text, or null when it holds anything else (or stray bits). */
export function fromBase32(text: string): Buffer | null {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of text.toLowerCase()) {
    const index = ALPHABET.indexOf(ch);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  if (bits >= 5 || (value & ((1 << bits) - 1)) !== 0) return null;
  return Buffer.from(out);
}

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const h = bytes.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

const macOf = (key: Buffer, body: Buffer) => createHmac('sha256', key).update(TOKEN_VERSION).update(body).digest().subarray(0, REPLY_MAC_BYTES);

export interface ReplyTarget {
  ticketId: string;
  userId: string;
}

/** The token of one ticket and recipient under `key` (SecretBox.deriveKey('mail-in')). */
export function replyToken(key: Buffer, target: ReplyTarget): string {
  if (!UUID.test(target.ticketId) || !UUID.test(target.userId)) throw new Error('replyToken: ids must be UUIDs');
  const body = Buffer.concat([uuidBytes(target.ticketId), uuidBytes(target.userId)]);
  return TOKEN_VERSION + base32(Buffer.concat([body, macOf(key, body)]));
}

/**
 * The ticket and recipient a token names when its MAC is right (compared in constant time),
 * else null: a forged, cut, altered or foreign token tells nothing.
 */
export function verifyReplyToken(key: Buffer, token: string): ReplyTarget | null {
  if (token.length < 2 || token[0]?.toLowerCase() !== TOKEN_VERSION) return null;
  const bytes = fromBase32(token.slice(1));
  if (!bytes || bytes.length !== 32 + REPLY_MAC_BYTES) return null;
  const body = bytes.subarray(0, 32);
  if (!timingSafeEqual(bytes.subarray(32), macOf(key, body))) return null;
  return { ticketId: uuidOf(body.subarray(0, 16)), userId: uuidOf(body.subarray(16)) };
}

/** An address split at its last `@`: local part and domain (lower-cased), or null. */
export function splitAddress(address: string): { local: string; domain: string } | null {
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return null;
  return { local: address.slice(0, at), domain: address.slice(at + 1).toLowerCase() };
}

/** `support+<token>@example.com` for the support address `support@example.com`. */
export function replyAddressOf(supportAddress: string, key: Buffer, target: ReplyTarget): string {
  const parts = splitAddress(supportAddress);
  if (!parts) throw new Error('replyAddressOf: not an address');
  return `${parts.local}+${replyToken(key, target)}@${parts.domain}`;
}

/** A Message-ID style reference carrying the token (`<token@domain>`), for References headers. */
export const replyReferenceOf = (supportAddress: string, key: Buffer, target: ReplyTarget) => `<${replyToken(key, target)}@${splitAddress(supportAddress)?.domain ?? 'localhost'}>`;

/**
 * What an inbound recipient is to the support address: the support address itself (`bare`), one of
 * its `+tag` forms with the tag (`tagged`), or another address (`other`). Local parts compare
 * without case.
 */
export function recipientKind(supportAddress: string, recipient: string): { kind: 'bare' } | { kind: 'tagged'; tag: string } | { kind: 'other' } {
  const support = splitAddress(supportAddress);
  const given = splitAddress(recipient.trim());
  if (!support || !given || support.domain !== given.domain) return { kind: 'other' };
  const local = given.local.toLowerCase();
  const base = support.local.toLowerCase();
  if (local === base) return { kind: 'bare' };
  if (local.startsWith(`${base}+`) && local.length > base.length + 1) return { kind: 'tagged', tag: given.local.slice(base.length + 1) };
  return { kind: 'other' };
}

/** Tokens found in References / In-Reply-To ids of the support domain (`<token@domain>`). */
export function tokensInReferences(supportAddress: string, ids: readonly string[]): string[] {
  const domain = splitAddress(supportAddress)?.domain;
  if (!domain) return [];
  return ids
    .map((id) => id.trim().replace(/^<|>$/g, ''))
    .map((id) => splitAddress(id))
    .filter((p): p is { local: string; domain: string } => !!p && p.domain === domain && p.local.toLowerCase().startsWith(TOKEN_VERSION))
    .map((p) => p.local);
}
