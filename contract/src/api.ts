import type { Endpoint, EndpointKey } from './endpoint.ts';
import { accessRequestsEndpoints } from './endpoints/access-requests.ts';
import { accountsEndpoints } from './endpoints/accounts.ts';
import { authEndpoints } from './endpoints/auth.ts';
import { biEndpoints } from './endpoints/bi.ts';
import { contractsEndpoints } from './endpoints/contracts.ts';
import { cookiesEndpoints } from './endpoints/cookies.ts';
import { currentAccountEndpoints } from './endpoints/current-account.ts';
import { dashboardEndpoints } from './endpoints/dashboard.ts';
import { documentsEndpoints } from './endpoints/documents.ts';
import { emailEndpoints } from './endpoints/email.ts';
import { globalSearchEndpoints } from './endpoints/global-search.ts';
import { homeContentEndpoints } from './endpoints/home-content.ts';
import { logsEndpoints } from './endpoints/logs.ts';
import { notificationsEndpoints } from './endpoints/notifications.ts';
import { ordersEndpoints } from './endpoints/orders.ts';
import { orgChartEndpoints } from './endpoints/org-chart.ts';
import { orgEndpoints } from './endpoints/org.ts';
import { privacyPolicyEndpoints } from './endpoints/privacy-policy.ts';
import { reportsEndpoints } from './endpoints/reports.ts';
import { settingsEndpoints } from './endpoints/settings.ts';
import { sitesEndpoints } from './endpoints/sites.ts';
import { stocksEndpoints } from './endpoints/stocks.ts';
import { syncEndpoints } from './endpoints/sync.ts';
import { teamsEndpoints } from './endpoints/teams.ts';
import { ticketsEndpoints } from './endpoints/tickets.ts';
import { transportsEndpoints } from './endpoints/transports.ts';
import { tripsEndpoints } from './endpoints/trips.ts';
import { usersEndpoints } from './endpoints/users.ts';
import { viewAsEndpoints } from './endpoints/view-as.ts';

// Every module's endpoint group. The server's tests read the list; the web imports only the
// `ApiEndpoints` type from here, never a value (that would bring the schemas and zod along).

const groups = [
  accessRequestsEndpoints,
  accountsEndpoints,
  authEndpoints,
  biEndpoints,
  contractsEndpoints,
  cookiesEndpoints,
  currentAccountEndpoints,
  dashboardEndpoints,
  documentsEndpoints,
  emailEndpoints,
  globalSearchEndpoints,
  homeContentEndpoints,
  logsEndpoints,
  notificationsEndpoints,
  ordersEndpoints,
  orgChartEndpoints,
  orgEndpoints,
  privacyPolicyEndpoints,
  reportsEndpoints,
  settingsEndpoints,
  sitesEndpoints,
  stocksEndpoints,
  syncEndpoints,
  teamsEndpoints,
  ticketsEndpoints,
  transportsEndpoints,
  tripsEndpoints,
  usersEndpoints,
  viewAsEndpoints,
] as const;

/** The endpoints of each group, as one union (distributed over the groups). */
type EndpointsOf<G> = G extends unknown ? G[keyof G] : never;
type GroupEndpoint = EndpointsOf<(typeof groups)[number]>;

/** Every endpoint by its `METHOD path`, for the web's typed client. */
export type ApiEndpoints = { [E in GroupEndpoint as EndpointKey<E>]: E };

/** Every endpoint described in the contract. */
export const API_ENDPOINTS: readonly Endpoint[] = groups.flatMap((group) => Object.values(group));
