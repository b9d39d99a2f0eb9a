import { z } from 'zod';
import { DATA_EXPORT_SOURCES, DATA_EXPORT_STATUSES } from './constants/data-export.ts';
import { IdParams } from './paging.ts';
export * from './constants/data-export.ts';

/** One archive as its person (or staff) sees it. */
export const DataExport = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  source: z.enum(DATA_EXPORT_SOURCES),
  /** 0–100 while preparing; 100 once ready. */
  progress: z.number().int(),
  size: z.number().int().nullable(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  downloadedAt: z.string().nullable(),
  /** GET this (with the session) for the ZIP while ready; null otherwise. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExport>;

/** GET /api/account/data-exports: my archives, newest first, and when I may ask for the next one. */
export const MyDataExportsResponse = z.object({
  exports: z.array(DataExport),
  /** Null when a new archive may be asked for now. */
  nextAllowedAt: z.string().nullable(),
});
export type MyDataExportsResponse = z.infer<typeof MyDataExportsResponse>;

/** POST /api/data-exports: staff prepare an archive for a user. */
export const PrepareDataExportRequest = z.strictObject({ userId: z.uuid() });
export type PrepareDataExportRequest = z.infer<typeof PrepareDataExportRequest>;

/** GET /api/data-exports?userId=: a user's archives (staff). */
export const FindUserDataExportsRequest = z.strictObject({ userId: z.uuid() });
export type FindUserDataExportsRequest = z.infer<typeof FindUserDataExportsRequest>;
export const UserDataExportsResponse = z.object({ exports: z.array(DataExport) });
export type UserDataExportsResponse = z.infer<typeof UserDataExportsResponse>;

export const DataExportParams = IdParams;
