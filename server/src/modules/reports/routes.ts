import { z } from 'zod';
import { contextOf } from '@/context.ts';
import { contentDisposition } from '@/lib/file-names.ts';
import { moduleRoutes } from '@/lib/route.ts';
import { ExportReportRequest, ReportParams } from '@customer-hub/contract/reports';
import { reportsEndpoints as api } from '@customer-hub/contract/endpoints/reports';
import * as service from './service.ts';
import { XLSX_MEDIA } from '@/plugins/openapi.ts';

const NEEDS = 'Each built-in report also needs the permission of the data behind it (403 otherwise); amounts only with PricesColumn.';

export default moduleRoutes({ tag: 'reports', policy: { permission: 'Reports' } }, (add, app) => {
  add(api.findReports, { summary: 'The reports the caller may open: built-in ones, then the BI reports the settings configure', description: NEEDS }, (request) =>
    service.findReports(contextOf(app, request), app.secretBox, request.query),
  );

  add(
    api.getReport,
    {
      summary: 'A built-in report: a page of its rows, its totals and key figures over every row, for its filters',
      description: `${NEEDS} A BI entry or an unknown id is 404 (BI content has its own endpoints). 400 reason PERIOD_TOO_LONG past 20,000 rows.`,
    },
    (request) => service.getReport(contextOf(app, request), request.params.id, request.query),
  );

  app.get(
    '/api/reports/:id/export',
    {
      config: { policy: { permission: 'Reports' }, media: { 200: ['application/pdf', XLSX_MEDIA] } },
      schema: {
        tags: ['reports'],
        operationId: 'exportReport',
        summary: 'A built-in report as PDF or XLSX in the asked language: every row, the same totals and figures as the screen',
        description: `${NEEDS} x-row-count gives the rows in the file.`,
        params: ReportParams,
        querystring: ExportReportRequest,
        response: { 200: z.unknown().describe('application/pdf or an XLSX workbook') },
      },
    },
    async (request, reply) => {
      const file = await service.exportReport(contextOf(app, request), request.params.id, request.query);
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .header('x-row-count', String(file.rows))
        .send(file.stream);
    },
  );
});
