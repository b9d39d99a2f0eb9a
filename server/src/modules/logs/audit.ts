import os from 'node:os';
import { and, asc, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { auditLog } from '@/db/schema/logs.ts';
import { equalsIfGiven, searchAny, withinInstants } from '@/lib/lists.ts';
import { listQuery, mapPage, sortOrder } from '@/db/paged-query.ts';
import { storableText } from '@/lib/safe-text.ts';
import type { AuditRecord } from '@/service-context.ts';
import type { Principal } from '@/plugins/policy.ts';
import type { ExportAuditLogRequest, FindAuditLogRequest } from '@customer-hub/contract/logs';
import { csvFile, fileLanguageOf, LOG_EXPORT_MAX } from './csv.ts';
import { insertSystemLog } from './repository.ts';
import { auditExportTexts } from './texts.ts';

/** Keys whose values are never written: a secret shows as "set" (or stays null when there is none). */
const SECRET_KEY = /(password|secret|token|apikey|api_key|privatekey|credential)/i;
export const SECRET_SHOWN = 'set';

/** A value with every secret-looking field replaced by "set" (or left empty), at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? (v === null || v === undefined || v === '' ? v ?? null : SECRET_SHOWN) : withoutSecrets(v)]),
    );
  }
  return value;
}

/** JSON for a jsonb column: text made storable, undefined as null. */
const storedJson = (value: unknown): unknown => (value === undefined ? null : JSON.parse(storableText(JSON.stringify(withoutSecrets(value)))));

/**
 * Writes one state change: its row in the audit log (with before → after when given) and, as
 * before the audit log existed, a line in the system log at level Information.
 */
export async function recordAudit(db: Db, r: AuditRecord & { userName: string }): Promise<void> {
  await db.insert(auditLog).values({
    userId: r.userId ?? null,
    userName: storableText(r.userName.slice(0, 256)),
    context: storableText(r.context.slice(0, 64)),
    message: storableText(r.message),
    before: storedJson(r.change?.before),
    after: storedJson(r.change?.after),
    ip: r.ip,
    path: r.path ? storableText(r.path.slice(0, 2048)) : null,
    requestId: r.requestId,
  });
  await insertSystemLog(db, {
    level: 'Information',
    machineName: os.hostname(),
    ip: r.ip,
    path: r.path?.slice(0, 2048) ?? null,
    context: r.context,
    shortMessage: `${r.message} (by ${r.userName})`.slice(0, 500),
    fullMessage: r.requestId ? `Request ${r.requestId}` : null,
    exception: null,
  });
}

const auditSort = { sorts: { createdAt: auditLog.createdAt }, tieBreaker: auditLog.id };
const audit = listQuery({ table: auditLog, select: (db: Db) => db.select().from(auditLog).$dynamic(), ...auditSort });

type AuditFilter = Omit<FindAuditLogRequest, 'page' | 'pageSize' | 'sort' | 'direction'>;
const filtersOf = (q: AuditFilter) => [
  q.userName ? sql`lower(${auditLog.userName}) = lower(${q.userName})` : undefined,
  equalsIfGiven(auditLog.context, q.context),
  searchAny(q.search, [auditLog.message]),
  ...withinInstants(auditLog.createdAt, q.from, q.to),
];

type AuditRow = typeof auditLog.$inferSelect;
const present = ({ createdAt, before, after, ...rest }: AuditRow) => ({ ...rest, before: before ?? null, after: after ?? null, createdAt: createdAt.toISOString() });

/** A page of the audit log, newest first by default. */
export async function findAuditLog(db: Db, q: FindAuditLogRequest) {
  return mapPage(await audit.page(db, q, filtersOf(q)), present);
}

/** The modules that have written an audit row, alphabetically. */
export async function auditContexts(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ context: auditLog.context }).from(auditLog).orderBy(asc(auditLog.context));
  return rows.map((r) => r.context);
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The filtered audit rows as CSV (at most LOG_EXPORT_MAX), headers in the file's language. */
export async function exportAuditLog(db: Db, principal: Principal, q: ExportAuditLogRequest): Promise<{ csv: string; rows: number }> {
  const language = fileLanguageOf(q.fileLanguage, principal.language);
  const texts = auditExportTexts(language);
  const found = await db.select().from(auditLog).where(and(...filtersOf(q))).orderBy(...sortOrder(auditSort, q)).limit(LOG_EXPORT_MAX);
  const rows = found.map(present);
  const columns = ['createdAt', 'userName', 'context', 'message', 'before', 'after', 'ip', 'path', 'requestId'] as const;
  const cells = rows.map((r) => columns.map((key) => (key === 'before' || key === 'after' ? json(r[key]) : String(r[key] ?? ''))));
  return { csv: csvFile(language, columns.map((key) => texts[key]), cells), rows: rows.length };
}
