import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SIGNATURE_TOLERANCE_SECONDS, WEBHOOK_SIGNATURE_VERSION } from '@customer-hub/contract/webhooks';

/** A new signing secret: 32 random bytes, as the receiver stores it (`whsec_` + base64url). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** hex HMAC-SHA256 of `<id>.<timestamp>.<body>` with the secret (its text, as shown once). */
export function signatureOf(secret: string, id: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`).digest('hex');
}

/** The three headers of a delivery. */
export function signedHeaders(secret: string, id: string, timestamp: number, body: string): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': `${WEBHOOK_SIGNATURE_VERSION}=${signatureOf(secret, id, timestamp, body)}`,
  };
}

/**
 * A receiver's check (the docs' example, and the tests'): a signature of the secret over the
 * received bytes, within `toleranceSeconds` of now.
 */
export function verifySignature(secret: string, headers: { id: string; timestamp: string; signature: string }, body: string, toleranceSeconds = WEBHOOK_SIGNATURE_TOLERANCE_SECONDS, now = Date.now()): boolean {
  const ts = Number(headers.timestamp);
  if (!Number.isInteger(ts) || Math.abs(now / 1000 - ts) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, headers.id, ts, body));
  return headers.signature.split(' ').some((part) => {
    const [version, value] = part.split('=', 2);
    const given = Buffer.from(value ?? '');
    return version === WEBHOOK_SIGNATURE_VERSION && given.length === expected.length && timingSafeEqual(given, expected);
  });
}
