import { contextOf } from '@/context.ts';
import { moduleRoutes } from '@/lib/route.ts';
import { slaEndpoints as api } from '@customer-hub/contract/endpoints/sla';
import * as service from './service.ts';

export default moduleRoutes({ tag: 'sla', policy: 'staff' }, (add, app) => {
  add(
    api.getSlaPromise,
    {
      summary: 'The response and resolution times promised per priority (business minutes)',
      description: 'A contact gets their company’s; staff name a company (without one: the settings’ targets). 404 for another or unknown company.',
      policy: { permission: 'Requests' },
    },
    (request) => service.getPromise(contextOf(app, request), request.query),
  );
  add(api.getSlaCompanyPolicy, 'A company’s own service levels (its contract’s), the priorities it overrides', (request) =>
    service.getCompanyPolicy(contextOf(app, request), request.params.companyId),
  );
  add(
    api.updateSlaCompanyPolicy,
    { summary: 'Replace a company’s own service levels', description: 'Business minutes per priority; the priorities left out follow the settings. Applies to tickets raised afterwards. Audited.' },
    (request) => service.updateCompanyPolicy(contextOf(app, request), request.params.companyId, request.body),
  );
});
