import { STAFF } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { FindSitesRequest, FindSitesResponse } from '../sites.ts';

export const sitesEndpoints = {
  findSites: endpoint('GET /api/sites', { access: { allowed: ['customerAll', ...STAFF] }, query: FindSitesRequest, response: FindSitesResponse }),
};
