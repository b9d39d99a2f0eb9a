import { endpoint } from '../endpoint.ts';
import { GlobalSearchRequest, GlobalSearchResponse } from '../global-search.ts';

export const globalSearchEndpoints = {
  getGlobalInformation: endpoint('GET /api/GlobalSearch/getGlobalInformation', { query: GlobalSearchRequest, response: GlobalSearchResponse }),
};
