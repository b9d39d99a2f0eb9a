import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '@/context.ts';
import { FindTripsRequest, FindTripsResponse, GetTripResponse, TripIdParams } from '@customer-hub/contract/trips';
import * as service from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const policy = { permission: 'Trips' } as const;

  app.get(
    '/api/trips',
    { config: { policy }, schema: { tags: ['trips'], summary: 'Trips in my scope (paged, sorted, filtered)', querystring: FindTripsRequest, response: { 200: FindTripsResponse } } },
    (request) => service.findTrips(contextOf(app, request), request.query),
  );

  app.get(
    '/api/trips/:id',
    { config: { policy }, schema: { tags: ['trips'], summary: 'A trip with its stops and shipments', params: TripIdParams, response: { 200: GetTripResponse } } },
    (request) => service.getTrip(contextOf(app, request), request.params.id),
  );
};

export default routes;
