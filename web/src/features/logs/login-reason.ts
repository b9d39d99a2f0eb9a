import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_REASONS, type LoginReason } from '@customer-hub/contract/constants/logs';

const isKnown = (reason: string): reason is LoginReason => (LOGIN_REASONS as readonly string[]).includes(reason);

/** A login-log reason in the reader's language; a code the app does not know stays as written. */
export function useLoginReason() {
  const { t } = useTranslation();
  return useCallback((reason: string | null) => (reason === null ? '' : isKnown(reason) ? t(`loginReasons.${reason}`) : reason), [t]);
}
