import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '@/lib/route.ts';
import { orgEndpoints as api } from '@customer-hub/contract/endpoints/org';
import { getCompanyTree } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    api.findCompanyTree,
    { config: { policy: 'staff' }, schema: { tags: ['org'], summary: 'Companies with their business partners and sites (staff)' } },
    () => getCompanyTree(app.db),
  );
};

export default routes;
