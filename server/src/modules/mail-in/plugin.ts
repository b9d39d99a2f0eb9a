import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { systemContext } from '@/context.ts';
import { pollMailbox } from './imap.ts';
import { processLeftovers, processMail, receiveMail, type MailInDeps } from './service.ts';
import { smtpListener } from './smtp.ts';

/** Replies by email (`app.mailIn`): what processing a mail needs, and the transports while on. */
export interface MailIn {
  /** Whether a transport is configured (MAIL_IN_ADDRESS and MAIL_IN_SMTP_PORT or MAIL_IN_IMAP_URL). */
  enabled: boolean;
  deps: MailInDeps;
  /** The SMTP listener's address once it listens (port 0 in tests takes a free one). */
  smtpAddress(): AddressInfo | null;
  /** One pass over the IMAP mailbox now (the periodic task does it by itself). */
  pollImap(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailIn: MailIn;
  }
}

/** The address of EMAIL_FROM (`Name <address>` or the bare address). */
const addressOf = (from: string) => (/<([^>]+)>/.exec(from)?.[1] ?? from).trim().toLowerCase();
/** Any number: one instance polls the mailbox at a time (PostgreSQL; PGlite has one process). */
const IMAP_LOCK = 8_402_117;

export default fp(
  async (app) => {
    const config = app.config.mailIn;
    const deps: MailInDeps = {
      db: app.db,
      contextFor: (principal, db) => systemContext(db ?? app.db, principal, app),
      storage: app.storage,
      key: app.secretBox.deriveKey('mail-in'),
      address: config?.address ?? '',
      ownAddresses: [addressOf(app.config.emailFrom), ...(config ? [config.address.toLowerCase()] : [])],
      log: app.log,
    };
    const process = (id: string) =>
      processMail(deps, id).catch((err: unknown) => {
        app.log.error({ err, mailId: id }, 'mail in: processing failed');
        return null;
      });
    const store = (transport: 'smtp' | 'imap') => (raw: Buffer, envelope: { from: string; to: string[] }) => receiveMail(deps, raw, envelope, transport);

    const pollImap = async () => {
      if (!config?.imap) return 0;
      const imap = config.imap;
      const poll = () => pollMailbox({ imap, maxBytes: config.smtp?.maxBytes ?? 25 * 1024 * 1024, store: store('imap'), process, log: app.log });
      if (app.database.kind !== 'postgres') return poll();
      // The lock lives as long as the session holding it: taken and given back around the pass.
      return app.db.transaction(async (tx) => {
        const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${IMAP_LOCK}) as locked`)) as unknown as { rows: { locked: boolean }[] };
        const [row] = result.rows;
        return row?.locked ? poll() : 0;
      });
    };

    let listener: ReturnType<typeof smtpListener> | undefined;
    let listening: AddressInfo | null = null;
    app.decorate('mailIn', { enabled: !!config, deps, smtpAddress: () => listening, pollImap } satisfies MailIn);
    if (!config) return;

    app.worker.every('mail-in:leftovers', 60_000, async () => {
      const n = await processLeftovers(deps);
      if (n) app.log.info({ processed: n }, 'mail in: mails left unprocessed were processed');
    });
    if (config.imap) {
      app.worker.every('mail-in:imap', config.imap.pollMs, async () => {
        const n = await pollImap();
        if (n) app.log.info({ received: n }, 'mail in: mails fetched over IMAP');
      });
    }
    if (config.smtp) {
      const smtp = config.smtp;
      listener = smtpListener({ ...smtp, address: config.address, store: store('smtp'), afterAnswer: (id) => void process(id), log: app.log });
      app.addHook('onReady', async () => {
        listening = await listener!.listen();
        app.log.info({ port: listening.port, host: smtp.host }, 'mail in: SMTP listener started');
      });
      app.addHook('onClose', async () => {
        await listener?.close();
      });
    }
  },
  { name: 'mail-in', dependencies: ['worker', 'storage', 'security', 'db'] },
);
