import { moduleRoutes } from '@/lib/route.ts';
import { emailEndpoints as api } from '@customer-hub/contract/endpoints/email';
import * as service from './service.ts';
import { addCsvExport } from '@/modules/logs/service.ts';
import { ExportEmailLogsRequest } from '@customer-hub/contract/email';
import { contextOf } from '@/context.ts';

export default moduleRoutes({ tag: 'email', policy: 'admin' }, (add, app) => {
  add(api.findEmailLogs, { summary: 'Email log (newest first); links and codes are redacted, but in the emails a demo without a mail server keeps', policy: 'staff' }, (request) =>
    service.findEmailLogs(contextOf(app, request), request.query),
  );
  add(api.findOutbox, { summary: 'Outbox queue: emails pending, retrying or given up (bodies left out)', policy: 'staff' }, (request) =>
    service.findOutbox(contextOf(app, request), request.query),
  );
  add(api.retryOutboxEmail, { problems: [409], summary: 'Retry now: a retrying or failed email is due at once (audited)', policy: 'staff' }, (request) =>
    service.retryOutboxEmail(contextOf(app, request), request.params.id),
  );
  addCsvExport(app, {
    path: '/api/email-logs/export',
    policy: 'staff',
    tag: 'email',
    operationId: 'exportEmailLog',
    summary: 'The filtered email log as CSV (no bodies)',
    query: ExportEmailLogsRequest,
    fileName: 'email-log.csv',
    produce: (principal, q) => service.exportEmailLogs(app.db, principal, q),
  });
  add(
    api.sendTestEmail,
    { summary: 'Send the template (unsaved edits over the stored one, sample values) to my own address, through the outbox (audited)' },
    async (request, reply) => reply.code(202).send(await service.sendTestEmail(contextOf(app, request), request.params.key, request.params.language, request.body)),
  );
  add(api.listTemplates, 'Every email template in every language, with its variables', () => service.listTemplates(app.db));
  add(api.updateTemplate, 'Save an email template; raw {{{ }}} tags and undeclared variables are refused', (request) =>
    service.updateTemplate(contextOf(app, request), request.params.key, request.params.language, request.body),
  );
  add(api.previewTemplate, 'Render a template (the given parts, else the stored ones) with sample values for missing variables', (request) =>
    service.previewTemplate(app.db, request.params.key, request.params.language, request.body),
  );
});
