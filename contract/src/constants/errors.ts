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
export type ErrorCode = (typeof ERROR_CODES)[number];
