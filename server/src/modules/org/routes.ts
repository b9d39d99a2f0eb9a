import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '@/lib/route.ts';
import type { CompanyTree } from '@customer-hub/contract/org';
import { orgEndpoints as api } from '@customer-hub/contract/endpoints/org';
import { findCompanyTree } from './repository.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    api.findCompanyTree,
    { config: { policy: 'staff' }, schema: { tags: ['org'], summary: 'Companies with their business partners and sites (staff)' } },
    async () => (await findCompanyTree(app.db)) as CompanyTree,
  );
};

export default routes;
