import fp from 'fastify-plugin';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '@/db/client.ts';
import { jobs } from '@/db/schema/email.ts';
import { deliverDueEmails, MAX_ATTEMPTS, type DemoKeeping, type SendEmail } from './delivery.ts';
import { notifyWorker, releaseLeases, WORKER_CHANNEL } from './repository.ts';
import { singlePass } from '@/lib/single-pass.ts';

export type JobHandler = (db: Db, payload: unknown) => Promise<void>;

/** Background work kept in the database: deferred jobs and the email outbox. */
export interface Worker {
  /** Runs `handler` for every job of `kind`, inside the transaction that marks the job done. */
  registerJob(kind: string, handler: JobHandler): void;
  /**
   * Queues a job in the caller's transaction; the worker is woken when it commits. With `runAfter`
   * the job waits until then (a later time than the next pass).
   */
  enqueueJob(tx: Db, kind: string, payload: unknown, runAfter?: Date): Promise<void>;
  /** Processes every due job and email now, until none is due (tests; the loop does it by itself). */
  drain(): Promise<void>;
  /**
   * Runs `task` every `everyMs` on each instance while the worker runs (not in tests, which call
   * the task themselves). The task must be safe to run on several instances at once.
   */
  every(name: string, everyMs: number, task: (db: Db) => Promise<void>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    worker: Worker;
  }
}

export interface WorkerOptions {
  /** Poll and listen in the background. Tests leave it off and call `drain()`. */
  start: boolean;
  pollMs?: number;
  /** Without it emails are kept, readable in the back office, and never sent. */
  smtpUrl?: string;
  emailFrom?: string;
  /**
   * Demo mode without a mail server: each kept email stays readable in the email log as it would
   * have been sent, and its links and codes are printed in the process log, so a person trying
   * the demo can finish an invitation, a reset or a sign-in (DemoKeeping).
   */
  demo?: boolean;
}

export const DEFAULT_EMAIL_FROM = 'Customer Hub <no-reply@localhost>';
const JOBS_PER_TRANSACTION = 10;
/** Wait before the 2nd, 3rd, 4th and 5th run of a failing job. */
const JOB_RETRY_SECONDS = [10, 60, 300, 1800] as const;
const MAX_ERROR_LENGTH = 500;

const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH);

function smtpSender(url: string, from: string): { send: SendEmail; close(): void } {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    send: async (m) =>
      void (await transport.sendMail({ from, to: m.to, subject: m.subject, html: m.html, text: m.text, messageId: m.messageId, ...(m.replyTo && { replyTo: m.replyTo }), ...(m.headers && { headers: m.headers }) })),
    close: () => transport.close(),
  };
}

/**
 * The worker. With several instances each job and email is taken by exactly one: rows are
 * claimed with `FOR UPDATE SKIP LOCKED` (or a lease on PGlite, see delivery.ts).
 */
export default fp(
  async (app, opts: WorkerOptions) => {
    const handlers = new Map<string, JobHandler>();
    const periodic: { name: string; everyMs: number; task: (db: Db) => Promise<void> }[] = [];
    const periodicTimers: NodeJS.Timeout[] = [];
    const smtp = opts.smtpUrl ? smtpSender(opts.smtpUrl, opts.emailFrom ?? DEFAULT_EMAIL_FROM) : undefined;
    const demo: DemoKeeping | undefined =
      opts.demo && !smtp
        ? {
            onKept: (m) =>
              app.log.info({ demoEmail: { to: m.to, subject: m.subject, links: m.secrets ?? [] } }, `Demo: email to ${m.to} not sent (no mail server); its links: ${(m.secrets ?? []).join(' ')}`),
          }
        : undefined;

    async function runJob(tx: Db, job: typeof jobs.$inferSelect): Promise<void> {
      const attempts = job.attempts + 1;
      try {
        const handler = handlers.get(job.kind);
        if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
        // A savepoint: a failing handler leaves nothing behind, and its writes commit with "Done".
        await tx.transaction((sp) => handler(sp, job.payload));
        await tx.update(jobs).set({ status: 'Done', attempts, lastError: null }).where(eq(jobs.id, job.id));
      } catch (err) {
        const lastError = errorMessage(err);
        app.log.warn({ jobId: job.id, kind: job.kind, attempts, error: lastError }, 'job failed');
        const next = attempts >= MAX_ATTEMPTS ? { status: 'Failed' as const } : { runAfter: sql`now() + make_interval(secs => ${JOB_RETRY_SECONDS[attempts - 1]})` };
        await tx.update(jobs).set({ attempts, lastError, ...next }).where(eq(jobs.id, job.id));
      }
    }

    const runDueJobs = () =>
      app.db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(jobs)
          .where(and(eq(jobs.status, 'Pending'), lte(jobs.runAfter, sql`now()`)))
          .orderBy(asc(jobs.runAfter))
          .limit(JOBS_PER_TRANSACTION)
          .for('update', { skipLocked: true });
        for (const job of due) await runJob(tx, job);
        return due.length;
      });

    let stopped = false;

    async function untilIdle(): Promise<void> {
      while (!stopped) {
        const done = (await runDueJobs()) + (await deliverDueEmails(app.database, smtp?.send, demo));
        if (done === 0) return;
      }
    }

    const { run, settled } = singlePass(untilIdle, () => stopped);
    const wake = () => void run().catch((err: unknown) => app.log.error({ err }, 'worker pass failed'));

    app.decorate('worker', {
      registerJob: (kind, handler) => void handlers.set(kind, handler),
      enqueueJob: async (tx, kind, payload, runAfter) => {
        await tx.insert(jobs).values({ kind, payload: payload ?? {}, ...(runAfter && { runAfter }) });
        await notifyWorker(tx);
      },
      drain: () => run(),
      every: (name, everyMs, task) => void periodic.push({ name, everyMs, task }),
    } satisfies Worker);

    let timer: NodeJS.Timeout | undefined;
    let unlisten: (() => Promise<void>) | undefined;
    const schedule = () => {
      timer = setTimeout(() => {
        wake();
        if (!stopped) schedule();
      }, opts.pollMs ?? 2000);
      timer.unref();
    };

    if (opts.start) {
      // Started once every plugin has registered its job handlers.
      app.addHook('onReady', async () => {
        // PGlite: claims left by a process killed while sending are given back (see releaseLeases).
        if (app.database.kind === 'pglite') {
          const released = await releaseLeases(app.db);
          if (released) app.log.warn({ released }, 'emails claimed by a stopped process are due again');
        }
        unlisten = await app.database.listen(WORKER_CHANNEL, wake, wake);
        schedule();
        wake();
        for (const { name, everyMs, task } of periodic) {
          const runTask = () => void task(app.db).catch((err: unknown) => app.log.error({ err, task: name }, 'periodic task failed'));
          const timer = setInterval(runTask, everyMs);
          timer.unref();
          periodicTimers.push(timer);
          runTask();
        }
      });
    }

    app.addHook('onClose', async () => {
      stopped = true;
      clearTimeout(timer);
      for (const t of periodicTimers) clearInterval(t);
      await unlisten?.();
      await settled();
      smtp?.close();
    });
  },
  { name: 'worker', dependencies: ['db'] },
);
