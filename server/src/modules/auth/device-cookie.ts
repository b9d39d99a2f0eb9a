import { createHmac, randomBytes } from 'node:crypto';
import type { SecretBox } from '@/lib/secret-box.ts';
import { safeEqual } from './two-factor-codes.ts';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser
 * that has signed a user in before carries a cookie naming a random device id, signed with the
 * app's secret together with that user's name and current password hash, so a new password (a
 * reset after a breach, say) withdraws every device cookie issued before it. Its sign-in attempts for that user are counted
 * against the device alone, so strangers failing from the same address (a company's shared NAT)
 * or against the same user name cannot lock it out; attempts without one are counted against the
 * address and the account's "untrusted clients" lock, as before.
 */
export const DEVICE_COOKIE = 'ch_device';
export const DEVICE_COOKIE_DAYS = 180;
const ID = /^[A-Za-z0-9_-]{22}$/;

/** Whom a cookie is for: the user name and the password hash it was issued under. */
export interface DeviceHolder {
  userName: string;
  passwordHash: string | null;
}

const signature = (secretBox: SecretBox, holder: DeviceHolder, id: string) =>
  createHmac('sha256', secretBox.deriveKey('device-cookie'))
    .update(`${holder.userName.trim().toLowerCase()}\n${holder.passwordHash ?? ''}\n${id}`)
    .digest('base64url');

/** A new device cookie value for a browser that has just proved the user's password. */
export function issueDevice(secretBox: SecretBox, holder: DeviceHolder): string {
  const id = randomBytes(16).toString('base64url');
  return `${id}.${signature(secretBox, holder, id)}`;
}

/**
 * The device id when `value` is a device cookie this app issued for this user under the current
 * password; else undefined. An unknown user (`holder` undefined) has no trusted device.
 */
export function trustedDevice(secretBox: SecretBox, holder: DeviceHolder | undefined, value: string | undefined): string | undefined {
  if (!value || !holder?.passwordHash) return undefined;
  const [id, sig, ...rest] = value.split('.');
  if (!id || !sig || rest.length || !ID.test(id)) return undefined;
  return safeEqual(sig, signature(secretBox, holder, id)) ? id : undefined;
}

/** The device cookie's options: only the token call reads it, never scripts, never another site. */
export const deviceCookieOptions = (secure: boolean) =>
  ({ path: '/token', maxAge: DEVICE_COOKIE_DAYS * 86_400, httpOnly: true, sameSite: 'strict', secure }) as const;
