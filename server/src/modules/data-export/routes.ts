import { z } from 'zod';
import { contextOf, systemContext } from '@/context.ts';
import { moduleRoutes } from '@/lib/route.ts';
import { DataExportParams } from '@customer-hub/contract/data-export';
import { dataExportEndpoints as api } from '@customer-hub/contract/endpoints/data-export';
import * as service from './service.ts';

export default moduleRoutes({ tag: 'data-export', policy: 'staff' }, (add, app) => {
  const deps: service.DataExportDeps = { storage: app.storage };
  const jobs: service.Jobs = { enqueueJob: (tx, kind, payload) => app.worker.enqueueJob(tx, kind, payload) };

  // The job only starts the build: its steps commit one by one, outside the job's transaction.
  app.worker.registerJob(service.DATA_EXPORT_JOB, async (_db, payload) => {
    const { exportId } = z.object({ exportId: z.uuid() }).parse(payload);
    service.startPreparing(app, deps, (db) => systemContext(db, null, app), exportId);
  });
  app.worker.every('data-export:expire', service.DATA_EXPORT_EXPIRY_INTERVAL_MS, (db) => service.expireExports(systemContext(db, null, app), deps).then(() => undefined));
  app.addHook('onClose', async () => service.exportsSettled(app.db));

  add(api.getMyDataExports, { summary: 'My data archives (GDPR Art. 15 and 20), newest first, and when I may ask for the next', policy: 'authenticated' }, (request) =>
    service.getMine(contextOf(app, request)),
  );
  add(
    api.requestMyDataExport,
    {
      summary: 'Ask for an archive of my data, prepared in the background (audited)',
      description: 'Once per 24 hours: 429 DATA_EXPORT_TOO_SOON with nextAllowedAt otherwise. Told by bell and email when ready.',
      policy: 'authenticated',
    },
    async (request, reply) => reply.code(202).send(await service.requestMine(contextOf(app, request), jobs)),
  );
  add(api.findUserDataExports, { summary: 'A user’s data archives (staff)', description: 'Backoffice for customer contacts only (403 for a staff user).' }, async (request) => ({
    exports: await service.exportsOfUser(contextOf(app, request), request.query.userId),
  }));
  add(
    api.prepareDataExport,
    { summary: 'Prepare an archive of a user’s data, e.g. for a request by post (audited)', description: 'Backoffice for customer contacts only (403 for a staff user); 409 once erased.' },
    async (request, reply) => reply.code(202).send(await service.prepareFor(contextOf(app, request), jobs, request.body.userId)),
  );

  app.get(
    '/api/data-exports/:id/download',
    {
      config: { policy: 'authenticated', media: { 200: ['application/zip'] } },
      schema: {
        tags: ['data-export'],
        operationId: 'downloadDataExport',
        summary: 'The archive (ZIP), for the person it is about, or staff for one staff prepared; audited',
        description: '404 for anyone else, and once expired (7 days) or not ready.',
        params: DataExportParams,
        response: { 200: z.unknown().describe('application/zip') },
      },
    },
    async (request, reply) => {
      const file = await service.download(contextOf(app, request), deps, request.params.id);
      if (file.size != null) reply.header('content-length', String(file.size));
      return reply.type('application/zip').header('content-disposition', file.contentDisposition).header('cache-control', 'no-store').send(file.body);
    },
  );
});
