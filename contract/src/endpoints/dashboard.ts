import { STAFF } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { DashboardRequest, DashboardResponse } from '../dashboard.ts';

export const dashboardEndpoints = {
  // A customer's figures: every contact with Dashboard; staff see them by viewing as a contact.
  getDashboard: endpoint('GET /api/dashboard', { access: { allowed: ['customerFew', 'customerAll', 'otherCompany', ...STAFF] }, query: DashboardRequest, response: DashboardResponse }),
};
