import { endpoint } from '../endpoint.ts';
import { DashboardRequest, DashboardResponse } from '../dashboard.ts';

export const dashboardEndpoints = {
  getDashboard: endpoint('GET /api/dashboard', { query: DashboardRequest, response: DashboardResponse }),
};
