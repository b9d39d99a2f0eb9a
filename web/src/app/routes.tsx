import { Navigate, type RouteObject } from 'react-router';
import { DASHBOARD_ROUTES, type DashboardRoute } from '@customer-hub/contract/routes';
import { WEB_DASHBOARD_ROUTES, type AppRoute } from '@/app/app-routes';
import { PageLoader } from '@/app/page-loader';
import { RequireSession } from '@/app/require-session';
import { RootLayout } from '@/app/root-layout';
import { RouteError } from '@/app/route-error';
import { SignInPage } from '@/features/auth/pages/sign-in-page';
import { NotFoundPage } from '@/features/errors/pages/not-found-page';
import { ServerErrorPage } from '@/features/errors/pages/server-error-page';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** The dashboard pages built so far; the others show "coming soon". Each loads on demand. */
const BUILT_PAGES: Partial<Record<AppRoute, LazyRoute>> = {
  Home: async () => ({ Component: (await import('@/features/dashboard/pages/home-page')).HomePage }),
  Utilizadores: async () => ({ Component: (await import('@/features/account/pages/my-account-page')).MyAccountPage }),
  MyMessages: async () => ({ Component: (await import('@/features/access-request/pages/my-messages-page')).MyMessagesPage }),
  LoginLogs: async () => ({ Component: (await import('@/features/logs/pages/login-logs-page')).LoginLogsPage }),
  EmailLogs: async () => ({ Component: (await import('@/features/logs/pages/email-logs-page')).EmailLogsPage }),
  Logs: async () => ({ Component: (await import('@/features/logs/pages/system-logs-page')).SystemLogsPage }),
  Settings: async () => ({ Component: (await import('@/features/settings/pages/settings-page')).SettingsPage }),
  CurrentAccount: async () => ({ Component: (await import('@/features/current-account/pages/current-account-page')).CurrentAccountPage }),
  Trips: async () => ({ Component: (await import('@/features/trips/pages/trips-page')).TripsPage }),
  Orders: async () => ({ Component: (await import('@/features/orders/pages/orders-page')).OrdersPage }),
  Contracts: async () => ({ Component: (await import('@/features/contracts/pages/contracts-page')).ContractsPage }),
  ContractsGeo: async () => ({ Component: (await import('@/features/sites-map/pages/sites-map-page')).SitesMapPage }),
  ContractOrganization: async () => ({ Component: (await import('@/features/org-chart/pages/org-chart-page')).OrgChartPage }),
  Teams: async () => ({ Component: (await import('@/features/teams/pages/teams-page')).TeamsPage }),
  Stocks: async () => ({ Component: (await import('@/features/stocks/pages/stocks-page')).StocksPage }),
  Transports: async () => ({ Component: (await import('@/features/transports/pages/transports-page')).TransportsPage }),
  SearchDocuments: async () => ({ Component: (await import('@/features/documents/pages/search-documents-page')).SearchDocumentsPage }),
  ContentManagement: async () => ({ Component: (await import('@/features/documents/pages/content-management-page')).ContentManagementPage }),
};

/** Dashboard pages load on demand so the sign-in screen stays small. */
function dashboardPage(route: AppRoute): RouteObject {
  const built = BUILT_PAGES[route];
  if (built) return { path: route, lazy: built };
  if (!isSpecRoute(route)) throw new Error(`No page for ${route}`);
  return {
    path: route,
    lazy: async () => {
      const { ComingSoonPage } = await import('@/features/dashboard/pages/coming-soon-page');
      return { element: <ComingSoonPage route={route} /> };
    },
  };
}

function isSpecRoute(route: AppRoute): route is DashboardRoute {
  return (DASHBOARD_ROUTES as readonly string[]).includes(route);
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
              ...[...DASHBOARD_ROUTES, ...WEB_DASHBOARD_ROUTES].map(dashboardPage),
              { path: '*', element: <Navigate to="/404" replace /> },
            ],
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
