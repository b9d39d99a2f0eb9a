import { moduleRoutes } from '@/lib/route.ts';
import { orgEndpoints as api } from '@customer-hub/contract/endpoints/org';
import { getCompanyTree } from './service.ts';

export default moduleRoutes({ tag: 'org', policy: 'staff' }, (add, app) => {
  add(api.findCompanyTree, 'Companies with their business partners and sites (staff)', () => getCompanyTree(app.db));
});
