import type { TFunction } from 'i18next';
import { PASSWORD_RULES, type PasswordRule } from '@customer-hub/contract/constants/accounts';
import { ERROR_CODES, type ErrorCode } from '@customer-hub/contract/constants/errors';
import { ApiError, problemField } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';

function isErrorCode(code: string | undefined): code is ErrorCode {
  return !!code && (ERROR_CODES as readonly string[]).includes(code);
}

function isPasswordRule(reason: unknown): reason is PasswordRule {
  return typeof reason === 'string' && (PASSWORD_RULES as readonly string[]).includes(reason);
}

/** The stable code of a failed call, when the server sent one we know. */
export function errorCode(error: unknown): ErrorCode | undefined {
  return error instanceof ApiError && isErrorCode(error.code) ? error.code : undefined;
}

/**
 * A server error in the user's language: `errors.<code>`, refined by the problem's
 * `reason` (PASSWORD_POLICY), `attemptsLeft` (TWO_FACTOR_INVALID) or `nextAllowedAt`
 * (DATA_EXPORT_TOO_SOON); else the generic message.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  const code = errorCode(error);
  if (!code) return t('errors.generic');
  if (code === 'PASSWORD_POLICY') {
    const reason = problemField(error, 'reason');
    if (isPasswordRule(reason)) return t(`errors.passwordRules.${reason}`);
  }
  if (code === 'TWO_FACTOR_INVALID') {
    const attemptsLeft = problemField(error, 'attemptsLeft');
    if (typeof attemptsLeft === 'number') {
      return `${t('errors.TWO_FACTOR_INVALID')} ${t('errors.attemptsLeft', { count: attemptsLeft })}`;
    }
  }
  // An archive of one's data asked for again too soon: from when the next is possible.
  if (code === 'DATA_EXPORT_TOO_SOON') {
    const next = problemField(error, 'nextAllowedAt');
    if (typeof next === 'string') return `${t('errors.DATA_EXPORT_TOO_SOON')} ${t('errors.dataExportNextAt', { date: formatDateTime(next) })}`;
  }
  // A statement asked for across several companies (staff): which one is missing, not "invalid data".
  if (code === 'VALIDATION_FAILED' && problemField(error, 'reason') === 'SEVERAL_COMPANIES') return t('errors.severalCompanies');
  return t(`errors.${code}`);
}
