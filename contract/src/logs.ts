import { z } from 'zod';
import { LoginResult } from './auth.ts';
import { INSTANT_RANGE_FILTER, listRequest, PageQuery, pageOf, searchFilter } from './paging.ts';
import { LanguageCode } from './languages.ts';
import { LOG_LEVELS } from './constants/logs.ts';
export * from './constants/logs.ts';

export const LoginLogEntry = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  userName: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  result: LoginResult,
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type LoginLogEntry = z.infer<typeof LoginLogEntry>;
export const FindLoginLogsRequest = PageQuery.extend({
  userName: z.string().trim().max(256).optional(),
  result: LoginResult.optional(),
  search: searchFilter().describe('Part of the user name, address or reason'),
  ...INSTANT_RANGE_FILTER,
});
export type FindLoginLogsRequest = z.infer<typeof FindLoginLogsRequest>;
export const FindLoginLogsResponse = pageOf(LoginLogEntry);

export const SystemLogEntry = z.object({
  id: z.string(),
  level: z.string(),
  machineName: z.string(),
  ip: z.string().nullable(),
  path: z.string().nullable(),
  context: z.string().nullable(),
  shortMessage: z.string(),
  fullMessage: z.string().nullable(),
  exception: z.string().nullable(),
  createdAt: z.string(),
});
export type SystemLogEntry = z.infer<typeof SystemLogEntry>;
export const FindSystemLogsRequest = PageQuery.extend({
  level: z.enum(LOG_LEVELS).optional(),
  search: searchFilter().describe('Part of the message, path or module'),
  ...INSTANT_RANGE_FILTER,
});
export type FindSystemLogsRequest = z.infer<typeof FindSystemLogsRequest>;
export const FindSystemLogsResponse = pageOf(SystemLogEntry);

const auditFilters = {
  userName: z.string().trim().max(256).optional().describe('The user who made the change (exact, case-insensitive)'),
  context: z.string().trim().max(64).optional().describe('The module, e.g. settings'),
  search: searchFilter().describe('Part of the message'),
  ...INSTANT_RANGE_FILTER,
};

/** GET /api/audit-log (Admin): state changes, newest first. */
export const FindAuditLogRequest = listRequest({ sorts: ['createdAt'], sort: 'createdAt', filters: auditFilters });
export type FindAuditLogRequest = z.infer<typeof FindAuditLogRequest>;

/** GET /api/audit-log/export (Admin): the filtered rows as CSV. */
export const ExportAuditLogRequest = FindAuditLogRequest.omit({ page: true, pageSize: true }).extend({
  /** The file's language (headers); default: the user's. */
  fileLanguage: LanguageCode.optional(),
});
export type ExportAuditLogRequest = z.infer<typeof ExportAuditLogRequest>;

/** One state change: `before`/`after` hold what the service had at hand (secrets shown as "set"). */
export const AuditLogEntry = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  userName: z.string(),
  context: z.string(),
  message: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  path: z.string().nullable(),
  requestId: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;
export const FindAuditLogResponse = pageOf(AuditLogEntry);

/** GET /api/audit-log/contexts: the modules that have written an audit row, for the filter. */
export const AuditContextsResponse = z.array(z.string());

/** The file's language of a log export (headers and translated values); default: the user's. */
const FILE_LANGUAGE = { fileLanguage: LanguageCode.optional() };

/** GET /api/logs/login/export (staff): the filtered login log as CSV. */
export const ExportLoginLogsRequest = FindLoginLogsRequest.omit({ page: true, pageSize: true }).extend(FILE_LANGUAGE);
export type ExportLoginLogsRequest = z.infer<typeof ExportLoginLogsRequest>;

/** GET /api/logs/system/export (Admin): the filtered system log as CSV. */
export const ExportSystemLogsRequest = FindSystemLogsRequest.omit({ page: true, pageSize: true }).extend(FILE_LANGUAGE);
export type ExportSystemLogsRequest = z.infer<typeof ExportSystemLogsRequest>;
