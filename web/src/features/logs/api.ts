import type { FindEmailLogsRequest } from '@customer-hub/contract/email';
import type { FindAuditLogRequest, FindLoginLogsRequest, FindSystemLogsRequest } from '@customer-hub/contract/logs';
import { call } from '@/lib/api-call';
import { filterQuery, pageQuery, useGet, useListQuery } from '@/lib/queries';
import { currentLanguage } from '@/i18n/i18n';
import { downloadFile } from '@/lib/download';
import { dayRangeQuery } from '@/lib/local-days';
import type { FiltersOf } from '@/lib/use-list-page';

/** The lists' filters as the URL keeps them ('' for all); `from` and `to` (the email log's `dateFrom`, `dateTo`) are the reader's own days. */
export type LoginLogFilters = FiltersOf<FindLoginLogsRequest, 'userName' | 'result' | 'search' | 'from' | 'to'>;
export type EmailLogFilters = FiltersOf<FindEmailLogsRequest, 'status' | 'to' | 'search' | 'dateFrom' | 'dateTo'>;
export type SystemLogFilters = FiltersOf<FindSystemLogsRequest, 'level' | 'search' | 'from' | 'to'>;
export type AuditLogFilters = FiltersOf<FindAuditLogRequest, 'userName' | 'context' | 'search' | 'from' | 'to'>;

const loginQuery = (filters: LoginLogFilters) => dayRangeQuery(filterQuery(filters));
/** `to` is the recipient here: the days are `dateFrom` and `dateTo`. */
const emailQuery = (filters: EmailLogFilters) => dayRangeQuery(filterQuery(filters), ['dateFrom', 'dateTo']);
const systemQuery = (filters: SystemLogFilters) => dayRangeQuery(filterQuery(filters));
const auditQuery = (filters: AuditLogFilters) => dayRangeQuery(filterQuery(filters));

/** Saves a filtered log as CSV, its headers (and translated values) in the app's language. */
function exportLog(path: string, query: Record<string, string | undefined>, fileName: string) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, fileLanguage: currentLanguage() })) if (value !== undefined) params.set(key, value);
  return downloadFile(`${path}?${params.toString()}`, fileName);
}
export const exportLoginLogs = (filters: LoginLogFilters) => exportLog('/api/logs/login/export', loginQuery(filters), 'login-log.csv');
export const exportEmailLogs = (filters: EmailLogFilters) => exportLog('/api/email-logs/export', emailQuery(filters), 'email-log.csv');
export const exportSystemLogs = (filters: SystemLogFilters) => exportLog('/api/logs/system/export', systemQuery(filters), 'system-log.csv');

/** Logs are read as they grow: always fetched again, the last page kept on screen meanwhile. */
const listOptions = { staleTime: 0 };

/** GET /api/logs/login (staff). */
export function useLoginLogs(filters: LoginLogFilters, page: number, pageSize: number) {
  const query = { ...pageQuery(page, undefined, pageSize), ...loginQuery(filters) };
  return useListQuery(['logs', 'login', query], (signal) => call('GET /api/logs/login', { query, signal }), listOptions);
}

/** GET /api/email-logs (staff). */
export function useEmailLogs(filters: EmailLogFilters, page: number, pageSize: number) {
  const query = { ...pageQuery(page, undefined, pageSize), ...emailQuery(filters) };
  return useListQuery(['logs', 'email', query], (signal) => call('GET /api/email-logs', { query, signal }), listOptions);
}

/** GET /api/logs/system (Admin). */
export function useSystemLogs(filters: SystemLogFilters, page: number, pageSize: number) {
  const query = { ...pageQuery(page, undefined, pageSize), ...systemQuery(filters) };
  return useListQuery(['logs', 'system', query], (signal) => call('GET /api/logs/system', { query, signal }), listOptions);
}

export const NO_AUDIT_FILTERS: AuditLogFilters = { userName: '', context: '', search: '', from: '', to: '' };

/** GET /api/audit-log (Admin): state changes, newest first. */
export function useAuditLog(filters: AuditLogFilters, page: number, pageSize: number) {
  const query = { ...pageQuery(page, undefined, pageSize), ...auditQuery(filters) };
  return useListQuery(['logs', 'audit', query], (signal) => call('GET /api/audit-log', { query, signal }), listOptions);
}

/** GET /api/audit-log/contexts (Admin): the modules the module filter offers. */
export function useAuditContexts() {
  return useGet(['logs', 'audit', 'contexts'], 'GET /api/audit-log/contexts', { staleTime: 60_000 });
}

/** Saves the filtered audit log as CSV, its headers in the app's language. */
export function exportAuditLog(filters: AuditLogFilters) {
  return exportLog('/api/audit-log/export', auditQuery(filters), 'audit-log.csv');
}
