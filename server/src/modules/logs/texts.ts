import type { LoginResult } from '@customer-hub/contract/auth';
import { dictionary } from '@customer-hub/contract/i18n/dictionaries';
import type { LanguageCode } from '@customer-hub/contract/languages';

/**
 * The headers and values of the log CSV files, read from the dictionaries (contract/src/i18n):
 * the columns the log screens show (`logs.*`, `systemLogs.*`, `emailLogs.*`, `auditLog.*`,
 * `loginResults.*`, `loginReasons.*`) and the server's `exportFiles.*` for the few only the files have.
 */
export function auditExportTexts(language: LanguageCode) {
  const d = dictionary(language);
  return {
    createdAt: d.exportFiles.date,
    userName: d.exportFiles.user,
    context: d.auditLog.context,
    message: d.auditLog.message,
    before: d.auditLog.before,
    after: d.auditLog.after,
    ip: d.logs.columns.ip,
    path: d.systemLogs.columns.path,
    requestId: d.auditLog.requestId,
  };
}

/** A login-log reason in `language`; a code nobody translated stays as written. */
export function loginReasonText(language: LanguageCode, reason: string | null): string {
  const reasons: Record<string, string> = dictionary(language).loginReasons;
  return reason === null ? '' : Object.hasOwn(reasons, reason) ? reasons[reason]! : reason;
}

export const loginResultText = (language: LanguageCode, result: LoginResult): string => dictionary(language).loginResults[result];

export function loginHeaders(language: LanguageCode) {
  const d = dictionary(language);
  const c = d.logs.columns;
  return { createdAt: d.exportFiles.date, userName: c.userName, result: c.result, reason: c.reason, stage: d.exportFiles.stage, ip: c.ip, userAgent: c.userAgent };
}

export function systemHeaders(language: LanguageCode) {
  const d = dictionary(language);
  const s = d.systemLogs;
  return {
    createdAt: d.exportFiles.date,
    level: s.columns.level,
    machineName: s.fields.machineName,
    ip: d.logs.columns.ip,
    path: s.columns.path,
    context: s.fields.context,
    shortMessage: s.columns.message,
    fullMessage: s.fields.fullMessage,
    exception: s.fields.exception,
  };
}

export function emailHeaders(language: LanguageCode) {
  const d = dictionary(language);
  const e = d.emailLogs;
  return {
    createdAt: d.exportFiles.date,
    templateKey: e.fields.template,
    language: d.exportFiles.language,
    to: e.columns.to,
    cc: e.fields.cc,
    bcc: e.fields.bcc,
    subject: e.columns.subject,
    status: e.columns.status,
    attempts: e.columns.attempts,
    lastError: e.columns.lastError,
    sentAt: e.fields.sentAt,
  };
}
