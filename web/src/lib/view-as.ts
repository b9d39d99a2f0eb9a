import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@customer-hub/contract/constants/auth';
import { VIEW_AS_STORAGE_KEY } from '@customer-hub/contract/constants/view-as';
import type { TokenResponse } from '@customer-hub/contract/auth';
import { call } from '@/lib/api-call';
import { CACHE_KEYS, storeToken } from '@/lib/session';

/** Where a view-as session starts, and where staff return when it ends. */
export const VIEW_AS_START_PATH = '/dashboard/Home';
export const VIEW_AS_END_PATH = '/dashboard/Users';

/**
 * The staff session kept aside while a staff user views the portal as a contact: the signed-in
 * token is the view-as one meanwhile, and this brings the staff one back.
 */
export interface ViewAsState {
  staffToken: string;
  staffTokenExpires: string;
  reason: string;
  startedAt: number;
}

function parse(raw: string | null): ViewAsState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ViewAsState> | null;
    if (!value || typeof value.staffToken !== 'string' || typeof value.staffTokenExpires !== 'string') return null;
    return { staffToken: value.staffToken, staffTokenExpires: value.staffTokenExpires, reason: String(value.reason ?? ''), startedAt: Number(value.startedAt) || 0 };
  } catch {
    return null;
  }
}

export function readViewAs(storage: Storage = localStorage): ViewAsState | null {
  return parse(storage.getItem(VIEW_AS_STORAGE_KEY));
}

/** Whether the signed-in token is a view-as one (read-only: the web skips the calls that write). */
export function isViewingAs(storage: Storage = localStorage): boolean {
  return readViewAs(storage) !== null;
}

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** The data one identity cached must not show for the other. */
function dropCachedData(storage: Storage): void {
  for (const key of [STORAGE_KEYS.ticketCredentials, ...CACHE_KEYS]) storage.removeItem(key);
}

/** Keeps the staff session aside and signs in with the view-as token. */
export function beginViewAs(answer: TokenResponse, reason: string, storage: Storage = localStorage, now: number = Date.now()): void {
  const staffToken = storage.getItem(STORAGE_KEYS.token);
  const staffTokenExpires = storage.getItem(STORAGE_KEYS.tokenExpires);
  // Viewing as someone else while already viewing keeps the first staff session aside, not the view-as one.
  const aside = readViewAs(storage) ?? (staffToken && staffTokenExpires ? { staffToken, staffTokenExpires } : null);
  if (!aside) return;
  storage.setItem(VIEW_AS_STORAGE_KEY, JSON.stringify({ staffToken: aside.staffToken, staffTokenExpires: aside.staffTokenExpires, reason, startedAt: now } satisfies ViewAsState));
  storeToken(answer.access_token, answer.expires_in, storage, now);
  dropCachedData(storage);
  changed();
}

/**
 * Puts the staff session back in place of the view-as one (nothing when not viewing as). `state`
 * is what was read before an await, in case something cleared the storage meanwhile.
 */
export function restoreStaffSession(storage: Storage = localStorage, state: ViewAsState | null = readViewAs(storage)): void {
  if (!state) return;
  storage.removeItem(VIEW_AS_STORAGE_KEY);
  storage.setItem(STORAGE_KEYS.token, state.staffToken);
  storage.setItem(STORAGE_KEYS.tokenExpires, state.staffTokenExpires);
  dropCachedData(storage);
  changed();
}

/**
 * Ends the view-as session on the server (DELETE /api/view-as; a token already ended or expired
 * changes nothing) and brings the staff session back.
 */
export async function endViewAs(): Promise<void> {
  ending ??= (async () => {
    const state = readViewAs();
    try {
      await call('DELETE /api/view-as', { ignoreUnauthorized: true });
    } catch {
      // Ended already (expired, or in another tab): the staff session comes back either way.
    }
    restoreStaffSession(localStorage, state);
  })().finally(() => {
    ending = undefined;
  });
  return ending;
}
let ending: Promise<void> | undefined;

/**
 * Switching identity reloads the app at `path`, so nothing one identity loaded (queries, live
 * streams, the bell) stays in memory for the other. An object, so tests can watch it.
 */
export const identitySwitch = {
  reloadAt(path: string): void {
    window.location.assign(path);
  },
};

/**
 * A session that can no longer be used (401, expired, the bell failing): a view-as one ends and
 * gives the staff session back, at the Users list. Answers false when not viewing as, so the
 * caller signs out as it always has.
 */
export function leaveViewAs(): boolean {
  if (!isViewingAs()) return false;
  void endViewAs().then(() => identitySwitch.reloadAt(VIEW_AS_END_PATH));
  return true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab started or ended a view: the token here changed with it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === VIEW_AS_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The view-as session in progress, kept current; null when the signed-in user is themself. */
export function useViewAs(): ViewAsState | null {
  const raw = useSyncExternalStore(subscribe, () => localStorage.getItem(VIEW_AS_STORAGE_KEY), () => null);
  return useMemo(() => parse(raw), [raw]);
}
