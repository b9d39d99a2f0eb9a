import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/routes';
import { createQueryClient } from '@/lib/query-client';

/** Renders the real route table in a memory router with the app's providers. */
export function renderApp(initialEntries: string[] = ['/'], routes?: RouteObject[]) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes ?? createRoutes(() => queryClient), { initialEntries });
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** Renders one element inside a memory router and the app's providers. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return renderApp([path], [{ path: '*', element: ui }]);
}

type Handler = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

/** Stubs fetch with handlers keyed by "METHOD /path"; anything else answers 404. */
export function mockFetch(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler = handlers[`${method} ${path.split('?')[0]}`];
    if (!handler) return new Response('', { status: 404 });
    return handler(init, path);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function text(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

export function problem(code: string, status: number): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title: code, status, code }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

/** A signed-in browser, as the app sees it: the session's expiry in localStorage (the token is in an HttpOnly cookie). */
export function signInAs(minutes = 60): void {
  localStorage.setItem('tokenExpires', String(Date.now() + minutes * 60_000));
}
