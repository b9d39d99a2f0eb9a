import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { emailOutbox, emailSecrets, emailTemplates } from '@/db/schema/email.ts';
import { users } from '@/db/schema/users.ts';
import { equalsIfGiven, searchAny, withinInstants } from '@/lib/lists.ts';
import { listQuery, sortOrder } from '@/db/paged-query.ts';
import type { ExportEmailLogsRequest, FindEmailLogsRequest, FindOutboxRequest, OutboxState } from '@customer-hub/contract/email';

export type TemplateRow = typeof emailTemplates.$inferSelect;
export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = typeof emailOutbox.$inferInsert;

/** The channel the worker listens on; a NOTIFY is delivered when the enqueuing transaction commits. */
export const WORKER_CHANNEL = 'ch_worker';

export async function getTemplate(db: Db, key: string, language: string): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.key, key), eq(emailTemplates.language, language)))
    .limit(1);
  return row;
}

export function listTemplates(db: Db): Promise<TemplateRow[]> {
  return db.select().from(emailTemplates);
}

export async function upsertTemplate(db: Db, row: Omit<TemplateRow, 'updatedAt'>): Promise<TemplateRow> {
  const { key: _key, language: _language, ...changes } = row;
  const [saved] = await db
    .insert(emailTemplates)
    .values(row)
    .onConflictDoUpdate({ target: [emailTemplates.key, emailTemplates.language], set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  return saved!;
}

export async function insertOutbox(db: Db, row: NewOutboxRow): Promise<string> {
  const [saved] = await db.insert(emailOutbox).values(row).returning({ id: emailOutbox.id });
  return saved!.id;
}

export async function insertSecret(db: Db, outboxId: string, message: unknown): Promise<void> {
  await db.insert(emailSecrets).values({ outboxId, message });
}

export async function getSecret(db: Db, outboxId: string): Promise<unknown> {
  const [row] = await db.select({ message: emailSecrets.message }).from(emailSecrets).where(eq(emailSecrets.outboxId, outboxId)).limit(1);
  return row?.message;
}

export async function notifyWorker(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${WORKER_CHANNEL}, '')`);
}

const due = and(
  eq(emailOutbox.status, 'Pending'),
  lte(emailOutbox.nextAttemptAt, sql`now()`),
  or(isNull(emailOutbox.leasedUntil), lte(emailOutbox.leasedUntil, sql`now()`)),
);

/** Due rows, locked until the caller's transaction ends; rows another transaction holds are skipped. */
export function lockDueEmails(tx: Db, limit: number): Promise<OutboxRow[]> {
  return tx.select().from(emailOutbox).where(due).orderBy(asc(emailOutbox.nextAttemptAt)).limit(limit).for('update', { skipLocked: true });
}

/** Due rows, claimed for `leaseSeconds` in one statement (their retry time is left as it is). */
export function leaseDueEmails(db: Db, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const ids = db.select({ id: emailOutbox.id }).from(emailOutbox).where(due).orderBy(asc(emailOutbox.nextAttemptAt)).limit(limit);
  return db
    .update(emailOutbox)
    .set({ leasedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(inArray(emailOutbox.id, ids))
    .returning();
}

/**
 * Gives back every claim (PGlite only, where the process starting is the only one using the data
 * folder, so a lease still running was taken by a process that died): the email is due again at
 * once, or at its retry time if it was refused before.
 */
export async function releaseLeases(db: Db): Promise<number> {
  const released = await db
    .update(emailOutbox)
    .set({ leasedUntil: null })
    .where(isNotNull(emailOutbox.leasedUntil))
    .returning({ id: emailOutbox.id });
  return released.length;
}

export type OutboxUpdate = Partial<Pick<OutboxRow, 'status' | 'attempts' | 'lastError' | 'sentAt' | 'subject' | 'shortMessage' | 'fullMessage' | 'html'>> & {
  retryInSeconds?: number;
};

/**
 * Records the outcome of an attempt (and ends a lease) in one statement; with `dropSecret` the real
 * message goes in the same statement, so a crash cannot leave one without the other.
 */
export async function updateOutbox(db: Db, id: string, { retryInSeconds, ...changes }: OutboxUpdate, { dropSecret = false } = {}): Promise<void> {
  const set = { ...changes, leasedUntil: null, ...(retryInSeconds !== undefined && { nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})` }) };
  if (!dropSecret) {
    await db.update(emailOutbox).set(set).where(eq(emailOutbox.id, id));
    return;
  }
  const dropped = db.$with('dropped').as(db.delete(emailSecrets).where(eq(emailSecrets.outboxId, id)).returning({ outboxId: emailSecrets.outboxId }));
  await db.with(dropped).update(emailOutbox).set(set).where(eq(emailOutbox.id, id));
}

const emailSort = { sorts: { createdAt: emailOutbox.createdAt }, tieBreaker: emailOutbox.id };
const emailLog = listQuery({ table: emailOutbox, select: (db: Db) => db.select().from(emailOutbox).$dynamic(), ...emailSort });

const emailFilters = (q: ExportEmailLogsRequest) => [
  equalsIfGiven(emailOutbox.status, q.status),
  q.to ? sql`strpos(lower(${emailOutbox.to}), lower(${q.to})) > 0` : undefined,
  searchAny(q.search, [emailOutbox.subject, emailOutbox.templateKey]),
  ...withinInstants(emailOutbox.createdAt, q.dateFrom, q.dateTo),
];

export const findEmailLogs = (db: Db, q: FindEmailLogsRequest) => emailLog.page(db, q, emailFilters(q));

/** The filtered email log for an export, in the asked order, at most `limit` rows. */
export const allEmailLogs = (db: Db, q: ExportEmailLogsRequest, limit: number) =>
  db.select().from(emailOutbox).where(and(...emailFilters(q))).orderBy(...sortOrder(emailSort, q)).limit(limit);

/** The outbox queue's states as conditions: never tried, refused and waiting, given up. */
const OUTBOX_STATE: Record<OutboxState, SQL> = {
  pending: and(eq(emailOutbox.status, 'Pending'), eq(emailOutbox.attempts, 0))!,
  retrying: and(eq(emailOutbox.status, 'Pending'), gt(emailOutbox.attempts, 0))!,
  failed: eq(emailOutbox.status, 'Failed'),
};
const outboxQueue = listQuery({
  table: emailOutbox,
  select: (db: Db) => db.select().from(emailOutbox).$dynamic(),
  sorts: { createdAt: emailOutbox.createdAt, nextAttemptAt: emailOutbox.nextAttemptAt, attempts: emailOutbox.attempts, to: emailOutbox.to },
  tieBreaker: emailOutbox.id,
});

/** A page of the emails not yet delivered (Pending or Failed), in one state or all. */
export const findOutbox = (db: Db, q: FindOutboxRequest) =>
  outboxQueue.page(db, q, [q.state ? OUTBOX_STATE[q.state] : inArray(emailOutbox.status, ['Pending', 'Failed']), searchAny(q.search, [emailOutbox.to, emailOutbox.subject, emailOutbox.templateKey])]);

export const outboxEmail = (db: Db, id: string) => outboxQueue.first(db, eq(emailOutbox.id, id));

/** Due at once, claimed by no worker; a given-up email starts its attempts again. */
export async function requeueOutbox(db: Db, id: string, { restart }: { restart: boolean }): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'Pending', nextAttemptAt: sql`now()`, leasedUntil: null, ...(restart && { attempts: 0 }) })
    .where(eq(emailOutbox.id, id));
}

/** A user's email address (the recipient of a template test). */
export async function emailOfUser(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email;
}
