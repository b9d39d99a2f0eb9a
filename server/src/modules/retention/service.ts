import type { Db } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import type { BlobStore } from '@/lib/storage/storage.ts';
import type { ServiceContext } from '@/service-context.ts';
import { recordSystemNote } from '@/modules/logs/service.ts';
import { getRetentionSettings } from '@/modules/settings/service.ts';
import { RETENTION_EVERY_MS, type RetentionTrigger } from '@customer-hub/contract/constants/retention';
import type { RetentionRun, RetentionSettings, RetentionStatus } from '@customer-hub/contract/retention';
import { RETENTION_ENTRIES, type RetentionEntry } from './kinds.ts';
import * as repo from './repository.ts';

export { RETENTION_ENTRIES, type RetentionEntry } from './kinds.ts';
export { recordOfProcessing, recordOfProcessingCsv } from './record.ts';

/** Rows one statement of the job touches at most (each batch is its own short transaction). */
export const RETENTION_BATCH_SIZE = 5_000;
/**
 * After each batch the job rests this many times as long as the batch took, so that on a busy
 * machine it takes at most about half of a database core and sign-ins and pages beside it keep their
 * pace (bench/src/retention.ts measures sign-in during a run of 1,000,000 rows).
 */
export const RETENTION_REST_RATIO = 2;
/** How often each instance checks whether the day's run is due. */
export const RETENTION_CHECK_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

/** What a run needs: the database, the blob store (for files), and where it logs. */
export interface RetentionDeps {
  db: Db;
  files: BlobStore;
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  batchSize?: number;
  /** The run's clock (tests); each kind's cutoff is this instant less its days. */
  now?: () => Date;
  /** Stops the run between two batches (the app closing). */
  signal?: AbortSignal;
  /** Kinds to apply instead of RETENTION_ENTRIES (tests). */
  entries?: readonly RetentionEntry[];
  /** Rest after each batch, as a multiple of its time (RETENTION_REST_RATIO; tests pass 0). */
  restRatio?: number;
}

const rest = (ms: number, signal: AbortSignal | undefined) =>
  ms <= 0 || signal?.aborted
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          signal?.removeEventListener('abort', done);
          resolve();
        }
        signal?.addEventListener('abort', done, { once: true });
      });

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

type RunRow = NonNullable<Awaited<ReturnType<typeof repo.findRun>>>;
const present = (row: RunRow): RetentionRun => ({
  ...row,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  startedBy: row.startedBy ?? null,
  error: row.error ?? null,
});

/**
 * Applies every kind to the run `id` holds the lease of: for each kind not kept forever, batch
 * after batch until one comes back short, the counts saved (and the lease renewed) after each.
 * Ends the run done or failed, with a line in the system log and the app log.
 */
async function applyRun(deps: RetentionDeps, id: string, settings: RetentionSettings): Promise<RetentionRun> {
  const { db } = deps;
  const batchSize = deps.batchSize ?? RETENTION_BATCH_SIZE;
  const restRatio = deps.restRatio ?? RETENTION_REST_RATIO;
  const now = (deps.now ?? (() => new Date()))();
  const removed: Record<string, number> = {};
  let failure: string | null = null;
  try {
    for (const entry of deps.entries ?? RETENTION_ENTRIES) {
      const days = settings[entry.kind];
      if (days === null) continue;
      const cutoff = new Date(now.getTime() - days * DAY_MS);
      let count = 0;
      removed[entry.kind] = 0;
      for (;;) {
        if (deps.signal?.aborted) throw new Error('Stopped before the end: the server was shutting down');
        const began = performance.now();
        const n = await entry.apply(db, cutoff, batchSize, deps.files);
        count += n;
        removed[entry.kind] = count;
        if (n > 0) await repo.heartbeat(db, id, removed);
        if (n < batchSize) break;
        await rest((performance.now() - began) * restRatio, deps.signal);
      }
    }
  } catch (err) {
    failure = errorText(err);
  }
  await repo.finishRun(db, id, removed, failure);
  const total = Object.values(removed).reduce((a, b) => a + b, 0);
  const summary = Object.entries(removed)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  await recordSystemNote(db, {
    context: 'retention',
    level: failure ? 'Error' : 'Information',
    shortMessage: failure ? `Retention run failed after removing ${total} records: ${failure}` : `Retention run removed ${total} records`,
    fullMessage: summary,
  }).catch(() => undefined);
  if (failure) deps.log?.error({ removed, error: failure }, 'retention run failed');
  else deps.log?.info({ removed }, 'retention run done');
  return present((await repo.findRun(db, id))!);
}

/**
 * The daily run: applies the retention policy unless another instance runs it now or has run it
 * within the last day (one of several instances starting at once wins). Answers the run, or null
 * when it gave way.
 */
export async function runScheduledRetention(deps: RetentionDeps): Promise<RetentionRun | null> {
  const id = await repo.claimRun(deps.db, 'schedule', null, RETENTION_EVERY_MS - RETENTION_CHECK_MS);
  if (!id) return null;
  return applyRun(deps, id, await getRetentionSettings(deps.db));
}

/** One run now, whenever the last was (tests, the bench). Null when another is running. */
export async function runRetention(deps: RetentionDeps, trigger: RetentionTrigger = 'manual', startedBy: string | null = null): Promise<RetentionRun | null> {
  const id = await repo.claimRun(deps.db, trigger, startedBy);
  if (!id) return null;
  return applyRun(deps, id, await getRetentionSettings(deps.db));
}

/**
 * "Run now" (Admin): takes the lease and writes the audit row in one transaction (409
 * RETENTION_RUNNING while a run holds it), then runs in the background. Answers the run as
 * started, and `done`, its end.
 */
export async function startRetentionRun(ctx: ServiceContext, deps: RetentionDeps): Promise<{ run: RetentionRun; done: Promise<RetentionRun> }> {
  const id = await ctx.transaction(async (tx) => {
    const claimed = await repo.claimRun(tx.db, 'manual', ctx.principal.userId);
    if (!claimed) throw new AppError(409, 'RETENTION_RUNNING', 'A retention run is going on');
    await tx.audit('retention', 'Retention run started');
    return claimed;
  });
  const run = present((await repo.findRun(ctx.db, id))!);
  const done = getRetentionSettings(deps.db).then((settings) => applyRun(deps, id, settings));
  return { run, done };
}

/** The run going on, the last that ended, and about when the next daily run is due. */
export async function getRetentionStatus(db: Db, now = new Date()): Promise<RetentionStatus> {
  const { running, last } = await repo.latestRuns(db);
  const newest = running ?? last;
  const next = newest ? Math.max(newest.startedAt.getTime() + RETENTION_EVERY_MS, now.getTime() + RETENTION_CHECK_MS) : now.getTime() + RETENTION_CHECK_MS;
  return { running: running ? present(running) : null, lastRun: last ? present(last) : null, nextRunAt: new Date(next).toISOString() };
}
