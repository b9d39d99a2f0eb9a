import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '@/plugins/auth.ts';
import { GetOrgChartRequest, GetOrgChartResponse } from '@customer-hub/contract/org-chart';
import * as service from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/org-chart',
    {
      config: { policy: { permission: 'ContractOrganization' } },
      schema: {
        tags: ['org-chart'],
        summary: 'The contract organisation chart in my scope',
        description: 'Company → business partners → sites → buildings with their contracts. Staff pass companyId (400 without it).',
        querystring: GetOrgChartRequest,
        response: { 200: GetOrgChartResponse },
      },
    },
    (request) => service.getOrgChart(app.db, requirePrincipal(request), request.query),
  );
};

export default routes;
