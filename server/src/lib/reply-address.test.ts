import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base32, fromBase32, recipientKind, replyAddressOf, replyToken, tokensInReferences, verifyReplyToken } from './reply-address.ts';

const key = randomBytes(32);
const target = { ticketId: randomUUID(), userId: randomUUID() };

describe('reply address', () => {
  it('round-trips base32', () => {
    for (const n of [0, 1, 5, 16, 42]) {
      const bytes = randomBytes(n);
      expect(fromBase32(base32(bytes))).toEqual(bytes);
    }
    expect(fromBase32('ab1')).toBeNull();
  });

  it('names the ticket and the recipient, and survives lower- or upper-casing', () => {
    const token = replyToken(key, target);
    expect(token).toMatch(/^r[a-z2-7]+$/);
    expect(token).not.toContain(target.ticketId.replace(/-/g, '').slice(0, 8));
    expect(verifyReplyToken(key, token)).toEqual(target);
    expect(verifyReplyToken(key, token.toUpperCase())).toEqual(target);
    expect(replyAddressOf('Support@Example.com', key, target)).toBe(`Support+${token}@example.com`);
  });

  it('refuses every altered, cut, foreign-keyed or made-up token', () => {
    const token = replyToken(key, target);
    let refused = 0;
    const tries: string[] = [replyToken(randomBytes(32), target), token.slice(0, -1), `${token}a`, '', 'r', 'x' + token.slice(1), 'r' + 'a'.repeat(token.length - 1)];
    for (let i = 1; i < token.length; i += 1) {
      const flipped = token[i] === 'a' ? 'b' : 'a';
      tries.push(token.slice(0, i) + flipped + token.slice(i + 1));
    }
    for (const t of tries) if (verifyReplyToken(key, t) === null) refused += 1;
    console.log(`reply tokens: ${refused} of ${tries.length} altered or forged tokens refused`);
    expect(refused).toBe(tries.length);
  });

  it('tells the support address, its tagged forms and other addresses apart', () => {
    expect(recipientKind('support@example.com', 'SUPPORT@example.com')).toEqual({ kind: 'bare' });
    expect(recipientKind('support@example.com', 'support+rabc@EXAMPLE.com')).toEqual({ kind: 'tagged', tag: 'rabc' });
    expect(recipientKind('support@example.com', 'support+rabc@example.org')).toEqual({ kind: 'other' });
    expect(recipientKind('support@example.com', 'supporter@example.com')).toEqual({ kind: 'other' });
    expect(recipientKind('support@example.com', 'support+@example.com')).toEqual({ kind: 'other' });
  });

  it('finds tokens in References of the support domain only', () => {
    const token = replyToken(key, target);
    expect(tokensInReferences('support@example.com', [`<outbox-1@customer-hub>`, `<${token}@example.com>`, `<${token}@evil.test>`])).toEqual([token]);
  });
});
