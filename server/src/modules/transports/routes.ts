import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@/context.ts';
import { FindTransportsRequest, FindTransportsResponse, GetTransportResponse, TransportIdParams } from '@customer-hub/contract/transports';
import * as service from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  // Shipments travel on trips: the same switch covers both.
  const policy = { permission: 'Trips' } as const;

  app.get(
    '/api/transports',
    {
      config: { policy },
      schema: { tags: ['transports'], summary: 'Shipments in my scope (paged, sorted, filtered)', querystring: FindTransportsRequest, response: { 200: FindTransportsResponse } },
    },
    (request) => service.findTransports(contextOf(app, request), request.query),
  );

  app.get(
    '/api/transports/:id',
    { config: { policy }, schema: { tags: ['transports'], summary: 'A shipment with its trip', params: TransportIdParams, response: { 200: GetTransportResponse } } },
    (request) => service.getTransport(contextOf(app, request), request.params.id),
  );
};

export default routes;
