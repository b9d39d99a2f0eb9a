import { moduleRoutes } from '@/lib/route.ts';
import { sitesEndpoints as api } from '@customer-hub/contract/endpoints/sites';
import * as service from './service.ts';
import { contextOf } from '@/context.ts';

export default moduleRoutes({ tag: 'sites', policy: { permission: 'ContractOrganization' } }, (add, app) => {
  add(api.findSites, 'Sites in my scope with location and counts (map and list)', (request) => service.findSites(contextOf(app, request), request.query));
});
