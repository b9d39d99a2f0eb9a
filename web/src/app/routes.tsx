import { redirect, type RouteObject } from 'react-router';
import type { ReactNode } from 'react';
import { DASHBOARD_ROUTES, type DashboardRoute } from '@customer-hub/contract/routes';
import { PageLoader } from '@/app/page-loader';
import { RequireSession } from '@/app/require-session';
import { RootLayout } from '@/app/root-layout';
import { RouteError } from '@/app/route-error';
import { mayOpenScreen, screens, type Screen, type ScreenPath } from '@/app/screens';
import { currentUserQuery } from '@/lib/current-user';
import { loadWholeDictionary } from '@/i18n/i18n';
import { prefetchScreen, prefetchShell } from '@/app/shell/shell-queries';
import { SignInPage } from '@/features/auth/pages/sign-in-page';
import { NotFoundPage } from '@/features/errors/pages/not-found-page';
import { ServerErrorPage } from '@/features/errors/pages/server-error-page';
import type { QueryClient } from '@tanstack/react-query';

/**
 * A page's code loaded on demand, with the whole dictionary: only sign-in and Home draw from its
 * first part alone (i18n/first-sections.ts).
 */
function withWords<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadWholeDictionary()]))[0];
}

/**
 * A dashboard screen of the registry, loaded on demand behind its page gate; a screen with no page
 * yet says "coming soon". A screen's detail page (`MyTickets/:id`) is a route of its own behind
 * the same gate.
 */
function dashboardPages(screen: Screen<ScreenPath>, clientOf: () => QueryClient): RouteObject[] {
  if (screen.landing) return [landingPage(screen)];
  const gated = (path: string, content: () => Promise<ReactNode>, prefetch: Screen['prefetch']): RouteObject => ({
    path,
    // A static loader runs while the lazy part loads: the page's call starts with its code.
    loader: prefetch
      ? ({ request, params }) => {
          void prefetchScreen(clientOf(), admitted(screen, (client) => prefetch(client, { search: new URL(request.url).searchParams, params })));
          return null;
        }
      : undefined,
    shouldRevalidate: noRevalidation,
    lazy: (screen.firstWords ? <T,>(load: () => Promise<T>) => load : withWords)(async () => {
      const [{ ScreenGate }, element] = await Promise.all([import('@/app/screen-gate'), content()]);
      return { element: <ScreenGate screen={screen}>{element}</ScreenGate> };
    }),
  });
  const { detail } = screen;
  const pages = [gated(screen.path, () => screenContent(screen), screen.prefetch)];
  if (detail) {
    pages.push(
      gated(
        detail.path,
        async () => {
          const Page = await detail.page();
          return <Page />;
        },
        detail.prefetch,
      ),
    );
  }
  return pages;
}

/** The /dashboard landing (the index route): its screen for those it admits, Home for the others. */
function landingPage(screen: Screen<ScreenPath>): RouteObject {
  return {
    index: true,
    lazy: withWords(async () => {
      const { LandingGate } = await import('@/app/screen-gate');
      return { element: <LandingGate screen={screen} /> };
    }),
  };
}

/**
 * A screen's first call, asked only of a user its page gate admits (who it is is asked beside the
 * frame's other first calls; at once when already known): nothing is asked for a page the user
 * may not open.
 */
function admitted(screen: Screen<ScreenPath>, prefetch: (queryClient: QueryClient) => Promise<void>) {
  if (screen.access === 'authenticated' && !screen.customerOnly) return prefetch;
  return async (queryClient: QueryClient) => {
    const user = await queryClient.ensureQueryData(currentUserQuery);
    if (mayOpenScreen(user, screen)) await prefetch(queryClient);
  };
}

/**
 * The loaders only warm the query cache on the way in: they are not run again when the address
 * changes under them (a list's filters in the URL), which would make each such change wait for them.
 */
const noRevalidation = () => false;

async function screenContent(screen: Screen<ScreenPath>): Promise<ReactNode> {
  if (screen.page) {
    const Page = await screen.page();
    return <Page />;
  }
  const route = screen.path;
  if (!isSpecRoute(route)) throw new Error(`No page for ${route}`);
  const { ComingSoonPage } = await import('@/features/dashboard/pages/coming-soon-page');
  return <ComingSoonPage route={route} />;
}

function isSpecRoute(route: string): route is DashboardRoute {
  return (DASHBOARD_ROUTES as readonly string[]).includes(route);
}

/** Public pages other than sign-in also load on demand: most visitors only ever sign in. */
const publicPages: RouteObject[] = [
  {
    path: 'RecoverPassword',
    lazy: withWords(async () => ({ Component: (await import('@/features/account/pages/recover-password-page')).RecoverPasswordPage })),
  },
  {
    path: 'Request',
    lazy: withWords(async () => ({ Component: (await import('@/features/access-request/pages/request-page')).RequestPage })),
  },
  {
    path: 'SignUp',
    lazy: withWords(async () => ({ Component: (await import('@/features/account/pages/sign-up-page')).SignUpPage })),
  },
  {
    path: 'ResetPassword',
    lazy: withWords(async () => {
      const { ResetPasswordPage } = await import('@/features/account/pages/reset-password-page');
      return { element: <ResetPasswordPage mode="reset" /> };
    }),
  },
  {
    path: 'ConfirmEmail',
    lazy: withWords(async () => ({ Component: (await import('@/features/account/pages/confirm-email-page')).ConfirmEmailPage })),
  },
  {
    // The satisfaction survey's emailed links: /satisfaction/<token>?rating=N.
    path: 'satisfaction/:token',
    lazy: withWords(async () => ({ Component: (await import('@/features/satisfaction/pages/satisfaction-page')).SatisfactionPage })),
  },
  {
    // Connect your systems: API keys, webhooks and their signatures, for a company's IT.
    path: 'Connect',
    lazy: withWords(async () => ({ Component: (await import('@/features/connect/pages/connect-page')).ConnectPage })),
  },
  {
    path: 'SetPassword',
    lazy: withWords(async () => {
      const { ResetPasswordPage } = await import('@/features/account/pages/reset-password-page');
      return { element: <ResetPasswordPage mode="set" /> };
    }),
  },
];

/**
 * The first calls of the page the app opens on (`/dashboard/Home`): the frame's and the screen's,
 * started before the router exists. On a first load the router runs a route's loader only once the
 * route's code has loaded, which put those calls behind every chunk of the frame and the page; the
 * loaders then find them in flight. Settles once they have all answered (the server's render waits).
 */
export function startFirstCalls(queryClient: QueryClient, location: { pathname: string; search: string }): Promise<void> {
  const [first, second, third, ...rest] = location.pathname.split('/').filter(Boolean);
  if (first?.toLowerCase() !== 'dashboard') return Promise.resolve();
  const calls = [prefetchShell(queryClient)];
  // `/dashboard` itself is the landing screen's address.
  const screen = screens.find((candidate) => (second === undefined ? candidate.landing : candidate.path.toLowerCase() === second.toLowerCase()));
  const search = new URLSearchParams(location.search);
  if (third === undefined) {
    const { prefetch } = screen ?? {};
    if (screen && prefetch) calls.push(prefetchScreen(queryClient, admitted(screen, (client) => prefetch(client, { search, params: {} }))));
  } else {
    // A detail page (`MyTickets/:id`): its one parameter is the third segment.
    const detail = screen?.detail;
    const name = detail?.path.split('/:')[1];
    const { prefetch } = detail ?? {};
    if (screen && prefetch && name && rest.length === 0) calls.push(prefetchScreen(queryClient, admitted(screen, (client) => prefetch(client, { search, params: { [name]: decodeURIComponent(third) } }))));
  }
  return Promise.all(calls).then(() => undefined);
}

/**
 * Spec §2 routes. Paths match case-insensitively, as React Router does by default. The dashboard's
 * loaders start its first calls into the cache `clientOf` answers, the one its pages read: the
 * browser's one cache, or on the server the cache of the render a loader runs for (the server's
 * routes are made once, not for each page it renders).
 */
export const createRoutes = (clientOf: () => QueryClient): RouteObject[] => [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      { index: true, Component: SignInPage },
      { path: 'signin', Component: SignInPage },
      ...publicPages,
      { path: '404', Component: NotFoundPage },
      { path: '500', Component: ServerErrorPage },
      {
        path: 'dashboard',
        Component: RequireSession,
        children: [
          {
            // The frame's first calls travel while its code loads (see prefetchShell).
            loader: () => {
              void prefetchShell(clientOf());
              return null;
            },
            shouldRevalidate: noRevalidation,
            lazy: async () => {
              const { ShellLayout } = await import('@/app/shell/shell-layout');
              return { Component: ShellLayout };
            },
            children: [
              ...screens.flatMap((screen) => dashboardPages(screen, clientOf)),
              // A loader's redirect, so a page rendered on the server answers it too (a redirect, not an empty frame).
              { path: '*', loader: () => redirect('/404') },
            ],
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
