import { ImapFlow } from 'imapflow';
import type { MailInConfig } from '@/config.ts';
import type { Envelope } from './intake.ts';
import { parseMail, returnPathOf } from './intake.ts';

type ImapConfig = NonNullable<MailInConfig['imap']>;

export interface ImapPollOptions {
  imap: ImapConfig;
  maxBytes: number;
  store(raw: Buffer, envelope: Envelope): Promise<string | null>;
  process(id: string): Promise<unknown>;
  log: { warn(obj: object, msg: string): void };
}

/**
 * One pass over the mailbox (imapflow): every unseen message is stored (as the SMTP listener
 * stores one), then marked seen (and moved, with `moveTo`), then processed. A message stored but
 * not yet marked is stored again next time and dropped as a second copy of its Message-ID.
 * Answers how many it took.
 */
export async function pollMailbox(opts: ImapPollOptions): Promise<number> {
  const url = new URL(opts.imap.url);
  const secure = url.protocol === 'imaps:';
  const client = new ImapFlow({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    auth: { user: opts.imap.user, pass: opts.imap.password },
    logger: false,
    emitLogs: false,
  });
  client.on('error', (err: Error) => opts.log.warn({ err }, 'mail in: IMAP connection error'));
  await client.connect();
  const processed: string[] = [];
  try {
    const lock = await client.getMailboxLock(opts.imap.mailbox);
    try {
      const found: { uid: number; source: Buffer }[] = [];
      for await (const message of client.fetch({ seen: false }, { uid: true, source: true, size: true }, { uid: true })) {
        if (!message.source || (message.size ?? message.source.length) > opts.maxBytes) {
          found.push({ uid: message.uid, source: Buffer.alloc(0) });
          continue;
        }
        found.push({ uid: message.uid, source: message.source });
      }
      for (const { uid, source } of found) {
        if (source.length) {
          const mail = await parseMail(source);
          const id = await opts.store(source, { from: returnPathOf(mail), to: [] });
          if (id) processed.push(id);
        } else opts.log.warn({ uid }, 'mail in: a message over the size limit left in the mailbox, marked seen');
        await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
        if (opts.imap.moveTo) await client.messageMove(String(uid), opts.imap.moveTo, { uid: true });
      }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  for (const id of processed) await opts.process(id);
  return processed.length;
}
