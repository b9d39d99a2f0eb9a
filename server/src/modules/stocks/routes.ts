import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '@/lib/route.ts';
import { stocksEndpoints as api } from '@customer-hub/contract/endpoints/stocks';
import * as service from './service.ts';
import { contextOf } from '@/context.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const policy = { permission: 'Dashboard' } as const;

  route(
    app,
    api.findStocks,
    { config: { policy }, schema: { tags: ['stocks'], summary: 'My goods per warehouse (paged, sorted, filtered)' } },
    (request) => service.findStocks(contextOf(app, request), request.query),
  );

  route(
    app,
    api.getStock,
    { config: { policy }, schema: { tags: ['stocks'], summary: 'A stock line with the same item in my other warehouses' } },
    (request) => service.getStock(contextOf(app, request), request.params.id),
  );
};

export default routes;
