import type { TFunction } from 'i18next';
import { ERROR_CODES, type ErrorCode } from '@customer-hub/contract/errors';
import { ApiError } from '@/lib/api-client';

function isErrorCode(code: string | undefined): code is ErrorCode {
  return !!code && (ERROR_CODES as readonly string[]).includes(code);
}

/** A server error in the user's language: `errors.<code>`, else the generic message. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && isErrorCode(error.code)) return t(`errors.${error.code}`);
  return t('errors.generic');
}
