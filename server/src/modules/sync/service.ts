import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '@/db/client.ts';
import { AppError, notFound } from '@/lib/errors.ts';
import { toIso } from '@/lib/lists.ts';
import { safeFileName } from '@/lib/file-names.ts';
import { mapPage } from '@/db/paged-query.ts';
import type { ServiceContext } from '@/service-context.ts';
import type { Principal } from '@/plugins/policy.ts';
import type { BlobStore } from '@/lib/storage/index.ts';
import type { FindSyncRunsRequest, StartSyncRun, SyncEntity } from '@customer-hub/contract/sync';
import type { z } from 'zod';
import { runSync, SyncSourceError, type SyncConnector, type SyncProgress } from './engine.ts';
import { fileConnector, parseSyncFile, SyncFileError } from './file-connector.ts';
import { tryLockSync } from './lock.ts';
import * as repo from './repository.ts';

export const SYNC_RUN_JOB = 'sync.run';
/** The job's payload: the run, and the entities it is limited to (every one when left out). */
export interface SyncRunJob {
  runId: string;
  entities?: SyncEntity[];
}
/** Largest export file taken by POST /api/sync/files. */
export const SYNC_FILE_MAX_MB = 200;

export interface SyncDeps {
  database: Database;
  storage: BlobStore;
  log: FastifyBaseLogger;
  /** Queues a job in the caller's transaction (the app's worker). */
  enqueueJob(tx: Db, kind: string, payload: unknown, runAfter?: Date): Promise<void>;
  /** The OData connector from the settings, or null when it is not configured. */
  odata(db: Db): Promise<SyncConnector | null>;
  batchSize?: number;
}

const runOut = (r: repo.SyncRunRow) => ({
  id: r.id,
  connector: r.connector,
  dryRun: r.dryRun,
  status: r.status,
  fileId: r.fileId,
  done: r.done,
  total: r.total,
  counts: r.counts as Partial<Record<SyncEntity, { created: number; updated: number; unchanged: number; failed: number }>>,
  errorCount: r.errorCount,
  failure: r.failure,
  startedBy: r.startedByName,
  createdAt: r.createdAt.toISOString(),
  startedAt: toIso(r.startedAt),
  finishedAt: toIso(r.finishedAt),
});

export async function findRuns({ db }: ServiceContext, q: z.infer<typeof FindSyncRunsRequest>) {
  return mapPage(await repo.findRuns(db, q), runOut);
}

export async function getRun({ db }: ServiceContext, id: string) {
  const run = await repo.findRun(db, id);
  if (!run) throw notFound('Sync run');
  return { ...runOut(run), errors: run.errors as { entity: SyncEntity; key: string | null; line: number | null; reason: string }[] };
}

/** 409 with a reason the client shows: ALREADY_RUNNING or NOT_CONFIGURED. */
const conflictWith = (reason: 'ALREADY_RUNNING' | 'NOT_CONFIGURED', message: string) => new AppError(409, 'CONFLICT', message, { reason });
const alreadyRunning = () => conflictWith('ALREADY_RUNNING', 'A sync of this connector is already queued or running');

/**
 * Queues a run (the worker starts it) and audits it, in one transaction. Refused with 409 while
 * another run of the connector is queued or holds its lock; a run left "running" by a stopped
 * instance is marked failed instead.
 */
export async function startRun(ctx: ServiceContext<Principal | null>, deps: SyncDeps, input: z.infer<typeof StartSyncRun>) {
  const { connector } = input;
  if (connector === 'file') {
    if (!(await repo.findFile(ctx.db, input.fileId!))) throw new AppError(400, 'VALIDATION_FAILED', 'Unknown file', { errors: [{ path: 'fileId', message: 'not found' }] });
  } else if (!(await deps.odata(ctx.db))) {
    throw conflictWith('NOT_CONFIGURED', 'The OData connector is not configured');
  }
  const lock = await tryLockSync(deps.database, connector);
  if (!lock) throw alreadyRunning();
  try {
    await repo.failInterruptedRuns(ctx.db, connector);
  } finally {
    await lock.release();
  }
  const run = await ctx.transaction((t) => queueRun(t, deps, input));
  if (!run) throw alreadyRunning();
  return run;
}

/**
 * Inserts a queued run, its job and its audit row with the context's handle (a transaction), or
 * answers null when a run of the connector is already queued or running.
 */
export async function queueRun(t: ServiceContext<Principal | null>, deps: Pick<SyncDeps, 'enqueueJob'>, input: z.infer<typeof StartSyncRun>, startedByName?: string) {
  const { connector } = input;
  if ((await repo.activeRuns(t.db, connector)).length > 0) return null;
  const run = await repo.insertRun(t.db, {
    connector,
    dryRun: input.dryRun,
    fileId: input.fileId ?? null,
    startedBy: t.principal?.userId ?? null,
    startedByName: t.principal?.userName ?? startedByName ?? 'system',
  });
  await deps.enqueueJob(t.db, SYNC_RUN_JOB, { runId: run.id, ...(input.entities && { entities: input.entities }) } satisfies SyncRunJob);
  await t.audit(
    'sync',
    `Sync run ${run.id} queued: ${connector}${input.dryRun ? ' (dry run)' : ''}${input.fileId ? `, file ${input.fileId}` : ''}${input.entities ? `, only ${input.entities.join(', ')}` : ''}`,
  );
  return { id: run.id, status: run.status };
}

/** Stores an uploaded export for file runs; a JSON document or a CSV of one entity must parse. */
export async function uploadFile(ctx: ServiceContext, storage: BlobStore, upload: { fileName: string; bytes: Buffer }, entity: SyncEntity | undefined) {
  const file = { ...upload, fileName: safeFileName(upload.fileName, 'export') };
  const format = /\.csv$/i.test(file.fileName) ? 'csv' : /\.json$/i.test(file.fileName) ? 'json' : null;
  if (!format) throw new AppError(415, 'FILE_TYPE_NOT_ALLOWED', 'A .json document or a .csv file');
  if (format === 'csv' && !entity) throw new AppError(400, 'VALIDATION_FAILED', 'A CSV file holds one entity: name it', { errors: [{ path: 'entity', message: 'required' }] });
  try {
    parseSyncFile(file.bytes, format, entity ?? null);
  } catch (e) {
    if (e instanceof SyncFileError) throw new AppError(400, 'VALIDATION_FAILED', e.message, { errors: [{ path: 'file', message: e.message }] });
    throw e;
  }
  const id = randomUUID();
  const storageKey = `sync/${id}.${format}`;
  await storage.put(storageKey, file.bytes, format === 'csv' ? 'text/csv' : 'application/json');
  const row = await ctx.transaction(async (t) => {
    const created = await repo.insertFile(t.db, {
      id,
      fileName: file.fileName,
      format,
      entity: format === 'csv' ? entity! : null,
      size: file.bytes.length,
      storageKey,
      uploadedBy: t.principal.userId,
    });
    await t.audit('sync', `Sync file ${id} uploaded: ${file.fileName} (${file.bytes.length} bytes)`);
    return created;
  });
  return { id: row.id, fileName: row.fileName, format: row.format, entity: row.entity as SyncEntity | null, size: row.size, createdAt: row.createdAt.toISOString() };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function connectorOf(deps: SyncDeps, run: repo.SyncRunRow): Promise<SyncConnector> {
  if (run.connector === 'odata') {
    const odata = await deps.odata(deps.database.db);
    if (!odata) throw new SyncSourceError('The OData connector is not configured');
    return odata;
  }
  const file = run.fileId ? await repo.findFile(deps.database.db, run.fileId) : undefined;
  if (!file) throw new SyncSourceError('The run’s file is gone');
  try {
    return fileConnector(parseSyncFile(await readAll(await deps.storage.get(file.storageKey)), file.format, file.entity as SyncEntity | null));
  } catch (e) {
    if (e instanceof SyncFileError) throw new SyncSourceError(e.message);
    throw e;
  }
}

const progressSet = (p: SyncProgress) => ({ done: p.done, counts: p.counts, errors: p.errors, errorCount: p.errorCount });

/**
 * Runs a queued run under its connector's lock: marks it running, syncs (each batch commits
 * with the run's progress), then succeeded or failed. `connector` replaces the run's own (tests).
 */
export async function executeRun(deps: SyncDeps, runId: string, connector?: SyncConnector, entities?: readonly SyncEntity[]): Promise<void> {
  const { db } = deps.database;
  const run = await repo.findRun(db, runId);
  if (!run || run.status !== 'queued') return;
  const lock = await tryLockSync(deps.database, run.connector);
  if (!lock) {
    await repo.updateRun(db, runId, { status: 'failed', failure: 'Another run of this connector is already running', finishedAt: new Date() });
    return;
  }
  try {
    await repo.failInterruptedRuns(db, run.connector, runId);
    await repo.updateRun(db, runId, { status: 'running', startedAt: new Date() });
    const source = connector ?? (await connectorOf(deps, run));
    await repo.updateRun(db, runId, { total: (await source.total?.()) ?? null });
    const result = await runSync(db, source, {
      dryRun: run.dryRun,
      batchSize: deps.batchSize,
      ...(entities && { entities }),
      onBatch: (tx, p) => repo.updateRun(tx, runId, progressSet(p)),
    });
    await repo.updateRun(db, runId, { ...progressSet(result), status: 'succeeded', finishedAt: new Date() });
  } catch (e) {
    const shown = e instanceof SyncSourceError ? e.message : 'The sync stopped on an unexpected error (see the system log); run it again to complete it';
    if (!(e instanceof SyncSourceError)) deps.log.error({ err: e, runId }, 'sync run failed');
    await repo.updateRun(db, runId, { status: 'failed', failure: shown, finishedAt: new Date() });
  } finally {
    await lock.release();
  }
}

