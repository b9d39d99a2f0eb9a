import type { DashboardRoute } from '@customer-hub/contract/routes';

/**
 * Dashboard pages the web adds to the spec's list (contract/routes.ts): the spec names an Orders
 * screen without giving its route. Kept apart from the sidebar so the router does not load icons.
 */
export const WEB_DASHBOARD_ROUTES = ['Orders'] as const;
export type AppRoute = DashboardRoute | (typeof WEB_DASHBOARD_ROUTES)[number];
