import type { Database, Db } from '@/db/client.ts';
import * as repo from './repository.ts';
import { scrub, type OutboxMessage } from './service.ts';

/**
 * Hands one message to the mail server; rejects when it is refused. `messageId` is the same on
 * every attempt of one outbox email.
 */
export type SendEmail = (message: Pick<OutboxMessage, 'to' | 'subject' | 'html' | 'text'> & { messageId: string }) => Promise<void>;

/**
 * The Message-ID of an outbox email, the same on every attempt. Delivery is at least once: a crash
 * after the mail server accepted a message and before it was marked sent sends it again, and
 * this lets the receiving side (and `npm run proof -- crash`) recognise the second copy.
 */
export const messageIdOf = (outboxId: string) => `<outbox-${outboxId}@customer-hub>`;

export const MAX_ATTEMPTS = 5;
/** Wait before the 2nd, 3rd, 4th and 5th attempt. */
export const RETRY_SECONDS = [30, 120, 600, 3600] as const;
const MAX_ERROR_LENGTH = 500;
// PostgreSQL: the row stays locked while it is sent, so one row per transaction keeps a crash from
// sending a batch twice. PGlite (one process, no row locks worth holding): rows are claimed by a
// lease instead, and one that is still unsent when the lease ends is tried again.
const EMAILS_PER_TRANSACTION = 1;
const LEASED_BATCH = 10;
const LEASE_SECONDS = 15 * 60;

function isMessage(value: unknown): value is OutboxMessage {
  const m = value as Partial<OutboxMessage> | null;
  return !!m && typeof m.to === 'string' && typeof m.subject === 'string' && typeof m.html === 'string' && typeof m.text === 'string';
}

/** The error message only (a mail server may echo the body), without any secret, on one line. */
export function describeFailure(err: unknown, secrets: readonly string[]): string {
  const message = err instanceof Error ? err.message : String(err);
  return scrub(message, secrets).replace(/\s+/g, ' ').trim().slice(0, MAX_ERROR_LENGTH) || 'Delivery failed';
}

/** Told of each email kept for want of a mail server, with its real message (demo mode prints its links). */
export type OnKept = (message: OutboxMessage) => void;

async function deliverOne(db: Db, row: repo.OutboxRow, send: SendEmail | undefined, onKept?: OnKept): Promise<void> {
  const message = await repo.getSecret(db, row.id);
  if (!isMessage(message)) {
    await repo.updateOutbox(db, row.id, { status: 'Failed', lastError: 'The message to send is missing' });
    await repo.deleteSecret(db, row.id);
    return;
  }
  if (!send) {
    // No mail server: the redacted copy stays readable in the back office; the real one goes.
    await repo.updateOutbox(db, row.id, { status: 'Kept' });
    await repo.deleteSecret(db, row.id);
    onKept?.(message);
    return;
  }
  const attempts = row.attempts + 1;
  try {
    await send({ to: message.to, subject: message.subject, html: message.html, text: message.text, messageId: messageIdOf(row.id) });
  } catch (err) {
    const lastError = describeFailure(err, message.secrets ?? []);
    if (attempts >= MAX_ATTEMPTS) {
      await repo.updateOutbox(db, row.id, { status: 'Failed', attempts, lastError });
      await repo.deleteSecret(db, row.id);
    } else {
      await repo.updateOutbox(db, row.id, { attempts, lastError, retryInSeconds: RETRY_SECONDS[attempts - 1] });
    }
    return;
  }
  await repo.updateOutbox(db, row.id, { status: 'Sent', attempts, lastError: null, sentAt: new Date() });
  await repo.deleteSecret(db, row.id);
}

/**
 * Sends some due outbox emails (or keeps them when no mail server is configured) and answers how
 * many it took; 0 means none is due. Safe to run from several instances at once: each row is
 * claimed by exactly one.
 */
export async function deliverDueEmails(database: Pick<Database, 'db' | 'kind'>, send: SendEmail | undefined, onKept?: OnKept): Promise<number> {
  const { db } = database;
  if (database.kind === 'postgres') {
    return db.transaction(async (tx) => {
      const rows = await repo.lockDueEmails(tx, EMAILS_PER_TRANSACTION);
      for (const row of rows) await deliverOne(tx, row, send, onKept);
      return rows.length;
    });
  }
  const rows = await repo.leaseDueEmails(db, LEASED_BATCH, LEASE_SECONDS);
  for (const row of rows) await deliverOne(db, row, send, onKept);
  return rows.length;
}
