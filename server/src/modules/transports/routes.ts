import { moduleRoutes } from '@/lib/route.ts';
import { transportsEndpoints as api } from '@customer-hub/contract/endpoints/transports';
import * as service from './service.ts';
import { contextOf } from '@/context.ts';

// Shipments travel on trips: the same switch covers both.
export default moduleRoutes({ tag: 'transports', policy: { permission: 'Trips' } }, (add, app) => {
  add(api.findTransports, 'Shipments in my scope (paged, sorted, filtered)', (request) => service.findTransports(contextOf(app, request), request.query));
  add(api.getTransport, 'A shipment with its trip', (request) => service.getTransport(contextOf(app, request), request.params.id));
});
