import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { loginLogs, systemLogs } from '@/db/schema/logs.ts';
import { equalsIfGiven } from '@/lib/lists.ts';
import { listQuery } from '@/lib/paged-query.ts';
import type { FindLoginLogsRequest, FindSystemLogsRequest } from '@customer-hub/contract/logs';
import { storableText } from '@/lib/safe-text.ts';

export type NewLoginLog = typeof loginLogs.$inferInsert;
export type NewSystemLog = typeof systemLogs.$inferInsert;

/** A log keeps what it is given, even text PostgreSQL refuses (a NUL, half a surrogate pair): such characters become U+FFFD. */
const storable = <T extends object>(row: T): T =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' ? storableText(v) : v])) as T;

export async function insertLoginLog(db: Db, row: NewLoginLog): Promise<void> {
  await db.insert(loginLogs).values(storable(row));
}

export async function insertSystemLog(db: Db, row: NewSystemLog): Promise<void> {
  await db.insert(systemLogs).values(storable(row));
}

// Newest first by default; the id orders entries written in the same instant.
const loginLog = listQuery({ table: loginLogs, select: (db: Db) => db.select().from(loginLogs).$dynamic(), sorts: { createdAt: loginLogs.createdAt }, tieBreaker: loginLogs.id });
const systemLog = listQuery({ table: systemLogs, select: (db: Db) => db.select().from(systemLogs).$dynamic(), sorts: { createdAt: systemLogs.createdAt }, tieBreaker: systemLogs.id });

export const findLoginLogs = (db: Db, q: FindLoginLogsRequest) =>
  loginLog.page(db, q, [q.userName ? sql`lower(${loginLogs.userName}) = lower(${q.userName})` : undefined, equalsIfGiven(loginLogs.result, q.result)]);

export const findSystemLogs = (db: Db, q: FindSystemLogsRequest) => systemLog.page(db, q, [equalsIfGiven(systemLogs.level, q.level)]);
