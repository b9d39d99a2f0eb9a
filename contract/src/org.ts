import { z } from 'zod';
import { Permission } from './permissions.ts';

/** GET /api/org/companies (staff): companies with their business partners and sites. */
export const CompanyTree = z.array(
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
export type CompanyTree = z.infer<typeof CompanyTree>;
