import type { Db } from '@/db/client.ts';
import { DEFAULT_SECURITY_SETTINGS, SecuritySettings } from '@customer-hub/contract/settings';
import { getSetting, putSetting } from './repository.ts';

const KEY = 'security';
const CACHE_MS = 5_000;
let cached: { at: number; db: Db; value: SecuritySettings } | undefined;

/**
 * Security settings (password length, required 2FA, session lifetimes), read on hot paths and
 * so kept for a few seconds. `absoluteDefault` is TOKEN_TTL_MINUTES until an admin sets one.
 */
export async function getSecuritySettings(db: Db, absoluteDefault: number): Promise<SecuritySettings> {
  if (cached && cached.db === db && Date.now() - cached.at < CACHE_MS) return cached.value;
  const stored = SecuritySettings.partial().safeParse(await getSetting(db, KEY));
  const value = { ...DEFAULT_SECURITY_SETTINGS, sessionAbsoluteMinutes: absoluteDefault, ...(stored.success ? stored.data : {}) };
  cached = { at: Date.now(), db, value };
  return value;
}

/** Saves the security settings (Admin). */
export async function updateSecuritySettings(db: Db, value: SecuritySettings): Promise<SecuritySettings> {
  await putSetting(db, KEY, value);
  cached = undefined;
  return value;
}
