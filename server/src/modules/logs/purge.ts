import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { emailOutbox } from '@/db/schema/email.ts';
import { auditLog, loginLogs, systemLogs } from '@/db/schema/logs.ts';

/** How often the purge runs on each instance (it is safe to run on several at once). */
export const LOG_PURGE_EVERY_MS = 24 * 60 * 60 * 1000;
export const LOG_PURGE_JOB = 'logs:purge';

/** Rows each log lost to one purge. */
export interface PurgeCounts {
  loginLogs: number;
  systemLogs: number;
  auditLog: number;
  emailLog: number;
}

/**
 * Deletes the log rows older than `days`: login, system and audit log rows, and emails that were
 * sent or given up (an email still waiting — Pending, or Kept until SMTP is configured — stays).
 */
export async function purgeOldLogs(db: Db, days: number, now = new Date()): Promise<PurgeCounts> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const count = sql<number>`1`;
  const [login, system, audit, email] = await Promise.all([
    db.delete(loginLogs).where(lt(loginLogs.createdAt, cutoff)).returning({ one: count }),
    db.delete(systemLogs).where(lt(systemLogs.createdAt, cutoff)).returning({ one: count }),
    db.delete(auditLog).where(lt(auditLog.createdAt, cutoff)).returning({ one: count }),
    db
      .delete(emailOutbox)
      .where(and(lt(emailOutbox.createdAt, cutoff), inArray(emailOutbox.status, ['Sent', 'Failed'])))
      .returning({ one: count }),
  ]);
  return { loginLogs: login.length, systemLogs: system.length, auditLog: audit.length, emailLog: email.length };
}
