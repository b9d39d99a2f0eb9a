import { STAFF } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { GetOrgChartRequest, GetOrgChartResponse } from '../org-chart.ts';

export const orgChartEndpoints = {
  getOrgChart: endpoint('GET /api/org-chart', { access: { allowed: ['customerAll', ...STAFF] }, query: GetOrgChartRequest, response: GetOrgChartResponse }),
};
