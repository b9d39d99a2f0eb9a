import { moduleRoutes } from '@/lib/route.ts';
import { requirePrincipal } from '@/plugins/auth.ts';
import { globalSearchEndpoints as api } from '@customer-hub/contract/endpoints/global-search';
import { globalSearch } from './service.ts';

export default moduleRoutes({ tag: 'global-search', policy: 'authenticated' }, (add, app) => {
  add(
    api.getGlobalInformation,
    {
      summary: 'Spec call: search trips, the current account, documents, contract lines, orders and shipments',
      description:
        'Contexts (repeated): CTrips, CCurrentAcc, COrders, CShipment, CInvoices, COtherDocuments, CContractLines; contexts my permissions close are ' +
        'left out. Case- and accent-insensitive; 400 SEARCH_TOO_SHORT under 5 characters; 403 GLOBAL_SEARCH_OFF while the GlobalSearchActive setting is off.',
    },
    (request) => globalSearch(app.db, requirePrincipal(request), request.query.search, request.query.Contexts),
  );
});
