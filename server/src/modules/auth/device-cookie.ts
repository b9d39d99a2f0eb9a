import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '@/db/client.ts';
import type { SecretBox } from '@/lib/secret-box.ts';
import * as repo from './repository.ts';
import { safeEqual } from './two-factor-codes.ts';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser
 * that has signed a user in before carries a cookie naming a random device id, signed with the
 * app's secret together with that user's name and current password hash, so a new password (a
 * reset after a breach, say) withdraws every device cookie issued before it. Its sign-in attempts for that user are counted
 * against the device alone, so strangers failing from the same address (a company's shared NAT)
 * or against the same user name cannot lock it out; attempts without one are counted against the
 * address and the account's "untrusted clients" lock, as before.
 *
 * A cookie counts only while its browser is in the user's trusted browsers (`trusted_devices`):
 * My account lists them and removes one, which makes that browser a stranger again.
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
function issueDevice(secretBox: SecretBox, holder: DeviceHolder, id = randomBytes(16).toString('base64url')): string {
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

/** What a sign-in tells of the browser: its address, its user agent and the time zone it said. */
export interface DeviceSeen {
  ip: string | null;
  userAgent: string | null;
  timeZone?: string | null;
}

const ZONE = /^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){0,2}$/;

/** An IANA time zone name the runtime knows, or null. */
export function validTimeZone(value: string | undefined | null): string | null {
  if (!value || value.length > 64 || !ZONE.test(value)) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    return null;
  }
}

/** The trusted browser the cookie names for this user, if it is still one of theirs; else undefined. */
export async function knownDevice(db: Db, secretBox: SecretBox, holder: (DeviceHolder & { id: string }) | undefined, value: string | undefined): Promise<string | undefined> {
  const id = trustedDevice(secretBox, holder, value);
  return id && holder && (await repo.isTrustedDevice(db, holder.id, id)) ? id : undefined;
}

/**
 * The cookie for a browser that has just proved the user's password: the same browser again when
 * it is already trusted (its row touched), else a new trusted browser.
 */
export async function rememberDevice(db: Db, secretBox: SecretBox, holder: DeviceHolder & { id: string }, known: string | undefined, seen: DeviceSeen): Promise<string> {
  const row = { ip: seen.ip, userAgent: seen.userAgent?.slice(0, 512) ?? null, timeZone: validTimeZone(seen.timeZone) };
  if (known) {
    await repo.touchTrustedDevice(db, known, row);
    return issueDevice(secretBox, holder, known);
  }
  const id = randomBytes(16).toString('base64url');
  await repo.insertTrustedDevice(db, { id, userId: holder.id, ...row });
  return issueDevice(secretBox, holder, id);
}

/** The device cookie's options: only the token call reads it, never scripts, never another site. */
export const deviceCookieOptions = (secure: boolean) =>
  ({ path: '/token', maxAge: DEVICE_COOKIE_DAYS * 86_400, httpOnly: true, sameSite: 'strict', secure }) as const;
