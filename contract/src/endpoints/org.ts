import { endpoint } from '../endpoint.ts';
import { CompanyTree } from '../org.ts';

export const orgEndpoints = {
  findCompanyTree: endpoint('GET /api/org/companies', { response: CompanyTree }),
};
