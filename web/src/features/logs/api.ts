import type { LoginResult } from '@customer-hub/contract/auth';
import type { EmailStatus } from '@customer-hub/contract/constants/email';
import type { LogLevel } from '@customer-hub/contract/constants/logs';
import { call } from '@/lib/api-call';
import { useGet, useListQuery } from '@/lib/queries';
import { currentLanguage } from '@/i18n/i18n';
import { downloadFile } from '@/lib/download';
import { endOfLocalDay, startOfLocalDay } from '@/lib/local-days';

interface Paging {
  page: number;
  pageSize: number;
}
/** A list's days, as the URL keeps them (the reader's own days). */
interface DayRange {
  from: string;
  to: string;
}
export interface LoginLogFilter extends Paging, DayRange {
  userName: string;
  result: LoginResult | '';
  search: string;
}
export interface EmailLogFilter extends Paging {
  status: EmailStatus | '';
  /** The recipient: the days are dateFrom/dateTo here. */
  to: string;
  search: string;
  dateFrom: string;
  dateTo: string;
}
export interface SystemLogFilter extends Paging, DayRange {
  level: LogLevel | '';
  search: string;
}

const days = (from: string, to: string) => ({ from: startOfLocalDay(from), to: endOfLocalDay(to) });
const text = (value: string) => value.trim() || undefined;

const loginQuery = (f: Omit<LoginLogFilter, keyof Paging>) => ({ userName: text(f.userName), result: f.result || undefined, search: text(f.search), ...days(f.from, f.to) });
const emailQuery = (f: Omit<EmailLogFilter, keyof Paging>) => {
  const range = days(f.dateFrom, f.dateTo);
  return { status: f.status || undefined, to: text(f.to), search: text(f.search), dateFrom: range.from, dateTo: range.to };
};
const systemQuery = (f: Omit<SystemLogFilter, keyof Paging>) => ({ level: f.level || undefined, search: text(f.search), ...days(f.from, f.to) });
const paging = (f: Paging) => ({ page: f.page, pageSize: f.pageSize });

/** Saves a filtered log as CSV, its headers (and translated values) in the app's language. */
function exportLog(path: string, query: Record<string, string | undefined>, fileName: string) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, fileLanguage: currentLanguage() })) if (value !== undefined) params.set(key, value);
  return downloadFile(`${path}?${params.toString()}`, fileName);
}
export const exportLoginLogs = (f: Omit<LoginLogFilter, keyof Paging>) => exportLog('/api/logs/login/export', loginQuery(f), 'login-log.csv');
export const exportEmailLogs = (f: Omit<EmailLogFilter, keyof Paging>) => exportLog('/api/email-logs/export', emailQuery(f), 'email-log.csv');
export const exportSystemLogs = (f: Omit<SystemLogFilter, keyof Paging>) => exportLog('/api/logs/system/export', systemQuery(f), 'system-log.csv');

export const logKeys = {
  login: (filter: LoginLogFilter) => ['logs', 'login', filter] as const,
  email: (filter: EmailLogFilter) => ['logs', 'email', filter] as const,
  system: (filter: SystemLogFilter) => ['logs', 'system', filter] as const,
};

/** Logs are read as they grow: always fetched again, the last page kept on screen meanwhile. */
const listOptions = { staleTime: 0 };

/** GET /api/logs/login (staff). */
export function useLoginLogs(filter: LoginLogFilter) {
  const query = { ...paging(filter), ...loginQuery(filter) };
  return useListQuery(logKeys.login(filter), (signal) => call('GET /api/logs/login', { query, signal }), listOptions);
}

/** GET /api/email-logs (staff). */
export function useEmailLogs(filter: EmailLogFilter) {
  const query = { ...paging(filter), ...emailQuery(filter) };
  return useListQuery(logKeys.email(filter), (signal) => call('GET /api/email-logs', { query, signal }), listOptions);
}

/** GET /api/logs/system (Admin). */
export function useSystemLogs(filter: SystemLogFilter) {
  const query = { ...paging(filter), ...systemQuery(filter) };
  return useListQuery(logKeys.system(filter), (signal) => call('GET /api/logs/system', { query, signal }), listOptions);
}

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
  return exportLog('/api/audit-log/export', auditQuery(filters), 'audit-log.csv');
}
