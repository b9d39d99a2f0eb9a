import { endpoint } from '../endpoint.ts';
import { GetOrgChartRequest, GetOrgChartResponse } from '../org-chart.ts';

export const orgChartEndpoints = {
  getOrgChart: endpoint({ method: 'GET', path: '/api/org-chart', query: GetOrgChartRequest, response: GetOrgChartResponse }),
};
