import { moduleRoutes } from '@/lib/route.ts';
import * as service from './service.ts';
import { tripsEndpoints as api } from '@customer-hub/contract/endpoints/trips';
import { contextOf } from '@/context.ts';

export default moduleRoutes({ tag: 'trips', policy: { permission: 'Trips' } }, (add, app) => {
  add(api.findTrips, 'Trips in my scope (paged, sorted, filtered)', (request) => service.findTrips(contextOf(app, request), request.query));
  add(api.getTrip, 'A trip with its stops and shipments', (request) => service.getTrip(contextOf(app, request), request.params.id));
});
