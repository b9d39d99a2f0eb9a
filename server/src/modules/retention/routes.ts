import { moduleRoutes } from '@/lib/route.ts';
import { contextOf } from '@/context.ts';
import { addCsvExport, fileLanguageOf } from '@/modules/logs/service.ts';
import { updateRetentionSettings, getRetentionSettings } from '@/modules/settings/service.ts';
import { retentionEndpoints as api } from '@customer-hub/contract/endpoints/retention';
import { ExportRecordOfProcessingRequest, type RetentionRun } from '@customer-hub/contract/retention';
import * as service from './service.ts';

export default moduleRoutes({ tag: 'retention', policy: 'admin' }, (add, app) => {
  const stopping = new AbortController();
  const inFlight = new Set<Promise<RetentionRun | null>>();
  const deps = (): service.RetentionDeps => ({ db: app.db, files: app.storage, log: app.log, signal: stopping.signal });
  const track = (run: Promise<RetentionRun | null>) => {
    const tracked = run.catch((err: unknown) => {
      app.log.error({ err }, 'retention run failed');
      return null;
    });
    inFlight.add(tracked);
    void tracked.finally(() => inFlight.delete(tracked));
  };
  app.addHook('onClose', async () => {
    stopping.abort();
    await Promise.all(inFlight);
  });
  // Each instance looks every quarter of an hour; the run of the day is taken by one of them.
  app.worker.every('retention:daily', service.RETENTION_CHECK_MS, async () => track(service.runScheduledRetention(deps())));

  add(api.getRetentionSettings, 'How many days each kind of record is kept (null: kept forever)', () => getRetentionSettings(app.db));
  add(
    api.updateRetentionSettings,
    {
      summary: 'Change the retention policy (audited; the next run follows it)',
      description: 'Each kind takes whole days within its bounds; `null` (kept forever) only where the kind allows it (400 naming the field otherwise).',
    },
    (request) => updateRetentionSettings(contextOf(app, request), request.body),
  );
  add(api.getRetentionStatus, 'The retention run going on, the last one with what it removed per kind, and when the next is due', () =>
    service.getRetentionStatus(app.db),
  );
  add(
    api.runRetention,
    { summary: 'Run the retention job now (audited)', description: 'Answers at once with the run started; 409 RETENTION_RUNNING while another run holds the lease.' },
    async (request, reply) => {
      const { run, done } = await service.startRetentionRun(contextOf(app, request), deps());
      track(done);
      return reply.code(202).send({ run });
    },
  );
  add(api.getRecordOfProcessing, 'The record of processing (GDPR Art. 30): categories of data and how long each is kept, from the retention policy', () =>
    service.recordOfProcessing(app.db),
  );
  addCsvExport(app, {
    path: '/api/settings/record-of-processing/export',
    policy: 'admin',
    tag: 'retention',
    operationId: 'exportRecordOfProcessing',
    summary: 'The record of processing as CSV',
    query: ExportRecordOfProcessingRequest,
    fileName: 'record-of-processing.csv',
    produce: (principal, q) => service.recordOfProcessingCsv(app.db, fileLanguageOf(q.fileLanguage, principal.language)),
  });
});
