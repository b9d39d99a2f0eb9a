import { moduleRoutes } from '@/lib/route.ts';
import { stocksEndpoints as api } from '@customer-hub/contract/endpoints/stocks';
import * as service from './service.ts';
import { contextOf } from '@/context.ts';

export default moduleRoutes({ tag: 'stocks', policy: { permission: 'Dashboard' } }, (add, app) => {
  add(api.findStocks, 'My goods per warehouse (paged, sorted, filtered)', (request) => service.findStocks(contextOf(app, request), request.query));
  add(api.getStock, 'A stock line with the same item in my other warehouses', (request) => service.getStock(contextOf(app, request), request.params.id));
});
