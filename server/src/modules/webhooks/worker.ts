import fp from 'fastify-plugin';
import { systemContext } from '@/context.ts';
import { deliverDue, releaseLeases, WEBHOOK_CHANNEL, type SenderDeps } from './service.ts';
import { singlePass } from '@/lib/single-pass.ts';

/** The webhook sender (docs/ARCHITECTURE.md, "Webhooks"): the outbox of webhook_deliveries. */
export interface WebhookSender {
  /** Sends every due delivery now, until none is due (tests; the loop does it by itself). */
  drain(): Promise<void>;
  /** Starts the loop (listening and polling); the app does it unless it is a test app. */
  start(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhookSender;
  }
}

export interface WebhookWorkerOptions {
  start: boolean;
  pollMs?: number;
  /** Overrides for tests: the resolver, the lease. */
  deps?: Partial<Pick<SenderDeps, 'resolve' | 'leaseSeconds'>>;
}

export default fp(
  async (app, opts: WebhookWorkerOptions) => {
    const deps = (): SenderDeps => ({
      db: app.db,
      secretBox: app.secretBox,
      systemContext: (db) => systemContext(db, null, app),
      onDisabled: (row) => app.log.warn({ webhookId: row.id, companyId: row.companyId }, 'webhook switched off after repeated failures'),
      ...opts.deps,
    });
    let stopped = false;
    let started = false;

    async function untilIdle() {
      while (!stopped) if ((await deliverDue(deps())) === 0) return;
    }
    const { run, settled } = singlePass(untilIdle, () => stopped);
    const wake = () => void run().catch((err: unknown) => app.log.error({ err }, 'webhook pass failed'));

    let timer: NodeJS.Timeout | undefined;
    let unlisten: (() => Promise<void>) | undefined;
    const schedule = () => {
      timer = setTimeout(() => {
        wake();
        if (!stopped) schedule();
      }, opts.pollMs ?? 1000);
      timer.unref();
    };
    async function start() {
      if (started) return;
      started = true;
      // PGlite: one process per data folder, so a claim still running was left by a killed process.
      if (app.database.kind === 'pglite') {
        const released = await releaseLeases(app.db);
        if (released) app.log.warn({ released }, 'webhook deliveries claimed by a stopped process are due again');
      }
      unlisten = await app.database.listen(WEBHOOK_CHANNEL, wake, wake);
      schedule();
      wake();
    }

    app.decorate('webhooks', { drain: () => run(), start } satisfies WebhookSender);
    if (opts.start) app.addHook('onReady', start);
    app.addHook('onClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await unlisten?.();
      await settled();
    });
  },
  { name: 'webhooks-sender', dependencies: ['db'] },
);
