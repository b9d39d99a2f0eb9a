import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '@/lib/route.ts';
import { requirePrincipal } from '@/plugins/auth.ts';
import { orgChartEndpoints as api } from '@customer-hub/contract/endpoints/org-chart';
import * as service from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    api.getOrgChart,
    {
      config: { policy: { permission: 'ContractOrganization' } },
      schema: { tags: ['org-chart'], summary: 'The contract organisation chart in my scope', description: 'Company → business partners → sites → buildings with their contracts. Staff pass companyId (400 without it).' },
    },
    (request) => service.getOrgChart(app.db, requirePrincipal(request), request.query),
  );
};

export default routes;
