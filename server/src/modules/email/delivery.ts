import { sql } from 'drizzle-orm';
import type { Database, Db } from '@/db/client.ts';
import * as repo from './repository.ts';
import { scrub, summary, type OutboxMessage } from './service.ts';

/**
 * Hands one message to the mail server; rejects when it is refused. `messageId` is the same on
 * every attempt of one outbox email.
 */
export type SendEmail = (message: Pick<OutboxMessage, 'to' | 'subject' | 'html' | 'text' | 'replyTo' | 'headers'> & { messageId: string }) => Promise<void>;

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
// PostgreSQL: one row per transaction, locked while it is sent, and marked Sent before it is sent
// so that the commit right after the mail server's answer is the only step between the two.
// PGlite (one connection shared by every request, so no transaction is held open while sending):
// rows are claimed by a lease, and each is marked Sent by one statement right after its answer.
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

/**
 * Demo mode without a mail server: each kept email's log entry becomes the message as it would
 * have been sent, links and codes included, so staff can follow them from Email logs; `onKept`
 * prints them in the process log too. Outside a demo the entry keeps only the redacted copy.
 */
export interface DemoKeeping {
  onKept: OnKept;
}

/** The log entry's body replaced by the real message (demo mode only). */
const readableCopy = (m: OutboxMessage) => ({ subject: m.subject, html: m.html, fullMessage: m.text, shortMessage: summary(m.text) });

/** The message to send, or undefined when the email is settled here (no message, or no mail server). */
async function messageToSend(db: Db, row: repo.OutboxRow, send: SendEmail | undefined, demo?: DemoKeeping): Promise<OutboxMessage | undefined> {
  const message = await repo.getSecret(db, row.id);
  if (!isMessage(message)) {
    await repo.updateOutbox(db, row.id, { status: 'Failed', lastError: 'The message to send is missing' }, { dropSecret: true });
    return undefined;
  }
  if (!send) {
    // No mail server: the redacted copy stays readable in the back office (a demo's, the real
    // one), and the secret row goes.
    await repo.updateOutbox(db, row.id, { status: 'Kept', ...(demo && readableCopy(message)) }, { dropSecret: true });
    demo?.onKept(message);
    return undefined;
  }
  return message;
}

const sentBy = (row: repo.OutboxRow, message: OutboxMessage, send: SendEmail) =>
  send({ to: message.to, subject: message.subject, html: message.html, text: message.text, replyTo: message.replyTo, headers: message.headers, messageId: messageIdOf(row.id) });

/** A refused attempt: tried again later, or given up (and its secret dropped) after the last one. */
async function recordFailure(db: Db, row: repo.OutboxRow, message: OutboxMessage, err: unknown): Promise<void> {
  const attempts = row.attempts + 1;
  const lastError = describeFailure(err, message.secrets ?? []);
  if (attempts >= MAX_ATTEMPTS) await repo.updateOutbox(db, row.id, { status: 'Failed', attempts, lastError }, { dropSecret: true });
  else await repo.updateOutbox(db, row.id, { attempts, lastError, retryInSeconds: RETRY_SECONDS[attempts - 1] });
}

const markSent = (db: Db, row: repo.OutboxRow) =>
  repo.updateOutbox(db, row.id, { status: 'Sent', attempts: row.attempts + 1, lastError: null, sentAt: new Date() }, { dropSecret: true });

/**
 * PostgreSQL, inside the transaction holding the row's lock: the row is marked Sent (and its secret
 * dropped) behind a savepoint before sending; a refusal rolls that back to record the failure,
 * an acceptance returns at once so the caller commits. A kill before the commit leaves the row
 * Pending (sent again on the next pass); the window is the mail server's answer reaching this
 * process and the COMMIT leaving it.
 */
async function deliverLocked(tx: Db, row: repo.OutboxRow, send: SendEmail | undefined, demo?: DemoKeeping): Promise<void> {
  const message = await messageToSend(tx, row, send, demo);
  if (!message || !send) return;
  await tx.execute(sql`savepoint before_send`);
  await markSent(tx, row);
  try {
    await sentBy(row, message, send);
  } catch (err) {
    await tx.execute(sql`rollback to savepoint before_send`);
    await recordFailure(tx, row, message, err);
  }
}

/** PGlite, on a leased row: sent, then marked Sent (its secret dropped, its lease ended) in one statement. */
async function deliverLeased(db: Db, row: repo.OutboxRow, send: SendEmail | undefined, demo?: DemoKeeping): Promise<void> {
  const message = await messageToSend(db, row, send, demo);
  if (!message || !send) return;
  try {
    await sentBy(row, message, send);
  } catch (err) {
    await recordFailure(db, row, message, err);
    return;
  }
  await markSent(db, row);
}

/**
 * Sends some due outbox emails (or keeps them when no mail server is configured) and answers how
 * many it took; 0 means none is due. Safe to run from several instances at once: each row is
 * claimed by exactly one.
 */
export async function deliverDueEmails(database: Pick<Database, 'db' | 'kind'>, send: SendEmail | undefined, demo?: DemoKeeping): Promise<number> {
  const { db } = database;
  if (database.kind === 'postgres') {
    return db.transaction(async (tx) => {
      const rows = await repo.lockDueEmails(tx, EMAILS_PER_TRANSACTION);
      for (const row of rows) await deliverLocked(tx, row, send, demo);
      return rows.length;
    });
  }
  const rows = await repo.leaseDueEmails(db, LEASED_BATCH, LEASE_SECONDS);
  for (const row of rows) await deliverLeased(db, row, send, demo);
  return rows.length;
}
