import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'Customer Hub';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A 6-digit code for email. */
export const newEmailCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The emailed code is stored hashed together with its challenge, so a code is bound to one attempt. */
export const emailCodeHash = (challengeHash: string, code: string) => sha256(`${challengeHash}:${code}`);

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

function totpOf(secret: string, userName: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: userName, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
}

/**
 * The time step (30-second counter since the epoch) of an authenticator code that fits the
 * secret, allowing one step of clock drift either way; null when it does not fit.
 */
export function totpStep(secret: string, userName: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(secret, userName);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

export async function totpEnrolment(secret: string, userName: string) {
  const otpauthUrl = totpOf(secret, userName).toString();
  return { secret, otpauthUrl, qrSvg: await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 }) };
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten recovery codes like "k7mq-9xwd-3p2r" (about 60 bits each). */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(12);
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

export const normaliseRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/[^a-z0-9]/g, '').replace(/(.{4})(?=.)/g, '$1-');
