import { errorCode } from '@/lib/error-message';
import { problemField } from '@/lib/api-client';

/** The field a 409 CONFLICT names (a code another record has), or null for any other error. */
export function takenField(error: unknown): string | null {
  if (errorCode(error) !== 'CONFLICT') return null;
  const errors = problemField(error, 'errors');
  const first = Array.isArray(errors) ? (errors[0] as { path?: unknown } | undefined) : undefined;
  return typeof first?.path === 'string' ? first.path : null;
}
