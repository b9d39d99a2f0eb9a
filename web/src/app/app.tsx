import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/routes';
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
  return createBrowserRouter(createRoutes(queryClient));
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

export function App({ direction, router: given }: { direction: TextDirection; router?: AppRouter }) {
  const [router] = useState(() => given ?? createAppRouter());

  useEffect(() => {
    setUnauthorizedHandler(() => endSessionAndSignIn(router));
    return () => setUnauthorizedHandler(undefined);
  }, [router]);

  return (
    <AppProviders queryClient={queryClient} direction={direction}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
