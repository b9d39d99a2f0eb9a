import { and, count, desc, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { loginLogs, systemLogs } from '@/db/schema/logs.ts';
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

export async function findLoginLogs(db: Db, q: FindLoginLogsRequest) {
  const filters: SQL[] = [];
  if (q.userName) filters.push(sql`lower(${loginLogs.userName}) = lower(${q.userName})`);
  if (q.result) filters.push(eq(loginLogs.result, q.result));
  const where = filters.length ? and(...filters) : undefined;
  const order = q.direction === 'asc' ? asc(loginLogs.createdAt) : desc(loginLogs.createdAt);
  const [items, [total]] = await Promise.all([
    db.select().from(loginLogs).where(where).orderBy(order, desc(loginLogs.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(loginLogs).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findSystemLogs(db: Db, q: FindSystemLogsRequest) {
  const where = q.level ? eq(systemLogs.level, q.level) : undefined;
  const order = q.direction === 'asc' ? asc(systemLogs.createdAt) : desc(systemLogs.createdAt);
  const [items, [total]] = await Promise.all([
    db.select().from(systemLogs).where(where).orderBy(order, desc(systemLogs.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(systemLogs).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}
