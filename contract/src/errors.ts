import { z } from 'zod';

/**
 * Stable error codes carried in every `application/problem+json` answer.
 * The web client translates them (`errors.<code>` in the dictionaries).
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'TOKEN_INVALID',
  'PASSWORD_POLICY',
  'CURRENT_PASSWORD_WRONG',
  'TWO_FACTOR_INVALID',
  'TWO_FACTOR_EXPIRED',
  'EMAIL_UNAVAILABLE',
  'ORDER_TRANSITION_NOT_ALLOWED',
  'ORDER_CUTOFF_PASSED',
  'CONTRACT_ALREADY_APPROVED',
  'SEARCH_TOO_SHORT',
  'FILE_REFERENCE_INVALID',
  'FILE_REFERENCE_EXPIRED',
  'FILE_TYPE_NOT_ALLOWED',
  'FILE_TOO_LARGE',
] as const;
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
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof Problem>;
