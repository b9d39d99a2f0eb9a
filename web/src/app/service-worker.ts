export const SERVICE_WORKER_URL = '/sw.js';

/** Spec §4: a development or test host, where a worker is verified before it is registered. */
export function isLocalhost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

/** True when the answer really is a worker script (not a 404, nor the page fallback). */
export function isServiceWorkerScript(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return response.ok && type.includes('javascript');
}

export interface ServiceWorkerDeps {
  container?: ServiceWorkerContainer;
  hostname?: string;
  fetchScript?: (url: string) => Promise<Response>;
  reload?: () => void;
  log?: (message: string, error?: unknown) => void;
}

/**
 * Spec §4: registers the offline shell's worker. On localhost the worker script is fetched first:
 * when it is missing or is not a script (a stale worker left by another app or build), the
 * registration is removed and the page reloads without it. When an updated worker takes over a
 * page that already had one, the page reloads once, so it never runs a shell whose chunks the new
 * worker no longer holds. Errors are only logged (spec §8).
 */
export async function registerServiceWorker({
  container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined,
  hostname = window.location.hostname,
  fetchScript = (url) => fetch(url, { cache: 'no-store', headers: { 'Service-Worker': 'script' } }),
  reload = () => window.location.reload(),
  log = (message, error) => console.error(message, error),
}: ServiceWorkerDeps = {}): Promise<void> {
  if (!container) return;
  try {
    if (isLocalhost(hostname)) {
      const response = await fetchScript(SERVICE_WORKER_URL);
      if (!isServiceWorkerScript(response)) {
        const registration = await container.getRegistration();
        if (registration) {
          await registration.unregister();
          reload();
        }
        return;
      }
    }
    reloadWhenUpdated(container, reload);
    await container.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch (error) {
    log('Service worker registration failed', error);
  }
}

function reloadWhenUpdated(container: ServiceWorkerContainer, reload: () => void): void {
  let previous = container.controller;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    // The first worker taking control of a page that had none is no update: nothing to reload.
    const hadController = previous !== null;
    previous = container.controller;
    if (!hadController || reloading) return;
    reloading = true;
    reload();
  });
}
