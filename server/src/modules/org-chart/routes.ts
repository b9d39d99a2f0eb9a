import { moduleRoutes } from '@/lib/route.ts';
import { requirePrincipal } from '@/plugins/auth.ts';
import { orgChartEndpoints as api } from '@customer-hub/contract/endpoints/org-chart';
import * as service from './service.ts';

export default moduleRoutes({ tag: 'org-chart', policy: { permission: 'ContractOrganization' } }, (add, app) => {
  add(
    api.getOrgChart,
    {
      summary: 'The contract organisation chart in my scope',
      description: 'Company → business partners → sites → buildings with their contracts. Staff pass companyId (400 without it).',
    },
    (request) => service.getOrgChart(app.db, requirePrincipal(request), request.query),
  );
});
