import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '@/plugins/auth.ts';
import { GlobalSearchRequest, GlobalSearchResponse } from '@customer-hub/contract/global-search';
import { globalSearch } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/GlobalSearch/getGlobalInformation',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['global-search'],
        summary: 'Spec call: search trips, the current account, documents and contract lines',
        description:
          'Contexts (repeated): CTrips, CCurrentAcc, COrders, CShipment, CInvoices, COtherDocuments, CContractLines; contexts my permissions close are ' +
          'left out. Case- and accent-insensitive; 400 SEARCH_TOO_SHORT under 5 characters.',
        querystring: GlobalSearchRequest,
        response: { 200: GlobalSearchResponse },
      },
    },
    (request) => globalSearch(app.db, requirePrincipal(request), request.query.search, request.query.Contexts),
  );
};

export default routes;
