import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '@/lib/route.ts';
import { transportsEndpoints as api } from '@customer-hub/contract/endpoints/transports';
import * as service from './service.ts';
import { contextOf } from '@/context.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  // Shipments travel on trips: the same switch covers both.
  const policy = { permission: 'Trips' } as const;

  route(
    app,
    api.findTransports,
    {
      config: { policy },
      schema: { tags: ['transports'], summary: 'Shipments in my scope (paged, sorted, filtered)' },
    },
    (request) => service.findTransports(contextOf(app, request), request.query),
  );

  route(
    app,
    api.getTransport,
    { config: { policy }, schema: { tags: ['transports'], summary: 'A shipment with its trip' } },
    (request) => service.getTransport(contextOf(app, request), request.params.id),
  );
};

export default routes;
