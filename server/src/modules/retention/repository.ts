import { and, desc, eq, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { retentionRuns } from '@/db/schema/retention.ts';
import { users } from '@/db/schema/users.ts';
import { TICKET_CLOSED_STATUSES } from '@customer-hub/contract/constants/tickets';
import type { RetentionTrigger } from '@customer-hub/contract/constants/retention';

// Each function below touches at most `limit` rows in one statement (its own short transaction):
// the ids are picked by a `limit`ed subquery, so no statement holds locks on more than one batch.

const count = async (db: Db, query: SQL): Promise<number> => {
  const result = (await db.execute(sql`with touched as (${query}) select count(*)::int as n from touched`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
};
const keysOf = async (db: Db, query: SQL): Promise<string[]> => {
  const result = (await db.execute(query)) as unknown as { rows: { storage_key: string }[] };
  return result.rows.map((r) => r.storage_key);
};

/** Sign-in attempts older than `cutoff`. */
export const deleteLoginLogs = (db: Db, cutoff: Date, limit: number) =>
  count(db, sql`delete from login_logs where id in (select id from login_logs where created_at < ${cutoff} limit ${limit}) returning 1`);

/** System log lines older than `cutoff`. */
export const deleteSystemLogs = (db: Db, cutoff: Date, limit: number) =>
  count(db, sql`delete from system_logs where id in (select id from system_logs where created_at < ${cutoff} limit ${limit}) returning 1`);

/** Audit rows older than `cutoff`. */
export const deleteAuditLog = (db: Db, cutoff: Date, limit: number) =>
  count(db, sql`delete from audit_log where id in (select id from audit_log where created_at < ${cutoff} limit ${limit}) returning 1`);

/** Only emails done with: sent or given up. One still waiting (Pending, Kept) is never touched. */
const FINISHED_EMAIL = sql`status in ('Sent', 'Failed')`;

/** Blanks the bodies of finished emails older than `cutoff`; the log row (to, subject, status) stays. */
export const blankEmailBodies = (db: Db, cutoff: Date, limit: number) =>
  count(
    db,
    sql`update email_outbox set short_message = '', full_message = '', html = '' where id in (
      select id from email_outbox where created_at < ${cutoff} and ${FINISHED_EMAIL} and (html <> '' or full_message <> '' or short_message <> '') limit ${limit}
    ) returning 1`,
  );

/** Finished emails older than `cutoff` (their unsent copies go with them). */
export const deleteEmailLog = (db: Db, cutoff: Date, limit: number) =>
  count(db, sql`delete from email_outbox where id in (select id from email_outbox where created_at < ${cutoff} and ${FINISHED_EMAIL} limit ${limit}) returning 1`);

/** The bell's notifications older than `cutoff`. */
export const deleteNotifications = (db: Db, cutoff: Date, limit: number) =>
  count(db, sql`delete from notifications where id in (select id from notifications where created_at < ${cutoff} limit ${limit}) returning 1`);

const CLOSED = sql.join(
  TICKET_CLOSED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * The attachments of service requests closed before `cutoff` (a closed request's last change is
 * its closing, so its `updated_at` is when it closed), answering their storage keys. The request,
 * its comments and history stay.
 */
export const deleteClosedTicketAttachments = (db: Db, cutoff: Date, limit: number) =>
  keysOf(
    db,
    sql`delete from ticket_attachments a where (a.company_id, a.id) in (
      select f.company_id, f.id from ticket_attachments f
      join tickets t on t.company_id = f.company_id and t.id = f.ticket_id
      where t.status in (${CLOSED}) and t.updated_at < ${cutoff} limit ${limit}
    ) returning a.storage_key`,
  );

/** View-as sessions that ended (expired or revoked) before `cutoff`. */
export const deleteViewAsSessions = (db: Db, cutoff: Date, limit: number) =>
  count(
    db,
    sql`delete from sessions where id in (
      select id from sessions where view_as_staff_user_id is not null and created_at < ${cutoff} and coalesce(revoked_at, expires_at) < ${cutoff} limit ${limit}
    ) returning 1`,
  );

/** Uploaded ERP export files older than `cutoff` that no waiting or running sync reads, answering their storage keys. */
export const deleteSyncFiles = (db: Db, cutoff: Date, limit: number) =>
  keysOf(
    db,
    sql`delete from sync_files where id in (
      select f.id from sync_files f where f.created_at < ${cutoff}
      and not exists (select 1 from sync_runs r where r.file_id = f.id and r.status in ('queued', 'running')) limit ${limit}
    ) returning storage_key`,
  );

/** Refused access requests decided before `cutoff`: their personal fields emptied, the row kept for counts. */
export const anonymiseRefusedAccessRequests = (db: Db, cutoff: Date, limit: number) =>
  count(
    db,
    sql`update access_requests set name = '', email = '', phone = '', company = '', presentation = '', anonymised_at = now() where id in (
      select id from access_requests where status = 'Rejected' and anonymised_at is null and decided_at < ${cutoff} limit ${limit}
    ) returning 1`,
  );

/** A run whose heartbeat is older than this is taken for dead (its process stopped). */
const STALE_AFTER_MS = 15 * 60_000;

/**
 * Takes the retention lease: a new `running` row, unless one is running (the unique index makes
 * concurrent claims end with one winner). A scheduled claim also gives way when a run started
 * within `sinceMs` (another instance has just done the day's run). Answers the run, or null.
 */
export async function claimRun(db: Db, trigger: RetentionTrigger, startedBy: string | null, sinceMs?: number) {
  await db
    .update(retentionRuns)
    .set({ status: 'abandoned', finishedAt: sql`now()`, error: 'No heartbeat: the process running it stopped' })
    .where(and(eq(retentionRuns.status, 'running'), lt(retentionRuns.heartbeatAt, new Date(Date.now() - STALE_AFTER_MS))));
  const recent = sinceMs === undefined ? sql`false` : sql`exists (select 1 from retention_runs where started_at > ${new Date(Date.now() - sinceMs)} and status <> 'abandoned')`;
  const result = (await db.execute(
    sql`insert into retention_runs (trigger, started_by) select ${trigger}, ${startedBy} where not ${recent} on conflict do nothing returning id`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows[0]?.id ?? null;
}

/** Records the counts so far and keeps the lease alive. */
export async function heartbeat(db: Db, id: string, removed: Record<string, number>): Promise<void> {
  await db.update(retentionRuns).set({ removed, heartbeatAt: sql`now()` }).where(eq(retentionRuns.id, id));
}

/** Ends a run: done, or failed with its error. */
export async function finishRun(db: Db, id: string, removed: Record<string, number>, error: string | null): Promise<void> {
  await db
    .update(retentionRuns)
    .set({ removed, status: error ? 'failed' : 'done', error, finishedAt: sql`now()`, heartbeatAt: sql`now()` })
    .where(eq(retentionRuns.id, id));
}

const runColumns = {
  id: retentionRuns.id,
  trigger: retentionRuns.trigger,
  status: retentionRuns.status,
  startedAt: retentionRuns.startedAt,
  finishedAt: retentionRuns.finishedAt,
  startedBy: users.userName,
  removed: retentionRuns.removed,
  error: retentionRuns.error,
};

/** One run by id. */
export async function findRun(db: Db, id: string) {
  const [row] = await db.select(runColumns).from(retentionRuns).leftJoin(users, eq(users.id, retentionRuns.startedBy)).where(eq(retentionRuns.id, id));
  return row;
}

/** The run going on, and the newest one that ended. */
export async function latestRuns(db: Db) {
  const base = () => db.select(runColumns).from(retentionRuns).leftJoin(users, eq(users.id, retentionRuns.startedBy));
  const [[running], [last]] = await Promise.all([
    base().where(eq(retentionRuns.status, 'running')).limit(1),
    base().where(ne(retentionRuns.status, 'running')).orderBy(desc(retentionRuns.startedAt)).limit(1),
  ]);
  return { running, last };
}
