import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '@/lib/route.ts';
import * as service from './service.ts';
import { tripsEndpoints as api } from '@customer-hub/contract/endpoints/trips';
import { contextOf } from '@/context.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const policy = { permission: 'Trips' } as const;

  route(
    app,
    api.findTrips,
    { config: { policy }, schema: { tags: ['trips'], summary: 'Trips in my scope (paged, sorted, filtered)' } },
    (request) => service.findTrips(contextOf(app, request), request.query),
  );

  route(
    app,
    api.getTrip,
    { config: { policy }, schema: { tags: ['trips'], summary: 'A trip with its stops and shipments' } },
    (request) => service.getTrip(contextOf(app, request), request.params.id),
  );
};

export default routes;
