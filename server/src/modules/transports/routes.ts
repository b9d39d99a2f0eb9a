import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '@/lib/route.ts';
import { requirePrincipal } from '@/plugins/auth.ts';
import { transportsEndpoints as api } from '@customer-hub/contract/endpoints/transports';
import * as service from './service.ts';

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
    (request) => service.findTransports(app.db, requirePrincipal(request), request.query),
  );

  route(
    app,
    api.getTransport,
    { config: { policy }, schema: { tags: ['transports'], summary: 'A shipment with its trip' } },
    (request) => service.getTransport(app.db, requirePrincipal(request), request.params.id),
  );
};

export default routes;
