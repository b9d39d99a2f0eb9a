import { STORAGE_KEYS } from '@customer-hub/contract/constants/auth';
import { VIEW_AS_STORAGE_KEY } from '@customer-hub/contract/constants/view-as';
import type { TicketCredentials } from '@customer-hub/contract/account';

/** Cached customer data that must not outlive the session (spec §3, client storage). */
export const CACHE_KEYS = [
  'googleDriveFolder',
  'invoiceData',
  'otherDocumentsData',
  'shippingData',
  'contractData',
] as const;

/**
 * Every key logout removes; language, direction and the cookie flag stay. The session itself is
 * an HttpOnly cookie no script can read (DESIGN.md §6): the browser keeps its expiry only. The
 * spec's `token` key is no longer written; it is still removed, in case an older version left one.
 */
export const SESSION_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.tokenExpires,
  STORAGE_KEYS.ticketCredentials,
  VIEW_AS_STORAGE_KEY,
  ...CACHE_KEYS,
] as const;

const MINUTE_MS = 60_000;

/** Spec §4: logged out when no session expiry is stored or now is at or past it. */
export function isSessionValid(storage: Storage = localStorage, now: number = Date.now()): boolean {
  const expires = Number(storage.getItem(STORAGE_KEYS.tokenExpires));
  if (!Number.isFinite(expires) || expires <= 0) return false;
  return now < expires;
}

/** Stores the session's expiry = now + expires_in minutes (the server has set the cookie). */
export function storeSessionExpiry(expiresInMinutes: number, storage: Storage = localStorage, now: number = Date.now()): void {
  storage.setItem(STORAGE_KEYS.tokenExpires, String(now + expiresInMinutes * MINUTE_MS));
}

export function storeTicketCredentials(credentials: unknown, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.ticketCredentials, JSON.stringify(credentials));
}

/** The stored ticket credentials, or null when absent or unreadable. */
export function readTicketCredentials(storage: Storage = localStorage): TicketCredentials | null {
  const raw = storage.getItem(STORAGE_KEYS.ticketCredentials);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const { url, userName, usesDefault } = parsed as Record<string, unknown>;
    return {
      url: typeof url === 'string' && url.length > 0 ? url : null,
      userName: typeof userName === 'string' ? userName : null,
      usesDefault: usesDefault === true,
    };
  } catch {
    return null;
  }
}

/** Removes exactly the session keys (spec §4, logout). */
export function clearSession(storage: Storage = localStorage): void {
  for (const key of SESSION_KEYS) storage.removeItem(key);
}
