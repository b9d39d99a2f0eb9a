import multipart from '@fastify/multipart';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/db/client.ts';
import { jobs } from '@/db/schema/email.ts';
import { AppError } from '@/lib/errors.ts';
import { readUpload, requireFile } from '@/lib/multipart.ts';
import { moduleRoutes } from '@/lib/route.ts';
import { contextOf, systemContext } from '@/context.ts';
import { syncEndpoints as api } from '@customer-hub/contract/endpoints/sync';
import { SyncEntityName, SyncFile, UploadSyncFileFields } from '@customer-hub/contract/sync';
import { odataConnector } from './odata.ts';
import * as service from './service.ts';
import { getSyncSettings, nightlySchedule, odataOptionsOf, putSyncSettings } from './settings.ts';

export const SYNC_NIGHTLY_JOB = 'sync.nightly';

/** Runs started by the worker on this process, per database: tests and shutdown wait for them. */
const inFlight = new WeakMap<Db, Set<Promise<void>>>();

/** Resolves once every run this process has started on `db` has ended. */
export async function syncRunsSettled(db: Db): Promise<void> {
  const set = inFlight.get(db);
  while (set && set.size > 0) await Promise.all([...set]);
}

/** The next time the nightly run is due: today's hour (UTC) if still ahead, else tomorrow's. */
export function nextNightly(hourUtc: number, now = new Date()): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc));
  if (at <= now) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

export default moduleRoutes({ tag: 'sync', policy: 'staff' }, async (add, app) => {
  await app.register(multipart, { limits: { files: 1, fields: 5, fieldSize: 200, parts: 6 } });

  const deps: service.SyncDeps = {
    database: app.database,
    storage: app.storage,
    log: app.log,
    enqueueJob: (tx, kind, payload, runAfter) => app.worker.enqueueJob(tx, kind, payload, runAfter),
    odata: async (db) => {
      const options = await odataOptionsOf(db, app.secretBox);
      return options && odataConnector(options);
    },
  };

  // The job only starts the run: the run commits batch by batch, outside the job's transaction.
  app.worker.registerJob(service.SYNC_RUN_JOB, async (_db, payload) => {
    const { runId, entities } = z.object({ runId: z.uuid(), entities: z.array(SyncEntityName).optional() }).parse(payload);
    let set = inFlight.get(app.db);
    if (!set) inFlight.set(app.db, (set = new Set()));
    const running: Promise<void> = service
      .executeRun(deps, runId, undefined, entities)
      .catch((err: unknown) => app.log.error({ err, runId }, 'sync run failed'))
      .finally(() => set.delete(running));
    set.add(running);
  });

  // The nightly run: queues the OData sync when it is configured and on, then the next night's job.
  app.worker.registerJob(SYNC_NIGHTLY_JOB, async (db) => {
    const schedule = await nightlySchedule(db);
    await app.worker.enqueueJob(db, SYNC_NIGHTLY_JOB, {}, nextNightly(schedule.hourUtc));
    if (!schedule.nightly || !(await odataOptionsOf(db, app.secretBox))) return;
    const queued = await service.queueRun(systemContext(db, null, app), deps, { connector: 'odata', dryRun: false }, 'nightly schedule');
    if (!queued) app.log.info('nightly sync skipped: a run is already queued or running');
  });

  if (app.config.env !== 'test') {
    app.addHook('onReady', async () => {
      // One pending nightly job for all instances (the lock serialises their start-up check).
      await app.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sync.nightly'))`);
        const [pending] = await tx.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.kind, SYNC_NIGHTLY_JOB), eq(jobs.status, 'Pending'))).limit(1);
        if (!pending) await app.worker.enqueueJob(tx, SYNC_NIGHTLY_JOB, {}, nextNightly((await nightlySchedule(tx)).hourUtc));
      });
    });
  }
  app.addHook('onClose', async () => syncRunsSettled(app.db));

  add(api.findSyncRuns, 'ERP sync runs, newest first', (request) => service.findRuns(contextOf(app, request), request.query));

  add(api.getSyncRun, 'One sync run with its progress, counts and bad records', (request) => service.getRun(contextOf(app, request), request.params.id));

  add(
    api.startSyncRun,
    {
      summary: 'Queue a sync run (file or OData); a dry run counts without writing',
      description: '409 while a run of the connector is queued or running, or when the OData connector is not configured.',
    },
    async (request, reply) => {
      const run = await service.startRun(contextOf(app, request), deps, request.body);
      request.log.info({ syncRunId: run.id, connector: request.body.connector, dryRun: request.body.dryRun }, 'sync run queued');
      return reply.code(202).send(run);
    },
  );

  add(api.getSyncSettings, { summary: 'Sync settings: nightly schedule and the OData connector (its secret is never answered)', policy: 'admin' }, () => getSyncSettings(app.db));

  add(api.putSyncSettings, { summary: 'Save the sync settings; a secret left out keeps the stored one', policy: 'admin' }, (request) =>
    putSyncSettings(contextOf(app, request), app.secretBox, request.body),
  );

  app.post(
    '/api/sync/files',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['sync'],
        operationId: 'uploadSyncFile',
        summary: 'Upload an ERP export for a file run: multipart/form-data, one `file` part (.json document, or .csv with the `entity` field)',
        description: `At most ${service.SYNC_FILE_MAX_MB} MB (413 FILE_TOO_LARGE); a file that does not parse is refused with 400 (docs/sync-format.md).`,
        consumes: ['multipart/form-data'],
        response: { 201: SyncFile },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, service.SYNC_FILE_MAX_MB * 1024 * 1024, `The file is larger than ${service.SYNC_FILE_MAX_MB} MB`);
      const fields = UploadSyncFileFields.safeParse(Object.fromEntries(Object.entries(upload.fields).filter(([, v]) => v !== '')));
      if (!fields.success) {
        throw new AppError(400, 'VALIDATION_FAILED', 'Invalid fields', { errors: fields.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) });
      }
      const created = await service.uploadFile(contextOf(app, request), app.storage, requireFile(upload), fields.data.entity);
      return reply.code(201).send(created);
    },
  );
});
