import { Navigate, type RouteObject } from 'react-router';
import { DASHBOARD_ROUTES, type DashboardRoute } from '@customer-hub/contract/routes';
import { PageLoader } from '@/app/page-loader';
import { RequireSession } from '@/app/require-session';
import { RootLayout } from '@/app/root-layout';
import { RouteError } from '@/app/route-error';
import { SignInPage } from '@/features/auth/pages/sign-in-page';
import { NotFoundPage } from '@/features/errors/pages/not-found-page';
import { ServerErrorPage } from '@/features/errors/pages/server-error-page';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** The dashboard pages built so far; the others show "coming soon". Each loads on demand. */
const BUILT_PAGES: Partial<Record<DashboardRoute, LazyRoute>> = {
  Home: async () => ({ Component: (await import('@/features/dashboard/pages/home-page')).HomePage }),
  Utilizadores: async () => ({ Component: (await import('@/features/account/pages/my-account-page')).MyAccountPage }),
  MyMessages: async () => ({ Component: (await import('@/features/access-request/pages/my-messages-page')).MyMessagesPage }),
  LoginLogs: async () => ({ Component: (await import('@/features/logs/pages/login-logs-page')).LoginLogsPage }),
  EmailLogs: async () => ({ Component: (await import('@/features/logs/pages/email-logs-page')).EmailLogsPage }),
  Logs: async () => ({ Component: (await import('@/features/logs/pages/system-logs-page')).SystemLogsPage }),
  Settings: async () => ({ Component: (await import('@/features/settings/pages/settings-page')).SettingsPage }),
};

/** Dashboard pages load on demand so the sign-in screen stays small. */
function dashboardPage(route: DashboardRoute): RouteObject {
  const built = BUILT_PAGES[route];
  if (built) return { path: route, lazy: built };
  return {
    path: route,
    lazy: async () => {
      const { ComingSoonPage } = await import('@/features/dashboard/pages/coming-soon-page');
      return { element: <ComingSoonPage route={route} /> };
    },
  };
}

/** Public pages other than sign-in also load on demand: most visitors only ever sign in. */
const publicPages: RouteObject[] = [
  {
    path: 'RecoverPassword',
    lazy: async () => ({ Component: (await import('@/features/account/pages/recover-password-page')).RecoverPasswordPage }),
  },
  {
    path: 'Request',
    lazy: async () => ({ Component: (await import('@/features/access-request/pages/request-page')).RequestPage }),
  },
  {
    path: 'SignUp',
    lazy: async () => ({ Component: (await import('@/features/account/pages/sign-up-page')).SignUpPage }),
  },
  {
    path: 'ResetPassword',
    lazy: async () => {
      const { ResetPasswordPage } = await import('@/features/account/pages/reset-password-page');
      return { element: <ResetPasswordPage mode="reset" /> };
    },
  },
  {
    path: 'SetPassword',
    lazy: async () => {
      const { ResetPasswordPage } = await import('@/features/account/pages/reset-password-page');
      return { element: <ResetPasswordPage mode="set" /> };
    },
  },
];

/** Spec §2 routes. Paths match case-insensitively, as React Router does by default. */
export const routes: RouteObject[] = [
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
