import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LoginResult } from '@customer-hub/contract/auth';
import type { EMAIL_STATUSES, EmailLogEntry as EmailLogEntrySchema, FindEmailLogsResponse } from '@customer-hub/contract/email';
import type {
  FindLoginLogsResponse,
  FindSystemLogsResponse,
  LOG_LEVELS,
  LoginLogEntry as LoginLogEntrySchema,
  SystemLogEntry as SystemLogEntrySchema,
} from '@customer-hub/contract/logs';
import { api, withQuery } from '@/lib/api-client';

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
const listOptions = { placeholderData: keepPreviousData, staleTime: 0 } as const;

/** GET /api/logs/login (staff). */
export function useLoginLogs(filter: LoginLogFilter) {
  return useQuery({
    queryKey: logKeys.login(filter),
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof FindLoginLogsResponse>>(withQuery('/api/logs/login', { ...filter, userName: filter.userName.trim() }), signal),
    ...listOptions,
  });
}

/** GET /api/email-logs (staff). */
export function useEmailLogs(filter: EmailLogFilter) {
  return useQuery({
    queryKey: logKeys.email(filter),
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof FindEmailLogsResponse>>(withQuery('/api/email-logs', { ...filter, to: filter.to.trim() }), signal),
    ...listOptions,
  });
}

/** GET /api/logs/system (Admin). */
export function useSystemLogs(filter: SystemLogFilter) {
  return useQuery({
    queryKey: logKeys.system(filter),
    queryFn: ({ signal }) => api.get<z.infer<typeof FindSystemLogsResponse>>(withQuery('/api/logs/system', { ...filter }), signal),
    ...listOptions,
  });
}
