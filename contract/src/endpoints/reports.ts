import { endpoint } from '../endpoint.ts';
import { FindReportsRequest, FindReportsResponse, GetReportRequest, GetReportResponse, ReportParams } from '../reports.ts';

export const reportsEndpoints = {
  findReports: endpoint('GET /api/reports', { query: FindReportsRequest, response: FindReportsResponse }),
  getReport: endpoint('GET /api/reports/:id', { params: ReportParams, query: GetReportRequest, response: GetReportResponse }),
};
