import { useState, type FormEvent } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { PublicPage } from '@/components/public-page';
import { SuccessPanel } from '@/components/success-panel';
import { useSignUp } from '@/features/account/api';
import { currentLanguage } from '@/i18n/i18n';
import { isEmail } from '@/lib/validation';

type Field = 'customerNo' | 'invoiceNo' | 'email';
type Fields = Record<Field, string>;

/** /SignUp: customer number + one of its invoice numbers + email; the answer never reveals a match. */
export function SignUpPage() {
  const { t } = useTranslation();
  const [fields, setFields] = useState<Fields>({ customerNo: '', invoiceNo: '', email: '' });
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const mutation = useSignUp();

  const set = (key: Field) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setFields((current) => ({ ...current, [key]: value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found: Partial<Fields> = {};
    if (!fields.customerNo.trim()) found.customerNo = t('signUp.customerNoRequired');
    if (!fields.invoiceNo.trim()) found.invoiceNo = t('signUp.invoiceNoRequired');
    if (!fields.email.trim()) found.email = t('request.emailRequired');
    else if (!isEmail(fields.email)) found.email = t('validation.emailInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      mutation.reset();
      return;
    }
    mutation.mutate({
      customerNo: fields.customerNo.trim(),
      invoiceNo: fields.invoiceNo.trim(),
      email: fields.email.trim(),
      language: currentLanguage(),
    });
  };

  return (
    <PublicPage title={t('signUp.title')} lead={mutation.isSuccess ? undefined : t('signUp.lead')}>
      {mutation.isSuccess ? (
        <SuccessPanel testId="signup-success">{t('signUp.sent')}</SuccessPanel>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('signUp.title')} data-testid="signup-form">
          <Stack gap="md">
            <ErrorAlert error={mutation.error} testId="signup-error" />
            <TextInput
              label={t('signUp.customerNo')}
              name="customerNo"
              withAsterisk
              maxLength={50}
              autoComplete="off"
              value={fields.customerNo}
              onChange={set('customerNo')}
              error={errors.customerNo}
              data-testid="signup-customer-no"
            />
            <TextInput
              label={t('signUp.invoiceNo')}
              description={t('signUp.invoiceNoHint')}
              name="invoiceNo"
              withAsterisk
              maxLength={50}
              autoComplete="off"
              value={fields.invoiceNo}
              onChange={set('invoiceNo')}
              error={errors.invoiceNo}
              data-testid="signup-invoice-no"
            />
            <TextInput
              label={t('request.email')}
              name="email"
              type="email"
              autoComplete="email"
              withAsterisk
              maxLength={254}
              value={fields.email}
              onChange={set('email')}
              error={errors.email}
              data-testid="signup-email"
            />
            <Button type="submit" fullWidth size="md" loading={mutation.isPending} data-testid="signup-submit">
              {t('signUp.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </PublicPage>
  );
}
