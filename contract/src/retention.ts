import { z } from 'zod';
import {
  PROCESSING_CATEGORIES,
  RETENTION_KINDS,
  RETENTION_POLICIES,
  RETENTION_RUN_STATUSES,
  RETENTION_TRIGGERS,
  type RetentionKind,
  type RetentionPolicy,
} from './constants/retention.ts';
export * from './constants/retention.ts';

/** One kind's days within its bounds; null (keep forever) where the kind allows it. */
function daysOf(policy: RetentionPolicy) {
  const days = z.number().int().min(policy.minDays).max(policy.maxDays);
  return policy.forever ? days.nullable() : days;
}

/**
 * GET/PUT /api/settings/retention (Admin): how many days each kind of record is kept (null: kept
 * forever, where the kind allows it). A kind left out of a stored value takes its default.
 */
export const RetentionSettings = z.object(
  Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, daysOf(RETENTION_POLICIES[kind])])) as {
    [K in RetentionKind]: ReturnType<typeof daysOf>;
  },
);
export type RetentionSettings = { [K in RetentionKind]: number | null };

export const DEFAULT_RETENTION_SETTINGS = Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, RETENTION_POLICIES[kind].defaultDays])) as RetentionSettings;

/** What one retention run did: per kind, the records it removed (or blanked, or anonymised). */
export const RetentionRun = z.object({
  id: z.string().uuid(),
  trigger: z.enum(RETENTION_TRIGGERS),
  status: z.enum(RETENTION_RUN_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Who pressed "Run now" (manual runs). */
  startedBy: z.string().nullable(),
  removed: z.record(z.string(), z.number().int()),
  error: z.string().nullable(),
});
export type RetentionRun = z.infer<typeof RetentionRun>;

/** GET /api/settings/retention/status (Admin): the last run, whether one runs now, and when the next is due. */
export const RetentionStatus = z.object({
  lastRun: RetentionRun.nullable(),
  running: RetentionRun.nullable(),
  nextRunAt: z.string(),
});
export type RetentionStatus = z.infer<typeof RetentionStatus>;

/** POST /api/settings/retention/run (Admin): the run started (202); 409 RETENTION_RUNNING while one runs. */
export const RunRetentionResponse = z.object({ run: RetentionRun });

const ProcessingRetentionAnswer = z.union([
  /** Kept by the retention settings: the longest of the kinds' days, null when one keeps forever. */
  z.object({ kinds: z.array(z.object({ kind: z.enum(RETENTION_KINDS as [RetentionKind, ...RetentionKind[]]), days: z.number().int().nullable() })) }),
  z.object({ rule: z.string() }),
]);

/** GET /api/settings/record-of-processing (Admin): each category of data and how long it is kept, from the settings. */
export const RecordOfProcessing = z.object({
  generatedAt: z.string(),
  categories: z.array(
    z.object({
      key: z.enum(PROCESSING_CATEGORIES.map((c) => c.key) as [string, ...string[]]),
      retention: ProcessingRetentionAnswer,
    }),
  ),
});
export type RecordOfProcessing = z.infer<typeof RecordOfProcessing>;

/** GET /api/settings/record-of-processing/export: the file's language (default: the caller's). */
export const ExportRecordOfProcessingRequest = z.object({ fileLanguage: z.enum(['en-US', 'es-ES', 'pt-PT']).optional() });
