import { z } from 'zod';
import { LoginResult } from './auth.ts';
import { PageQuery, pageOf } from './paging.ts';
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
export const FindLoginLogsRequest = PageQuery.extend({
  userName: z.string().trim().max(256).optional(),
  result: LoginResult.optional(),
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
export const FindSystemLogsRequest = PageQuery.extend({ level: z.enum(LOG_LEVELS).optional() });
export type FindSystemLogsRequest = z.infer<typeof FindSystemLogsRequest>;
export const FindSystemLogsResponse = pageOf(SystemLogEntry);
