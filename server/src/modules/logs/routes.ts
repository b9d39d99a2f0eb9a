import { z } from 'zod';
import { moduleRoutes } from '@/lib/route.ts';
import { requirePrincipal } from '@/plugins/auth.ts';
import { ExportAuditLogRequest } from '@customer-hub/contract/logs';
import { logsEndpoints as api } from '@customer-hub/contract/endpoints/logs';
import * as audit from './audit.ts';
import * as service from './service.ts';
import { contextOf } from '@/context.ts';

export default moduleRoutes({ tag: 'logs', policy: 'staff' }, (add, app) => {
  add(api.findLoginLogs, 'Login log (newest first)', (request) => service.findLoginLogs(contextOf(app, request), request.query));
  add(api.findSystemLogs, { summary: 'System (exception) log', policy: 'admin' }, (request) => service.findSystemLogs(contextOf(app, request), request.query));

  add(
    api.findAuditLog,
    {
      summary: 'Audit log: every state change, who made it, from where, before → after (newest first)',
      description: '`before`/`after` hold the values the change replaced and wrote when the module has them; secrets show as "set".',
      policy: 'admin',
    },
    (request) => audit.findAuditLog(app.db, request.query),
  );
  add(api.auditContexts, { summary: 'The modules that have written to the audit log', policy: 'admin' }, () => audit.auditContexts(app.db));

  app.get(
    '/api/audit-log/export',
    {
      config: { policy: 'admin' },
      schema: {
        tags: ['logs'],
        summary: 'The filtered audit log as CSV (at most 100,000 rows), headers in the asked language',
        description:
          "UTF-8 with a BOM; headers in `fileLanguage` (default: the user's), fields separated by `,` in English and `;` in Spanish and Portuguese; x-row-count gives the rows in the file.",
        querystring: ExportAuditLogRequest,
        response: { 200: z.unknown().describe('text/csv') },
      },
    },
    async (request, reply) => {
      const { csv, rows } = await audit.exportAuditLog(app.db, requirePrincipal(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'no-store')
        .header('x-row-count', String(rows))
        .send(csv);
    },
  );
});
