import os from 'node:os';
import type { Db } from '@/db/client.ts';
import { mapPage } from '@/db/paged-query.ts';
import type { ServiceContext } from '@/service-context.ts';
import type { LoginResult } from '@customer-hub/contract/auth';
import type { ExportLoginLogsRequest, ExportSystemLogsRequest, FindLoginLogsRequest, FindSystemLogsRequest } from '@customer-hub/contract/logs';
import type { LanguageCode } from '@customer-hub/contract/languages';
import type { Principal } from '@/plugins/policy.ts';
import { csvFile, fileLanguageOf, LOG_EXPORT_MAX } from './csv.ts';
import { loginHeaders, loginReasonText, loginResultText, systemHeaders } from './texts.ts';
import * as repo from './repository.ts';

// The module's public face: other modules (and app.ts) import from this file only.
export { recordAudit } from './audit.ts';
export { addCsvExport, csvFile, csvStream, fileLanguageOf, LOG_EXPORT_MAX } from './csv.ts';
export { emailHeaders } from './texts.ts';

export interface LoginAttempt {
  userId: string | null;
  userName: string;
  ip: string | null;
  userAgent: string | null;
  result: LoginResult;
  reason?: string;
  /** password, two_factor, session or account. */
  stage?: string;
}

/** Writes one sign-in attempt to the login log. */
export function recordLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  return repo.insertLoginLog(db, { ...attempt, userName: attempt.userName.slice(0, 256), userAgent: attempt.userAgent?.slice(0, 512) ?? null });
}

export interface SystemError {
  ip: string | null;
  path: string | null;
  context: string;
  error: unknown;
}

/** Writes an unexpected error to the system log; a failure here is only written to stdout. */
export async function recordSystemError(db: Db, e: SystemError, onFailure: (err: unknown) => void): Promise<void> {
  const err = e.error instanceof Error ? e.error : new Error(String(e.error));
  try {
    await repo.insertSystemLog(db, {
      level: 'Error',
      machineName: os.hostname(),
      ip: e.ip,
      path: e.path?.slice(0, 2048) ?? null,
      context: e.context,
      shortMessage: err.message.slice(0, 500) || err.name,
      fullMessage: err.message,
      exception: err.stack ?? String(err),
    });
  } catch (failure) {
    onFailure(failure);
  }
}

/** Writes a line at level Information to the system log (a job's summary, e.g. the retention run's). */
export async function recordSystemNote(db: Db, note: { context: string; shortMessage: string; fullMessage?: string | null; level?: 'Information' | 'Warning' | 'Error' }): Promise<void> {
  await repo.insertSystemLog(db, {
    level: note.level ?? 'Information',
    machineName: os.hostname(),
    ip: null,
    path: null,
    context: note.context,
    shortMessage: note.shortMessage.slice(0, 500),
    fullMessage: note.fullMessage ?? null,
    exception: null,
  });
}

const iso = <T extends { createdAt: Date }>({ createdAt, ...rest }: T): Omit<T, 'createdAt'> & { createdAt: string } => ({
  ...rest,
  createdAt: createdAt.toISOString(),
});

/** Login log page for the back office. */
export const findLoginLogs = async ({ db }: ServiceContext, q: FindLoginLogsRequest) => mapPage(await repo.findLoginLogs(db, q), iso);

/** System log page for admins. */
export const findSystemLogs = async ({ db }: ServiceContext, q: FindSystemLogsRequest) => mapPage(await repo.findSystemLogs(db, q), iso);

/** A column list, each key's header in the file's language, and how a row gives its cell. */
function csvOf<R, K extends string>(language: LanguageCode, headers: (language: LanguageCode) => Record<K, string>, keys: readonly K[], rows: R[], cell: (row: R, key: K) => string) {
  return { csv: csvFile(language, keys.map((k) => headers(language)[k]), rows.map((r) => keys.map((k) => cell(r, k)))), rows: rows.length };
}

const text = (value: unknown) => (value instanceof Date ? value.toISOString() : value === null || value === undefined ? '' : String(value));

/** The filtered login log as CSV: results and reasons in the file's language. */
export async function exportLoginLogs(db: Db, principal: Principal, q: ExportLoginLogsRequest) {
  const language = fileLanguageOf(q.fileLanguage, principal.language);
  const rows = await repo.allLoginLogs(db, q, LOG_EXPORT_MAX);
  const keys = ['createdAt', 'userName', 'result', 'reason', 'stage', 'ip', 'userAgent'] as const;
  return csvOf(language, loginHeaders, keys, rows, (r, k) =>
    k === 'result' ? loginResultText(language, r.result) : k === 'reason' ? loginReasonText(language, r.reason) : text(r[k]),
  );
}

/** The filtered system log as CSV. */
export async function exportSystemLogs(db: Db, principal: Principal, q: ExportSystemLogsRequest) {
  const language = fileLanguageOf(q.fileLanguage, principal.language);
  const rows = await repo.allSystemLogs(db, q, LOG_EXPORT_MAX);
  const keys = ['createdAt', 'level', 'machineName', 'ip', 'path', 'context', 'shortMessage', 'fullMessage', 'exception'] as const;
  return csvOf(language, systemHeaders, keys, rows, (r, k) => text(r[k]));
}
