import { z } from 'zod';
import { moduleRoutes } from '@/lib/route.ts';
import { CurrentAccountStatementRequest, ExportCurrentAccountRequest } from '@customer-hub/contract/current-account';
import { currentAccountEndpoints as api } from '@customer-hub/contract/endpoints/current-account';
import * as service from './service.ts';
import { contextOf } from '@/context.ts';
import { XLSX_MEDIA } from '@/plugins/openapi.ts';

const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

export default moduleRoutes({ tag: 'current-account', policy: { permission: 'CurrentAccounts' } }, (add, app) => {
  const policy = { permission: 'CurrentAccounts' } as const;

  add(
    api.findCurrentAccount,
    {
      summary: 'Ledger entries of the caller’s scope: paged, sorted, filtered, with totals over the filtered set',
      description: 'Without the PricesColumn permission the amounts and the money totals are absent from the answer.',
    },
    (request) => service.findCurrentAccount(contextOf(app, request), request.query),
  );

  app.get(
    '/api/current-account/export',
    {
      config: { policy, apiKey: 'currentAccount:read', media: { 200: ['text/csv', XLSX_MEDIA] } },
      schema: {
        tags: ['current-account'],
        operationId: 'exportCurrentAccount',
        summary: 'The filtered current account as CSV or XLSX (at most 100,000 rows), in the asked language',
        description: 'x-row-count gives the rows in the file; x-export-truncated: true when the filtered set held more. No amount columns without PricesColumn.',
        querystring: ExportCurrentAccountRequest,
        response: { 200: z.unknown().describe('text/csv (UTF-8 with BOM) or an XLSX workbook') },
      },
    },
    async (request, reply) => {
      const file = await service.exportCurrentAccount(contextOf(app, request), request.query);
      return reply
        .type(file.contentType)
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'no-store')
        .header('x-row-count', String(file.rows))
        .header('x-export-truncated', String(file.truncated))
        .send(file.stream);
    },
  );

  app.get(
    '/api/current-account/statement',
    {
      config: { policy, apiKey: 'currentAccount:read', media: { 200: ['application/pdf'] } },
      schema: {
        tags: ['current-account'],
        operationId: 'downloadStatementOfAccount',
        summary: 'PDF statement of account for a period (default: this year to date)',
        description: '403 without PricesColumn (a statement is all prices); 400 reason PERIOD_TOO_LONG past 20,000 entries.',
        querystring: CurrentAccountStatementRequest,
        response: { 200: z.unknown().describe('application/pdf') },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await service.statementOfAccount(contextOf(app, request), request.query);
      return reply.type('application/pdf').header('content-disposition', attachment(fileName)).header('cache-control', 'no-store').send(pdf);
    },
  );
});
