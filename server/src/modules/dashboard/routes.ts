import { contextOf } from '@/context.ts';
import { moduleRoutes } from '@/lib/route.ts';
import { dashboardEndpoints as api } from '@customer-hub/contract/endpoints/dashboard';
import * as service from './service.ts';

export default moduleRoutes({ tag: 'dashboard', policy: { permission: 'Dashboard' } }, (add, app) => {
  add(
    api.getDashboard,
    {
      summary: 'Every figure of the customer’s Dashboard, in the caller’s scope, for a period and optionally one site',
      description:
        'Each section only when the caller may open the list behind it (CurrentAccounts, Requests, Orders, Trips, the Search documents sections, ContractOrganization); amounts only with PricesColumn. Staff get 403: they see a customer’s dashboard by viewing as the contact.',
    },
    (request) => service.getDashboard(contextOf(app, request), request.query),
  );
});
