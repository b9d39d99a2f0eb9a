import { useTranslation } from 'react-i18next';
import { SignUpRequest } from '@customer-hub/contract/accounts';
import { PublicForm } from '@/components/public-form';
import { PublicPage } from '@/components/public-page';
import { SuccessPanel } from '@/components/success-panel';
import { useSignUp } from '@/features/account/api';
import { currentLanguage } from '@/i18n/i18n';

const schema = SignUpRequest.omit({ language: true });
const messages = {
  customerNo: 'signUp.customerNoRequired',
  invoiceNo: 'signUp.invoiceNoRequired',
  email: { required: 'request.emailRequired', invalid: 'validation.emailInvalid' },
} as const;

/** /SignUp: customer number + one of its invoice numbers + email; the answer never reveals a match. */
export function SignUpPage() {
  const { t } = useTranslation();
  const mutation = useSignUp();

  return (
    <PublicPage title={t('signUp.title')} lead={mutation.isSuccess ? undefined : t('signUp.lead')}>
      {mutation.isSuccess ? (
        <SuccessPanel testId="signup-success">{t('signUp.sent')}</SuccessPanel>
      ) : (
        <PublicForm
          schema={schema}
          messages={messages}
          fields={[
            { name: 'customerNo', label: t('signUp.customerNo'), autoComplete: 'off', required: true, maxLength: 50 },
            { name: 'invoiceNo', label: t('signUp.invoiceNo'), description: t('signUp.invoiceNoHint'), autoComplete: 'off', required: true, maxLength: 50 },
            { name: 'email', label: t('request.email'), type: 'email', autoComplete: 'email', required: true, maxLength: 254 },
          ]}
          label={t('signUp.title')}
          submitLabel={t('signUp.submit')}
          testId="signup"
          pending={mutation.isPending}
          error={mutation.error}
          onSubmit={(values) => mutation.mutate({ ...values, language: currentLanguage() })}
          onInvalid={mutation.reset}
        />
      )}
    </PublicPage>
  );
}
