import { endpoint } from '../endpoint.ts';
import { GetOrgChartRequest, GetOrgChartResponse } from '../org-chart.ts';

export const orgChartEndpoints = {
  getOrgChart: endpoint('GET /api/org-chart', { query: GetOrgChartRequest, response: GetOrgChartResponse }),
};
