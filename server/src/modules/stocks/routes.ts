import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@/context.ts';
import { FindStocksRequest, FindStocksResponse, GetStockResponse, StockIdParams } from '@customer-hub/contract/stocks';
import * as service from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const policy = { permission: 'Dashboard' } as const;

  app.get(
    '/api/stocks',
    { config: { policy }, schema: { tags: ['stocks'], summary: 'My goods per warehouse (paged, sorted, filtered)', querystring: FindStocksRequest, response: { 200: FindStocksResponse } } },
    (request) => service.findStocks(contextOf(app, request), request.query),
  );

  app.get(
    '/api/stocks/:id',
    { config: { policy }, schema: { tags: ['stocks'], summary: 'A stock line with the same item in my other warehouses', params: StockIdParams, response: { 200: GetStockResponse } } },
    (request) => service.getStock(contextOf(app, request), request.params.id),
  );
};

export default routes;
