import type { z } from 'zod';
import type { LoginResult } from '@customer-hub/contract/auth';
import type { EMAIL_STATUSES, EmailLogEntry as EmailLogEntrySchema } from '@customer-hub/contract/email';
import type { LOG_LEVELS, LoginLogEntry as LoginLogEntrySchema, SystemLogEntry as SystemLogEntrySchema } from '@customer-hub/contract/logs';
import { call } from '@/lib/api-call';
import { useListQuery } from '@/lib/queries';

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
