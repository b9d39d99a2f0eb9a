import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '@/lib/route.ts';
import { sitesEndpoints as api } from '@customer-hub/contract/endpoints/sites';
import * as service from './service.ts';
import { contextOf } from '@/context.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    api.findSites,
    {
      config: { policy: { permission: 'ContractOrganization' } },
      schema: { tags: ['sites'], summary: 'Sites in my scope with location and counts (map and list)' },
    },
    (request) => service.findSites(contextOf(app, request), request.query),
  );
};

export default routes;
