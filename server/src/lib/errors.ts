import type { ErrorCode } from '@customer-hub/contract/errors';

/** The one error type services throw; the error handler turns it into problem+json. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message?: string,
    /** Extra problem fields the client uses (a finer reason, tries left, the fields at fault). */
    readonly extra: { reason?: string; attemptsLeft?: number; errors?: { path: string; message: string }[]; suggestion?: string; nextAllowedAt?: string } = {},
  ) {
    super(message ?? code);
    this.name = 'AppError';
  }
}

export const unauthorized = (code: ErrorCode = 'UNAUTHORIZED') => new AppError(401, code, 'Authentication required');
export const forbidden = (code: ErrorCode = 'FORBIDDEN', message = 'Not allowed') => new AppError(403, code, message);
export const notFound = (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const badRequest = (code: ErrorCode, extra: AppError['extra'] = {}) => new AppError(400, code, code, extra);

/** A 400 VALIDATION_FAILED naming one field, for rules a schema cannot check (scope, relations). */
export const invalidField = (path: string, message: string) => new AppError(400, 'VALIDATION_FAILED', message, { errors: [{ path, message }] });
