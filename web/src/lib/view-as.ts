import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@customer-hub/contract/constants/auth';
import { VIEW_AS_STORAGE_KEY } from '@customer-hub/contract/constants/view-as';
import type { SessionResponse } from '@customer-hub/contract/auth';
import { call } from '@/lib/api-call';
import { CACHE_KEYS, storeSessionExpiry } from '@/lib/session';

/** Where a view-as session starts, and where staff return when it ends. */
export const VIEW_AS_START_PATH = '/dashboard/Home';
export const VIEW_AS_END_PATH = '/dashboard/Users';

/**
 * A staff user viewing the portal as a contact: the session cookie is the view-as one meanwhile,
 * and the server keeps the staff one aside in a cookie of its own (HttpOnly, sent only to
 * /api/view-as), which ending the view brings back. The browser keeps what is not secret: when
 * the staff session expires, why the view began and when.
 */
export interface ViewAsState {
  staffTokenExpires: string;
  reason: string;
  startedAt: number;
}

function parse(raw: string | null): ViewAsState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ViewAsState> | null;
    if (!value || typeof value.staffTokenExpires !== 'string') return null;
    return { staffTokenExpires: value.staffTokenExpires, reason: String(value.reason ?? ''), startedAt: Number(value.startedAt) || 0 };
  } catch {
    return null;
  }
}

export function readViewAs(storage: Storage = localStorage): ViewAsState | null {
  return parse(storage.getItem(VIEW_AS_STORAGE_KEY));
}

/** Whether the session is a view-as one (read-only: the web skips the calls that write). */
export function isViewingAs(storage: Storage = localStorage): boolean {
  return readViewAs(storage) !== null;
}

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** The data one identity cached must not show for the other. */
function dropCachedData(storage: Storage): void {
  for (const key of [STORAGE_KEYS.ticketCredentials, ...CACHE_KEYS]) storage.removeItem(key);
}

/** Notes the staff session's expiry and the view-as session's (the server has swapped the cookies). */
export function beginViewAs(answer: SessionResponse, reason: string, storage: Storage = localStorage, now: number = Date.now()): void {
  const staffTokenExpires = readViewAs(storage)?.staffTokenExpires ?? storage.getItem(STORAGE_KEYS.tokenExpires);
  if (!staffTokenExpires) return;
  storage.setItem(VIEW_AS_STORAGE_KEY, JSON.stringify({ staffTokenExpires, reason, startedAt: now } satisfies ViewAsState));
  storeSessionExpiry(answer.expires_in, storage, now);
  dropCachedData(storage);
  changed();
}

/**
 * Notes the staff session back in place of the view-as one, once the server has put its cookie
 * back (nothing when not viewing as). `state` is what was read before an await, in case
 * something cleared the storage meanwhile.
 */
export function restoreStaffSession(storage: Storage = localStorage, state: ViewAsState | null = readViewAs(storage)): void {
  if (!state) return;
  storage.removeItem(VIEW_AS_STORAGE_KEY);
  storage.setItem(STORAGE_KEYS.tokenExpires, state.staffTokenExpires);
  dropCachedData(storage);
  changed();
}

/**
 * Ends the view-as session on the server (DELETE /api/view-as, which also puts the staff
 * session's cookie back, even when the view-as one has ended or expired) and notes it here.
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
