import { Navigate, type RouteObject } from 'react-router';
import { DASHBOARD_ROUTES, type DashboardRoute } from '@customer-hub/contract/routes';
import { PageLoader } from '@/app/page-loader';
import { RequireSession } from '@/app/require-session';
import { RootLayout } from '@/app/root-layout';
import { RouteError } from '@/app/route-error';
import { RequestPage } from '@/features/access-request/pages/request-page';
import { RecoverPasswordPage } from '@/features/auth/pages/recover-password-page';
import { SignInPage } from '@/features/auth/pages/sign-in-page';
import { NotFoundPage } from '@/features/errors/pages/not-found-page';
import { ServerErrorPage } from '@/features/errors/pages/server-error-page';

/** Dashboard pages load on demand so the sign-in screen stays small. */
function dashboardPage(route: DashboardRoute): RouteObject {
  if (route === 'Home') {
    return {
      path: route,
      lazy: async () => {
        const { HomePage } = await import('@/features/dashboard/pages/home-page');
        return { Component: HomePage };
      },
    };
  }
  return {
    path: route,
    lazy: async () => {
      const { ComingSoonPage } = await import('@/features/dashboard/pages/coming-soon-page');
      return { element: <ComingSoonPage route={route} /> };
    },
  };
}

/** Spec §2 routes. Paths match case-insensitively, as React Router does by default. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      { index: true, Component: SignInPage },
      { path: 'signin', Component: SignInPage },
      { path: 'RecoverPassword', Component: RecoverPasswordPage },
      { path: 'Request', Component: RequestPage },
      { path: '404', Component: NotFoundPage },
      { path: '500', Component: ServerErrorPage },
      {
        path: 'dashboard',
        Component: RequireSession,
        children: [
          {
            lazy: async () => {
              const { ShellLayout } = await import('@/app/shell/shell-layout');
              return { Component: ShellLayout };
            },
            children: [
              { index: true, element: <Navigate to="Home" replace /> },
              ...DASHBOARD_ROUTES.map(dashboardPage),
              { path: '*', element: <Navigate to="/404" replace /> },
            ],
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
