import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@/context.ts';
import { FindSitesRequest, FindSitesResponse } from '@customer-hub/contract/sites';
import * as service from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/sites',
    {
      config: { policy: { permission: 'ContractOrganization' } },
      schema: { tags: ['sites'], summary: 'Sites in my scope with location and counts (map and list)', querystring: FindSitesRequest, response: { 200: FindSitesResponse } },
    },
    (request) => service.findSites(contextOf(app, request), request.query),
  );
};

export default routes;
