import { STAFF } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { FindReportsRequest, FindReportsResponse, GetReportRequest, GetReportResponse, ReportParams } from '../reports.ts';

export const reportsEndpoints = {
  findReports: endpoint('GET /api/reports', { access: { allowed: ['customerAll', ...STAFF] }, query: FindReportsRequest, response: FindReportsResponse }),
  getReport: endpoint('GET /api/reports/:id', { access: { allowed: ['customerAll', ...STAFF] }, params: ReportParams, query: GetReportRequest, response: GetReportResponse }),
};
