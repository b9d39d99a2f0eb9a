import { moduleRoutes } from '@/lib/route.ts';
import { ExportAuditLogRequest, ExportLoginLogsRequest, ExportSystemLogsRequest } from '@customer-hub/contract/logs';
import { addCsvExport } from './csv.ts';
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

  addCsvExport(app, {
    path: '/api/audit-log/export',
    policy: 'admin',
    tag: 'logs',
    operationId: 'exportAuditLog',
    summary: 'The filtered audit log as CSV',
    query: ExportAuditLogRequest,
    fileName: 'audit-log.csv',
    produce: (principal, q) => audit.exportAuditLog(app.db, principal, q),
  });
  addCsvExport(app, {
    path: '/api/logs/login/export',
    policy: 'staff',
    tag: 'logs',
    operationId: 'exportLoginLog',
    summary: 'The filtered login log as CSV (results and reasons translated)',
    query: ExportLoginLogsRequest,
    fileName: 'login-log.csv',
    produce: (principal, q) => service.exportLoginLogs(app.db, principal, q),
  });
  addCsvExport(app, {
    path: '/api/logs/system/export',
    policy: 'admin',
    tag: 'logs',
    operationId: 'exportSystemLog',
    summary: 'The filtered system log as CSV',
    query: ExportSystemLogsRequest,
    fileName: 'system-log.csv',
    produce: (principal, q) => service.exportSystemLogs(app.db, principal, q),
  });
});
