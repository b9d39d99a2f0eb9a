import { endpointKey, type Endpoint, type EndpointKey } from './endpoint.ts';
import { accessRequestsEndpoints } from './endpoints/access-requests.ts';
import { accountsEndpoints } from './endpoints/accounts.ts';
import { apiKeysEndpoints } from './endpoints/api-keys.ts';
import { authEndpoints } from './endpoints/auth.ts';
import { biEndpoints } from './endpoints/bi.ts';
import { contractsEndpoints } from './endpoints/contracts.ts';
import { connectEndpoints } from './endpoints/connect.ts';
import { cookiesEndpoints } from './endpoints/cookies.ts';
import { currentAccountEndpoints } from './endpoints/current-account.ts';
import { dashboardEndpoints } from './endpoints/dashboard.ts';
import { dataExportEndpoints } from './endpoints/data-export.ts';
import { documentsEndpoints } from './endpoints/documents.ts';
import { emailEndpoints } from './endpoints/email.ts';
import { erasureEndpoints } from './endpoints/erasure.ts';
import { globalSearchEndpoints } from './endpoints/global-search.ts';
import { homeContentEndpoints } from './endpoints/home-content.ts';
import { knowledgeEndpoints } from './endpoints/knowledge.ts';
import { logsEndpoints } from './endpoints/logs.ts';
import { mailInEndpoints } from './endpoints/mail-in.ts';
import { notificationsEndpoints } from './endpoints/notifications.ts';
import { ordersEndpoints } from './endpoints/orders.ts';
import { passkeysEndpoints } from './endpoints/passkeys.ts';
import { orgChartEndpoints } from './endpoints/org-chart.ts';
import { orgEndpoints } from './endpoints/org.ts';
import { privacyPolicyEndpoints } from './endpoints/privacy-policy.ts';
import { reportsEndpoints } from './endpoints/reports.ts';
import { retentionEndpoints } from './endpoints/retention.ts';
import { satisfactionEndpoints } from './endpoints/satisfaction.ts';
import { settingsEndpoints } from './endpoints/settings.ts';
import { sitesEndpoints } from './endpoints/sites.ts';
import { slaEndpoints } from './endpoints/sla.ts';
import { ssoEndpoints } from './endpoints/sso.ts';
import { stocksEndpoints } from './endpoints/stocks.ts';
import { syncEndpoints } from './endpoints/sync.ts';
import { teamsEndpoints } from './endpoints/teams.ts';
import { ticketsEndpoints } from './endpoints/tickets.ts';
import { transportsEndpoints } from './endpoints/transports.ts';
import { tripsEndpoints } from './endpoints/trips.ts';
import { usersEndpoints } from './endpoints/users.ts';
import { viewAsEndpoints } from './endpoints/view-as.ts';
import { webhooksEndpoints } from './endpoints/webhooks.ts';

// Every module's endpoint group, by name. The server registers each group's routes from this
// record (server/src/api-routes.ts) and its tests read the list; the web imports only the
// `ApiEndpoints` type from here, never a value (that would bring the schemas and zod along).

export const API_GROUPS = {
  accessRequests: accessRequestsEndpoints,
  accounts: accountsEndpoints,
  apiKeys: apiKeysEndpoints,
  auth: authEndpoints,
  bi: biEndpoints,
  connect: connectEndpoints,
  contracts: contractsEndpoints,
  cookies: cookiesEndpoints,
  currentAccount: currentAccountEndpoints,
  dashboard: dashboardEndpoints,
  dataExport: dataExportEndpoints,
  documents: documentsEndpoints,
  email: emailEndpoints,
  erasure: erasureEndpoints,
  globalSearch: globalSearchEndpoints,
  homeContent: homeContentEndpoints,
  knowledge: knowledgeEndpoints,
  logs: logsEndpoints,
  mailIn: mailInEndpoints,
  notifications: notificationsEndpoints,
  orders: ordersEndpoints,
  passkeys: passkeysEndpoints,
  orgChart: orgChartEndpoints,
  org: orgEndpoints,
  privacyPolicy: privacyPolicyEndpoints,
  reports: reportsEndpoints,
  retention: retentionEndpoints,
  satisfaction: satisfactionEndpoints,
  settings: settingsEndpoints,
  sites: sitesEndpoints,
  sla: slaEndpoints,
  sso: ssoEndpoints,
  stocks: stocksEndpoints,
  sync: syncEndpoints,
  teams: teamsEndpoints,
  tickets: ticketsEndpoints,
  transports: transportsEndpoints,
  trips: tripsEndpoints,
  users: usersEndpoints,
  viewAs: viewAsEndpoints,
  webhooks: webhooksEndpoints,
} as const;

/** A module's endpoint group by name; the server registers each group's routes by this name. */
export type ApiGroup = keyof typeof API_GROUPS;

const groups = Object.values(API_GROUPS);

/** The endpoints of each group, as one union (distributed over the groups). */
type EndpointsOf<G> = G extends unknown ? G[keyof G] : never;
type GroupEndpoint = EndpointsOf<(typeof API_GROUPS)[ApiGroup]>;

/** Every endpoint by its `METHOD path`, for the web's typed client. */
export type ApiEndpoints = { [E in GroupEndpoint as EndpointKey<E>]: E };

/** Every endpoint described in the contract. */
export const API_ENDPOINTS: readonly Endpoint[] = groups.flatMap((group) => Object.values(group));

/**
 * Each endpoint's name in its group (`getRetentionSettings`) by its `METHOD path`: the operationId
 * of its operation in the OpenAPI document, so an API client's generated calls read the same.
 */
export const ENDPOINT_NAMES: ReadonlyMap<string, string> = new Map(
  groups.flatMap((group) => Object.entries(group).map(([name, endpoint]: [string, Endpoint]) => [endpointKey(endpoint), name] as const)),
);
