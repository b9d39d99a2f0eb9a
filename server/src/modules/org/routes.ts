import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CompanyTree } from '@customer-hub/contract/org';
import { getCompanyTree } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/org/companies',
    { config: { policy: 'staff' }, schema: { tags: ['org'], summary: 'Companies with their business partners and sites (staff)', response: { 200: CompanyTree } } },
    () => getCompanyTree(app.db),
  );
};

export default routes;
