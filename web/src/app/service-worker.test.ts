import { describe, expect, it, vi } from 'vitest';
import { isLocalhost, isServiceWorkerScript, registerServiceWorker } from '@/app/service-worker';

type Listener = () => void;

/** A ServiceWorkerContainer double: enough of the API for registration and updates. */
function fakeContainer({ controller = null as unknown, registration = undefined as { unregister: () => Promise<boolean> } | undefined } = {}) {
  const listeners: Listener[] = [];
  const container = {
    controller,
    register: vi.fn(async () => ({})),
    getRegistration: vi.fn(async () => registration),
    addEventListener: vi.fn((_type: string, listener: Listener) => void listeners.push(listener)),
    takeOver(next: unknown) {
      container.controller = next;
      for (const listener of listeners) listener();
    },
  };
  return container;
}

const script = () => new Response('self.addEventListener("fetch", () => {})', { headers: { 'content-type': 'application/javascript; charset=utf-8' } });
const page = () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
const missing = () => new Response('{}', { status: 404, headers: { 'content-type': 'application/problem+json' } });

function deps(container: ReturnType<typeof fakeContainer>, hostname: string, answer: () => Response = script) {
  return {
    container: container as unknown as ServiceWorkerContainer,
    hostname,
    fetchScript: vi.fn(async () => answer()),
    reload: vi.fn(),
    log: vi.fn(),
  };
}

describe('isLocalhost', () => {
  it('is true for localhost, ::1 and 127.x addresses only', () => {
    expect(['localhost', '[::1]', '127.0.0.1', '127.1.2.3'].every(isLocalhost)).toBe(true);
    expect(['hub.example.com', '10.0.0.1', '127.0.0.1.example.com'].some(isLocalhost)).toBe(false);
  });
});

describe('isServiceWorkerScript', () => {
  it('accepts a JavaScript answer and rejects a 404 or the page fallback', () => {
    expect(isServiceWorkerScript(script())).toBe(true);
    expect(isServiceWorkerScript(page())).toBe(false);
    expect(isServiceWorkerScript(missing())).toBe(false);
  });
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole origin on a deployed host, without checking it first', async () => {
    const container = fakeContainer();
    const d = deps(container, 'hub.example.com');

    await registerServiceWorker(d);

    expect(d.fetchScript).not.toHaveBeenCalled();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('on localhost verifies the worker script, then registers it', async () => {
    const container = fakeContainer();
    const d = deps(container, '127.0.0.1');

    await registerServiceWorker(d);

    expect(d.fetchScript).toHaveBeenCalledWith('/sw.js');
    expect(container.register).toHaveBeenCalledTimes(1);
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('on localhost unregisters a worker whose script is missing and reloads once', async () => {
    const registration = { unregister: vi.fn(async () => true) };
    const container = fakeContainer({ registration });
    const d = deps(container, 'localhost', missing);

    await registerServiceWorker(d);

    expect(registration.unregister).toHaveBeenCalledTimes(1);
    expect(d.reload).toHaveBeenCalledTimes(1);
    expect(container.register).not.toHaveBeenCalled();
  });

  it('on localhost neither registers nor reloads when the script is the page fallback and no worker is installed', async () => {
    const container = fakeContainer();
    const d = deps(container, 'localhost', page);

    await registerServiceWorker(d);

    expect(container.register).not.toHaveBeenCalled();
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('only logs when registration fails (spec §8)', async () => {
    const container = fakeContainer();
    container.register.mockRejectedValueOnce(new Error('SecurityError'));
    const d = deps(container, 'hub.example.com');

    await expect(registerServiceWorker(d)).resolves.toBeUndefined();

    expect(d.log).toHaveBeenCalledWith('Service worker registration failed', expect.any(Error));
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('only logs when the localhost check cannot fetch the script', async () => {
    const container = fakeContainer();
    const d = { ...deps(container, 'localhost'), fetchScript: vi.fn(async () => Promise.reject(new TypeError('offline'))) };

    await registerServiceWorker(d);

    expect(d.log).toHaveBeenCalledTimes(1);
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('does nothing where service workers are not supported', async () => {
    await expect(registerServiceWorker({ container: undefined as unknown as ServiceWorkerContainer, hostname: 'localhost' })).resolves.toBeUndefined();
  });

  it('does not reload when the first worker takes control of a fresh page', async () => {
    const container = fakeContainer();
    const d = deps(container, 'hub.example.com');
    await registerServiceWorker(d);

    container.takeOver({ id: 'first' });

    expect(d.reload).not.toHaveBeenCalled();
  });

  it('reloads exactly once when an updated worker takes over a controlled page', async () => {
    const container = fakeContainer({ controller: { id: 'old' } });
    const d = deps(container, 'hub.example.com');
    await registerServiceWorker(d);

    container.takeOver({ id: 'new' });
    container.takeOver({ id: 'newer' });

    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads on a later update of a page whose first worker arrived after it loaded', async () => {
    const container = fakeContainer();
    const d = deps(container, 'hub.example.com');
    await registerServiceWorker(d);

    container.takeOver({ id: 'first' });
    container.takeOver({ id: 'update' });

    expect(d.reload).toHaveBeenCalledTimes(1);
  });
});
