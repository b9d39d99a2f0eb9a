import { endpoint } from '../endpoint.ts';
import { FindSitesRequest, FindSitesResponse } from '../sites.ts';

export const sitesEndpoints = {
  findSites: endpoint('GET /api/sites', { query: FindSitesRequest, response: FindSitesResponse }),
};
