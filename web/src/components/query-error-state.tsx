import { ErrorAlert } from '@/components/error-alert';
import { ForbiddenState } from '@/components/forbidden-state';
import { NotFoundState } from '@/components/not-found-state';
import { ApiError } from '@/lib/api-client';

export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A failed load: 403 → the no-permission state, 404 → not found, anything else → a red alert. */
export function QueryErrorState({ error }: { error: unknown }) {
  if (!error) return null;
  if (isForbidden(error)) return <ForbiddenState />;
  if (isNotFound(error)) return <NotFoundState />;
  return <ErrorAlert error={error} />;
}
