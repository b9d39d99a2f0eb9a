import { BUILD_DATE } from '@/lib/build-info';

const RELOADED_FOR_KEY = 'reloadedForBuild';
const META_TIMEOUT_MS = 5000;

/** True when the deployed build (meta.json) is later than the one running. */
export function isNewerBuild(serverBuildDate: unknown, bundledBuildDate: string): boolean {
  if (typeof serverBuildDate !== 'string') return false;
  const server = Date.parse(serverBuildDate);
  const bundled = Date.parse(bundledBuildDate);
  return Number.isFinite(server) && Number.isFinite(bundled) && server > bundled;
}

export interface BuildCheckDeps {
  fetchMeta?: (signal: AbortSignal) => Promise<Response>;
  bundledBuildDate?: string;
  clearCaches?: () => Promise<void>;
  reload?: () => void;
  storage?: Storage;
}

async function deleteAllCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}

/**
 * Removes this origin's service worker, so the reload is answered by the network (the new
 * index.html) and not by the old worker's cached shell; the new page registers the new worker.
 */
export async function unregisterServiceWorkers(container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined): Promise<void> {
  if (!container) return;
  const registrations = await container.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

/** Everything a newer build must not find: the worker and every Cache Storage cache. Errors are only logged. */
async function dropOfflineShell(): Promise<void> {
  const results = await Promise.allSettled([unregisterServiceWorkers(), deleteAllCaches()]);
  for (const result of results) if (result.status === 'rejected') console.error('Clearing the offline shell failed', result.reason);
}

/**
 * Spec §4 build check. Resolves true when the app may render: the build is current or
 * the check failed. When a newer build is deployed, unregisters the service worker, deletes
 * every Cache Storage cache, reloads and resolves false. At most one reload per deployed build, so a server that
 * keeps announcing a newer date cannot trap the page in a reload loop.
 */
export async function ensureCurrentBuild({
  fetchMeta = (signal) => fetch('/meta.json', { cache: 'no-store', signal }),
  bundledBuildDate = BUILD_DATE,
  clearCaches = dropOfflineShell,
  reload = () => window.location.reload(),
  storage = sessionStorage,
}: BuildCheckDeps = {}): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), META_TIMEOUT_MS);
  try {
    const response = await fetchMeta(controller.signal);
    if (!response.ok) return true;
    const meta = (await response.json()) as { buildDate?: unknown };
    if (!isNewerBuild(meta.buildDate, bundledBuildDate)) return true;
    const serverDate = String(meta.buildDate);
    if (storage.getItem(RELOADED_FOR_KEY) === serverDate) return true;
    storage.setItem(RELOADED_FOR_KEY, serverDate);
    await clearCaches();
    reload();
    return false;
  } catch {
    return true;
  } finally {
    clearTimeout(timer);
  }
}
