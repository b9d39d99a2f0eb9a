import { z } from 'zod';
import { ERROR_CODES } from './constants/errors.ts';
export * from './constants/errors.ts';

export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: ErrorCode,
  detail: z.string().optional(),
  requestId: z.string().optional(),
  /** A finer reason for some codes, e.g. PASSWORD_POLICY: one of PASSWORD_RULES. */
  reason: z.string().optional(),
  /** TWO_FACTOR_INVALID: tries left before the challenge is spent. */
  attemptsLeft: z.number().int().optional(),
  /** DATA_EXPORT_TOO_SOON: when the next archive may be asked for (ISO instant). */
  nextAllowedAt: z.string().optional(),
  /** A free user name to use instead of a taken one. */
  suggestion: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof Problem>;
