import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RecoverPasswordRequest } from '@customer-hub/contract/accounts';
import { PublicForm } from '@/components/public-form';
import { PublicPage } from '@/components/public-page';
import { SuccessPanel } from '@/components/success-panel';
import { useRecoverPassword } from '@/features/account/api';
import { errorCode, errorMessage } from '@/lib/error-message';
import { currentLanguage } from '@/i18n/i18n';

/** Spec §8: EMAIL_UNAVAILABLE means no email can be sent, which the spec words as its failure text. */
function recoverErrorMessage(error: unknown, t: TFunction): string {
  return errorCode(error) === 'EMAIL_UNAVAILABLE' ? t('recoverPassword.failed') : errorMessage(error, t);
}

const schema = RecoverPasswordRequest.omit({ language: true });
const messages = { email: { required: 'request.emailRequired', invalid: 'validation.emailInvalid' } } as const;

/** /RecoverPassword: the visitor's email gets a single-use reset link (DESIGN.md §5). */
export function RecoverPasswordPage() {
  const { t } = useTranslation();
  const mutation = useRecoverPassword();

  return (
    <PublicPage title={t('recoverPassword.title')} lead={mutation.isSuccess ? undefined : t('recoverPassword.lead')}>
      {mutation.isSuccess ? (
        <SuccessPanel testId="recover-success">{t('recoverPassword.sent')}</SuccessPanel>
      ) : (
        <PublicForm
          schema={schema}
          messages={messages}
          fields={[{ name: 'email', label: t('request.email'), type: 'email', autoComplete: 'email', required: true, maxLength: 254 }]}
          label={t('recoverPassword.title')}
          submitLabel={t('recoverPassword.submit')}
          testId="recover"
          pending={mutation.isPending}
          error={null}
          errorMessage={mutation.isError ? recoverErrorMessage(mutation.error, t) : null}
          onSubmit={(values) => mutation.mutate({ ...values, language: currentLanguage() })}
          onInvalid={mutation.reset}
        />
      )}
    </PublicPage>
  );
}
