import type { z } from 'zod';
import type { LoginResult } from '@customer-hub/contract/auth';
import type { EMAIL_STATUSES, EmailLogEntry as EmailLogEntrySchema } from '@customer-hub/contract/email';
import type { AuditLogEntry as AuditLogEntrySchema, LOG_LEVELS, LoginLogEntry as LoginLogEntrySchema, SystemLogEntry as SystemLogEntrySchema } from '@customer-hub/contract/logs';
import { call } from '@/lib/api-call';
import { useGet, useListQuery } from '@/lib/queries';
import { currentLanguage } from '@/i18n/i18n';
import { downloadFile } from '@/lib/download';
import { endOfLocalDay, startOfLocalDay } from '@/lib/local-days';

export type LoginLogEntry = z.infer<typeof LoginLogEntrySchema>;
export type EmailLogEntry = z.infer<typeof EmailLogEntrySchema>;
export type SystemLogEntry = z.infer<typeof SystemLogEntrySchema>;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];

export { EMAIL_STATUSES as EMAIL_STATUS_LIST } from '@customer-hub/contract/constants/email';
export { LOG_LEVELS as LOG_LEVEL_LIST } from '@customer-hub/contract/constants/logs';

interface Paging {
  page: number;
  pageSize: number;
}
export interface LoginLogFilter extends Paging {
  userName: string;
  result: LoginResult | '';
}
export interface EmailLogFilter extends Paging {
  status: EmailStatus | '';
  to: string;
}
export interface SystemLogFilter extends Paging {
  level: LogLevel | '';
}

export const logKeys = {
  login: (filter: LoginLogFilter) => ['logs', 'login', filter] as const,
  email: (filter: EmailLogFilter) => ['logs', 'email', filter] as const,
  system: (filter: SystemLogFilter) => ['logs', 'system', filter] as const,
};

/** Logs are read as they grow: always fetched again, the last page kept on screen meanwhile. */
const listOptions = { staleTime: 0 };

/** GET /api/logs/login (staff). */
export function useLoginLogs(filter: LoginLogFilter) {
  const query = { ...filter, userName: filter.userName.trim(), result: filter.result || undefined };
  return useListQuery(logKeys.login(filter), (signal) => call('GET /api/logs/login', { query, signal }), listOptions);
}

/** GET /api/email-logs (staff). */
export function useEmailLogs(filter: EmailLogFilter) {
  const query = { ...filter, to: filter.to.trim(), status: filter.status || undefined };
  return useListQuery(logKeys.email(filter), (signal) => call('GET /api/email-logs', { query, signal }), listOptions);
}

/** GET /api/logs/system (Admin). */
export function useSystemLogs(filter: SystemLogFilter) {
  const query = { ...filter, level: filter.level || undefined };
  return useListQuery(logKeys.system(filter), (signal) => call('GET /api/logs/system', { query, signal }), listOptions);
}

export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

/** The audit log's filters as the URL keeps them: days are the reader's own. */
export interface AuditLogFilters {
  userName: string;
  context: string;
  search: string;
  from: string;
  to: string;
}
export const NO_AUDIT_FILTERS: AuditLogFilters = { userName: '', context: '', search: '', from: '', to: '' };

function auditQuery(f: AuditLogFilters) {
  return {
    userName: f.userName.trim() || undefined,
    context: f.context || undefined,
    search: f.search.trim() || undefined,
    from: startOfLocalDay(f.from),
    to: endOfLocalDay(f.to),
  };
}

/** GET /api/audit-log (Admin): state changes, newest first. */
export function useAuditLog(filters: AuditLogFilters, paging: Paging) {
  return useListQuery(['logs', 'audit', filters, paging], (signal) => call('GET /api/audit-log', { query: { ...paging, ...auditQuery(filters) }, signal }), listOptions);
}

/** GET /api/audit-log/contexts (Admin): the modules the module filter offers. */
export function useAuditContexts() {
  return useGet(['logs', 'audit', 'contexts'], 'GET /api/audit-log/contexts', { staleTime: 60_000 });
}

/** Saves the filtered audit log as CSV, its headers in the app's language. */
export function exportAuditLog(filters: AuditLogFilters) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...auditQuery(filters), fileLanguage: currentLanguage() })) if (value !== undefined) params.set(key, String(value));
  return downloadFile(`/api/audit-log/export?${params.toString()}`, 'audit-log.csv');
}
