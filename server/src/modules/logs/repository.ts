import { and, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { loginLogs, systemLogs } from '@/db/schema/logs.ts';
import { equalsIfGiven, searchAny, withinInstants } from '@/lib/lists.ts';
import { listQuery, sortOrder } from '@/db/paged-query.ts';
import type { ExportLoginLogsRequest, ExportSystemLogsRequest, FindLoginLogsRequest, FindSystemLogsRequest } from '@customer-hub/contract/logs';
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
const loginSort = { sorts: { createdAt: loginLogs.createdAt }, tieBreaker: loginLogs.id };
const systemSort = { sorts: { createdAt: systemLogs.createdAt }, tieBreaker: systemLogs.id };
const loginLog = listQuery({ table: loginLogs, select: (db: Db) => db.select().from(loginLogs).$dynamic(), ...loginSort });
const systemLog = listQuery({ table: systemLogs, select: (db: Db) => db.select().from(systemLogs).$dynamic(), ...systemSort });

const loginFilters = (q: ExportLoginLogsRequest) => [
  q.userName ? sql`lower(${loginLogs.userName}) = lower(${q.userName})` : undefined,
  equalsIfGiven(loginLogs.result, q.result),
  searchAny(q.search, [loginLogs.userName, loginLogs.ip, loginLogs.reason]),
  ...withinInstants(loginLogs.createdAt, q.from, q.to),
];
const systemFilters = (q: ExportSystemLogsRequest) => [
  equalsIfGiven(systemLogs.level, q.level),
  searchAny(q.search, [systemLogs.shortMessage, systemLogs.path, systemLogs.context]),
  ...withinInstants(systemLogs.createdAt, q.from, q.to),
];

export const findLoginLogs = (db: Db, q: FindLoginLogsRequest) => loginLog.page(db, q, loginFilters(q));
export const findSystemLogs = (db: Db, q: FindSystemLogsRequest) => systemLog.page(db, q, systemFilters(q));

/** The filtered rows of an export, in the asked order, at most `limit`. */
export const allLoginLogs = (db: Db, q: ExportLoginLogsRequest, limit: number) =>
  db.select().from(loginLogs).where(and(...loginFilters(q))).orderBy(...sortOrder(loginSort, q)).limit(limit);
export const allSystemLogs = (db: Db, q: ExportSystemLogsRequest, limit: number) =>
  db.select().from(systemLogs).where(and(...systemFilters(q))).orderBy(...sortOrder(systemSort, q)).limit(limit);
