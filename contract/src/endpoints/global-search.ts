import { SIGNED_IN } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { GlobalSearchRequest, GlobalSearchResponse } from '../global-search.ts';

export const globalSearchEndpoints = {
  getGlobalInformation: endpoint('GET /api/GlobalSearch/getGlobalInformation', { access: { allowed: SIGNED_IN, request: { query: { search: 'porto norte' } } }, query: GlobalSearchRequest, response: GlobalSearchResponse }),
};
