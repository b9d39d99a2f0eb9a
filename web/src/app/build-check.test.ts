import { describe, expect, it, vi } from 'vitest';
import { ensureCurrentBuild, isNewerBuild, unregisterServiceWorkers } from '@/app/build-check';

const BUNDLED = '2025-03-01T10:00:00.000Z';

function deps(answer: () => Promise<Response>) {
  return {
    fetchMeta: vi.fn(answer),
    bundledBuildDate: BUNDLED,
    clearCaches: vi.fn(async () => {}),
    reload: vi.fn(),
    storage: sessionStorage,
  };
}

const meta = (buildDate: string) => async () => new Response(JSON.stringify({ buildDate }), { status: 200 });

describe('isNewerBuild', () => {
  it('is true only for a later, valid date', () => {
    expect(isNewerBuild('2025-03-01T10:00:01.000Z', BUNDLED)).toBe(true);
    expect(isNewerBuild(BUNDLED, BUNDLED)).toBe(false);
    expect(isNewerBuild('2025-02-01T00:00:00.000Z', BUNDLED)).toBe(false);
    expect(isNewerBuild('garbage', BUNDLED)).toBe(false);
    expect(isNewerBuild(undefined, BUNDLED)).toBe(false);
  });
});

describe('ensureCurrentBuild', () => {
  it('renders when the deployed build is the same', async () => {
    const d = deps(meta(BUNDLED));
    await expect(ensureCurrentBuild(d)).resolves.toBe(true);
    expect(d.reload).not.toHaveBeenCalled();
    expect(d.clearCaches).not.toHaveBeenCalled();
  });

  it('asks for meta.json without the HTTP cache', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ buildDate: BUNDLED })));
    vi.stubGlobal('fetch', fetchMock);
    await ensureCurrentBuild({ bundledBuildDate: BUNDLED, reload: vi.fn(), clearCaches: vi.fn(async () => {}) });
    expect(fetchMock).toHaveBeenCalledWith('/meta.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('clears the caches and reloads when a newer build is deployed, and does not render', async () => {
    const d = deps(meta('2025-03-02T00:00:00.000Z'));
    await expect(ensureCurrentBuild(d)).resolves.toBe(false);
    expect(d.clearCaches).toHaveBeenCalledTimes(1);
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at most once for the same deployed build', async () => {
    const d = deps(meta('2025-03-02T00:00:00.000Z'));
    await ensureCurrentBuild(d);
    await expect(ensureCurrentBuild(d)).resolves.toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('renders anyway when the check fails', async () => {
    await expect(ensureCurrentBuild(deps(async () => new Response('', { status: 404 })))).resolves.toBe(true);
    await expect(
      ensureCurrentBuild(
        deps(async () => {
          throw new TypeError('offline');
        }),
      ),
    ).resolves.toBe(true);
    await expect(ensureCurrentBuild(deps(async () => new Response('<html>', { status: 200 })))).resolves.toBe(true);
  });
});

describe('what a newer build clears by default', () => {
  it('unregisters the service worker and deletes every cache before reloading', async () => {
    const order: string[] = [];
    const registrations = [{ unregister: vi.fn(async () => order.push('unregister') > 0) }];
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { getRegistrations: async () => registrations } });
    vi.stubGlobal('caches', {
      keys: async () => ['workbox-precache-v2-http://x/', 'other'],
      delete: vi.fn(async (name: string) => order.push(`delete ${name}`) > 0),
    });
    const reload = vi.fn(() => void order.push('reload'));
    try {
      const result = await ensureCurrentBuild({ fetchMeta: meta('2025-03-02T00:00:00.000Z'), bundledBuildDate: BUNDLED, reload, storage: sessionStorage });

      expect(result).toBe(false);
      expect(order).toEqual(expect.arrayContaining(['unregister', 'delete workbox-precache-v2-http://x/', 'delete other']));
      expect(order.at(-1)).toBe('reload');
    } finally {
      vi.unstubAllGlobals();
      sessionStorage.clear();
    }
  });

  it('still reloads when the worker cannot be unregistered, logging the error', async () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { getRegistrations: async () => Promise.reject(new Error('denied')) } });
    vi.stubGlobal('caches', { keys: async () => [], delete: vi.fn() });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    try {
      await ensureCurrentBuild({ fetchMeta: meta('2025-03-03T00:00:00.000Z'), bundledBuildDate: BUNDLED, reload, storage: sessionStorage });

      expect(reload).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalled();
    } finally {
      error.mockRestore();
      vi.unstubAllGlobals();
      sessionStorage.clear();
    }
  });

  it('unregisterServiceWorkers does nothing without service worker support', async () => {
    await expect(unregisterServiceWorkers(undefined)).resolves.toBeUndefined();
  });
});
