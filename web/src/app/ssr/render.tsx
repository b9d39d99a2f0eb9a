// The server render's entry (DESIGN.md §9), built by `vite build --ssr` into web/dist-ssr and
// loaded by the server (server/src/plugins/page-render.ts). First, as in main.tsx: no zod schema
// may be created before zod is told not to compile them.
import '@/lib/zod-config';
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject, type StaticHandler } from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { AppProviders } from '@/app/providers';
import { createRoutes, startFirstCalls } from '@/app/routes';
import { i18nFor } from '@/i18n/i18n.server';
import { reactView } from '@/i18n/react-view';
import { requestScope, setRequestScopeSource, type RequestScope } from '@/i18n/request-scope';
import { resolveDirection } from '@/lib/direction';
import { createQueryClient } from '@/lib/query-client';
import { collectModules } from '@/app/ssr/module-tracker';
import { ServerLiveMarks } from '@/components/live-boundary';
import { SERVER_STATE_ID, type ServerState } from '@/app/ssr/server-state';

export { setRequestScopeSource, type RequestScope };
export { MemoryStorage } from '@/app/ssr/memory-storage';

/**
 * The browser storage the app reads while rendering (the session's expiry, the language) is the
 * request's own on the server: each render sees only what its request carries.
 */
for (const name of ['localStorage', 'sessionStorage'] as const) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get: () => {
      const scope = requestScope();
      if (!scope) throw new Error(`${name} read outside a server render`);
      return scope.storage;
    },
  });
}

export type RenderResult =
  | { kind: 'page'; status: number; html: string; state: string; language: string; direction: 'ltr' | 'rtl' }
  | { kind: 'redirect'; status: number; location: string };

/** The cache of the render a route's loader runs for. */
const renderClients = new AsyncLocalStorage<QueryClient>();

/** What a route's `lazy` imported, kept in its `handle` for every render that matches it. */
interface LazyModules {
  lazyModules?: Set<string>;
}

/** Each route's `lazy` noting what it imports into the route's handle (the routes' own handles kept). */
function noteLazyModules(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const modules = new Set<string>();
    const noted: RouteObject = typeof lazy === 'function' ? { ...route, lazy: () => collectModules(modules, lazy), handle: { ...(route.handle as object), lazyModules: modules } } : { ...route };
    if (children) noted.children = noteLazyModules(children);
    return noted;
  }) as RouteObject[];
}

/**
 * The routes' handler, made once: its routes are ranked when it is made (4 % of a render's CPU
 * when it was made for each page), their loaders find the render's cache in `renderClients`, and
 * each `lazy` runs once, the modules it imported noted for the renders after it.
 */
let routeHandler: StaticHandler | undefined;
function handlerOfRoutes(): StaticHandler {
  routeHandler ??= createStaticHandler(
    noteLazyModules(
      createRoutes(() => {
        const client = renderClients.getStore();
        if (!client) throw new Error('A route loader ran outside a server render');
        return client;
      }),
    ),
  );
  return routeHandler;
}

/** Waits until no call of the render's cache is in flight (a page's first call may start another). */
async function settled(queryClient: QueryClient): Promise<void> {
  for (;;) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (queryClient.isFetching() === 0) return;
    await new Promise<void>((resolve) => {
      const stop = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() > 0) return;
        stop();
        resolve();
      });
    });
  }
}

/** The React tree's HTML once everything in it (lazy parts included) has rendered. */
function renderHtml(node: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown;
    const stream = renderToPipeableStream(node, {
      // The page is sent whole once ready: every part inline, none moved into place by a script
      // (the Content-Security-Policy allows no inline script).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        if (failure) return reject(failure instanceof Error ? failure : new Error(String(failure)));
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        sink.on('error', reject);
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failure ??= error;
      },
    });
  });
}

/**
 * The page of `url` for the request in scope: its routes' code loaded, its first calls answered
 * (the frame's and the screen's, as the browser would start them), then rendered, with the
 * answers the browser's cache starts from and the router's state (ssr/server-state.ts).
 */
export async function render(url: string): Promise<RenderResult> {
  const scope = requestScope();
  if (!scope) throw new Error('render() called outside a request scope');
  const location = new URL(url);
  const queryClient = createQueryClient();
  const firstCalls = startFirstCalls(queryClient, location);
  const handler = handlerOfRoutes();
  const context = await renderClients.run(queryClient, () => handler.query(new Request(location.href)));
  await firstCalls;
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  // A route that failed (its code did not load) renders in the browser, where its error page can
  // retry; the handler keeps a failed load for good, so the next page is given a fresh one.
  if (context.errors) {
    routeHandler = undefined;
    throw new Error(`Route error while rendering ${location.pathname}`);
  }
  for (const { route } of context.matches) for (const module of (route.handle as LazyModules | undefined)?.lazyModules ?? []) scope.modules.add(module);
  await settled(queryClient);
  const router = createStaticRouter(handler.dataRoutes, context);
  const direction = resolveDirection(location.search);
  const liveMarks = new Set<string>();
  const html = await renderHtml(
    <ServerLiveMarks value={liveMarks}>
      <I18nextProvider i18n={reactView(i18nFor(scope.language))}>
        <AppProviders queryClient={queryClient} direction={direction}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </I18nextProvider>
    </ServerLiveMarks>,
  );
  const state: ServerState = {
    language: scope.language,
    viewportWidth: scope.viewportWidth,
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData },
    liveMarks: liveMarks.size,
  };
  queryClient.clear();
  return { kind: 'page', status: context.statusCode, html, state: serialize(state), language: scope.language, direction };
}

/** JSON safe inside a `<script type="application/json">`: no `</script>` or comment can end it early. */
function serialize(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export { SERVER_STATE_ID };
