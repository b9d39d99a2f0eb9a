import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Permission } from '@customer-hub/contract/permissions';
import { findCompanyTree } from './repository.ts';

const CompanyTree = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    code: z.string(),
    defaultPermissions: z.array(Permission),
    businessPartners: z.array(
      z.object({ id: z.string(), name: z.string(), customerNo: z.string(), sites: z.array(z.object({ id: z.string(), name: z.string(), code: z.string() })) }),
    ),
  }),
);

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/org/companies',
    { config: { policy: 'staff' }, schema: { tags: ['org'], summary: 'Companies with their business partners and sites (staff)', response: { 200: CompanyTree } } },
    async () => (await findCompanyTree(app.db)) as z.infer<typeof CompanyTree>,
  );
};

export default routes;
