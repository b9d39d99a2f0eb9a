import { useEffect, useState } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState, type RouteObject } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { LiveMarkRoot } from '@/components/live-boundary';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/routes';
import i18n from '@/i18n/i18n';
import { reactView } from '@/i18n/react-view';
import { setUnauthorizedHandler } from '@/lib/api-client';
import type { TextDirection } from '@/lib/direction';
import { queryClient } from '@/lib/query-client';
import { clearSession } from '@/lib/session';
import { leaveViewAs } from '@/lib/view-as';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router. Creating it starts the first navigation: the matched routes' code and
 * their first calls load from then on, so main.tsx creates it before the build check answers.
 */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(createRoutes(() => queryClient));
}

/**
 * The router of a page the server rendered: the code of the routes it matched is loaded first
 * (what the server rendered with), so the first render in the browser is the same page, not the
 * loading state lazy routes start in; the router starts from the server's state, its loaders not run again.
 */
export async function createHydratingRouter(hydrationData: HydrationState): Promise<AppRouter> {
  const routes = createRoutes(() => queryClient);
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined } satisfies Partial<RouteObject>);
    }),
  );
  return createBrowserRouter(routes, { hydrationData });
}

/** A 401 from any call ends the session locally and asks for sign-in, remembering where the user was. */
function endSessionAndSignIn(router: AppRouter): void {
  // A view-as session that ended (30 minutes, or elsewhere) gives the staff session back instead.
  if (leaveViewAs()) return;
  clearSession();
  queryClient.clear();
  const { location } = router.state;
  if (location.pathname.toLowerCase() === '/signin') return;
  void router.navigate('/signin', { replace: true, state: { from: location } });
}

/** `liveMarks`: how many screen boundaries the server drew on the page being taken over (components/live-boundary.tsx). */
export function App({ direction, router: given, liveMarks = 0 }: { direction: TextDirection; router?: AppRouter; liveMarks?: number }) {
  const [router] = useState(() => given ?? createAppRouter());

  useEffect(() => {
    setUnauthorizedHandler(() => endSessionAndSignIn(router));
    return () => setUnauthorizedHandler(undefined);
  }, [router]);

  return (
    <LiveMarkRoot expected={liveMarks}>
      <I18nextProvider i18n={reactView(i18n)}>
        <AppProviders queryClient={queryClient} direction={direction}>
          <RouterProvider router={router} />
        </AppProviders>
      </I18nextProvider>
    </LiveMarkRoot>
  );
}
