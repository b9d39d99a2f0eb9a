import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiGroup } from '@customer-hub/contract/api';
import accessRequestRoutes from './modules/access-requests/routes.ts';
import accountRoutes from './modules/accounts/routes.ts';
import apiKeysRoutes from './modules/api-keys/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import biRoutes from './modules/bi/routes.ts';
import connectRoutes from './modules/connect/routes.ts';
import contractsRoutes from './modules/contracts/routes.ts';
import cookiesRoutes from './modules/cookies/routes.ts';
import currentAccountRoutes from './modules/current-account/routes.ts';
import dashboardRoutes from './modules/dashboard/routes.ts';
import dataExportRoutes from './modules/data-export/routes.ts';
import documentsRoutes from './modules/documents/routes.ts';
import emailRoutes from './modules/email/routes.ts';
import erasureRoutes from './modules/erasure/routes.ts';
import globalSearchRoutes from './modules/global-search/routes.ts';
import homeContentRoutes from './modules/home-content/routes.ts';
import knowledgeRoutes from './modules/knowledge/routes.ts';
import logsRoutes from './modules/logs/routes.ts';
import mailInRoutes from './modules/mail-in/routes.ts';
import notificationRoutes from './modules/notifications/routes.ts';
import ordersRoutes from './modules/orders/routes.ts';
import passkeysRoutes from './modules/passkeys/routes.ts';
import orgChartRoutes from './modules/org-chart/routes.ts';
import orgRoutes from './modules/org/routes.ts';
import privacyPolicyRoutes from './modules/privacy-policy/routes.ts';
import reportsRoutes from './modules/reports/routes.ts';
import retentionRoutes from './modules/retention/routes.ts';
import satisfactionRoutes from './modules/satisfaction/routes.ts';
import settingsRoutes from './modules/settings/routes.ts';
import sitesRoutes from './modules/sites/routes.ts';
import slaRoutes from './modules/sla/routes.ts';
import ssoRoutes from './modules/sso/routes.ts';
import stocksRoutes from './modules/stocks/routes.ts';
import syncRoutes from './modules/sync/routes.ts';
import teamsRoutes from './modules/teams/routes.ts';
import ticketsRoutes from './modules/tickets/routes.ts';
import transportsRoutes from './modules/transports/routes.ts';
import tripsRoutes from './modules/trips/routes.ts';
import usersRoutes from './modules/users/routes.ts';
import viewAsRoutes from './modules/view-as/routes.ts';
import webhooksRoutes from './modules/webhooks/routes.ts';

/**
 * The routes of each of the contract's endpoint groups (contract/src/api.ts, API_GROUPS), by the
 * group's name: a group added to the contract without its module's routes here fails to compile,
 * and app.ts registers them all in this order.
 */
export const API_ROUTES = {
  auth: authRoutes,
  users: usersRoutes,
  viewAs: viewAsRoutes,
  logs: logsRoutes,
  email: emailRoutes,
  erasure: erasureRoutes,
  dataExport: dataExportRoutes,
  settings: settingsRoutes,
  retention: retentionRoutes,
  org: orgRoutes,
  accounts: accountRoutes,
  apiKeys: apiKeysRoutes,
  connect: connectRoutes,
  passkeys: passkeysRoutes,
  accessRequests: accessRequestRoutes,
  notifications: notificationRoutes,
  trips: tripsRoutes,
  transports: transportsRoutes,
  orders: ordersRoutes,
  tickets: ticketsRoutes,
  satisfaction: satisfactionRoutes,
  mailIn: mailInRoutes,
  contracts: contractsRoutes,
  teams: teamsRoutes,
  stocks: stocksRoutes,
  sync: syncRoutes,
  sites: sitesRoutes,
  sla: slaRoutes,
  sso: ssoRoutes,
  orgChart: orgChartRoutes,
  currentAccount: currentAccountRoutes,
  bi: biRoutes,
  dashboard: dashboardRoutes,
  reports: reportsRoutes,
  documents: documentsRoutes,
  cookies: cookiesRoutes,
  homeContent: homeContentRoutes,
  knowledge: knowledgeRoutes,
  globalSearch: globalSearchRoutes,
  privacyPolicy: privacyPolicyRoutes,
  webhooks: webhooksRoutes,
} satisfies Record<ApiGroup, FastifyPluginAsyncZod>;
