import { useState, type FormEvent } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { PublicPage } from '@/components/public-page';
import { SuccessPanel } from '@/components/success-panel';
import { useRecoverPassword } from '@/features/account/api';
import { errorCode, errorMessage } from '@/i18n/error-message';
import { currentLanguage } from '@/i18n/i18n';
import { isEmail } from '@/lib/validation';

/** Spec §8: EMAIL_UNAVAILABLE means no email can be sent, which the spec words as its failure text. */
function recoverErrorMessage(error: unknown, t: TFunction): string {
  return errorCode(error) === 'EMAIL_UNAVAILABLE' ? t('recoverPassword.failed') : errorMessage(error, t);
}

/** /RecoverPassword: the visitor's email gets a single-use reset link (DESIGN.md §5). */
export function RecoverPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const mutation = useRecoverPassword();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const value = email.trim();
    const problem = !value ? t('request.emailRequired') : !isEmail(value) ? t('validation.emailInvalid') : null;
    setInvalid(problem);
    if (problem) {
      mutation.reset();
      return;
    }
    mutation.mutate({ email: value, language: currentLanguage() });
  };

  return (
    <PublicPage title={t('recoverPassword.title')} lead={mutation.isSuccess ? undefined : t('recoverPassword.lead')}>
      {mutation.isSuccess ? (
        <SuccessPanel testId="recover-success">{t('recoverPassword.sent')}</SuccessPanel>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('recoverPassword.title')} data-testid="recover-form">
          <Stack gap="md">
            <ErrorAlert
              message={mutation.isError ? recoverErrorMessage(mutation.error, t) : null}
              testId="recover-error"
            />
            <TextInput
              label={t('request.email')}
              name="email"
              type="email"
              autoComplete="email"
              withAsterisk
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={invalid}
              data-testid="recover-email"
            />
            <Button type="submit" fullWidth size="md" loading={mutation.isPending} data-testid="recover-submit">
              {t('recoverPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </PublicPage>
  );
}
