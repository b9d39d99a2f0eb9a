import { endpoint } from '../endpoint.ts';
import { CompanyTree } from '../org.ts';

export const orgEndpoints = {
  findCompanyTree: endpoint({ method: 'GET', path: '/api/org/companies', response: CompanyTree }),
};
