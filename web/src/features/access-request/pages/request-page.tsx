import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CreateAccessRequest } from '@customer-hub/contract/accounts';
import { PublicForm } from '@/components/public-form';
import { PublicPage } from '@/components/public-page';
import { SuccessPanel } from '@/components/success-panel';
import { useCreateAccessRequest } from '@/features/access-request/api';
import { currentLanguage } from '@/i18n/i18n';

const schema = CreateAccessRequest.omit({ language: true });
const messages = { name: 'request.nameRequired', email: { required: 'request.emailRequired', invalid: 'validation.emailInvalid' } } as const;

/** /Request: a visitor asks for access (DESIGN.md §5); staff see it in their notifications. */
export function RequestPage() {
  const { t } = useTranslation();
  const mutation = useCreateAccessRequest();

  if (mutation.isSuccess) {
    return (
      <PublicPage title={t('request.title')}>
        <SuccessPanel title={t('request.successTitle')} testId="request-success">
          {t('request.successText')}
        </SuccessPanel>
      </PublicPage>
    );
  }

  return (
    <PublicPage title={t('request.title')} lead={t('request.lead')} width={520}>
      <PublicForm
        schema={schema}
        messages={messages}
        fields={[
          { name: 'name', label: t('request.name'), autoComplete: 'name', required: true, maxLength: 200 },
          { name: 'email', label: t('request.email'), type: 'email', autoComplete: 'email', required: true, maxLength: 254 },
          { name: 'phone', label: t('request.phone'), type: 'tel', autoComplete: 'tel', maxLength: 50 },
          { name: 'company', label: t('request.company'), autoComplete: 'organization', maxLength: 200 },
          { name: 'presentation', label: t('request.presentation'), description: t('request.presentationHint'), multiline: true, maxLength: 2000 },
        ]}
        label={t('request.title')}
        submitLabel={t('request.submit')}
        testId="request"
        pending={mutation.isPending}
        error={mutation.error}
        onSubmit={(values) => mutation.mutate({ ...values, language: currentLanguage() })}
        onInvalid={mutation.reset}
      >
        <Text size="xs" c="dimmed">
          {t('common.requiredHint')}
        </Text>
      </PublicForm>
    </PublicPage>
  );
}
