import { useState, type FormEvent } from 'react';
import { Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { PublicPage } from '@/components/public-page';
import { SuccessPanel } from '@/components/success-panel';
import { useCreateAccessRequest } from '@/features/access-request/api';
import { currentLanguage } from '@/i18n/i18n';
import { isEmail } from '@/lib/validation';

interface Fields {
  name: string;
  email: string;
  phone: string;
  company: string;
  presentation: string;
}

type FieldErrors = Partial<Record<'name' | 'email', string>>;

const EMPTY: Fields = { name: '', email: '', phone: '', company: '', presentation: '' };

/** /Request: a visitor asks for access (DESIGN.md §5); staff see it in their notifications. */
export function RequestPage() {
  const { t } = useTranslation();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useCreateAccessRequest();

  const set = (key: keyof Fields) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setFields((current) => ({ ...current, [key]: value }));
  };

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    if (!fields.name.trim()) found.name = t('request.nameRequired');
    if (!fields.email.trim()) found.email = t('request.emailRequired');
    else if (!isEmail(fields.email)) found.email = t('validation.emailInvalid');
    return found;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      mutation.reset();
      return;
    }
    mutation.mutate({
      name: fields.name.trim(),
      email: fields.email.trim(),
      phone: fields.phone.trim(),
      company: fields.company.trim(),
      presentation: fields.presentation.trim(),
      language: currentLanguage(),
    });
  };

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
      <form onSubmit={onSubmit} noValidate aria-label={t('request.title')} data-testid="request-form">
        <Stack gap="md">
          <ErrorAlert error={mutation.error} testId="request-error" />
          <TextInput
            label={t('request.name')}
            name="name"
            autoComplete="name"
            withAsterisk
            maxLength={200}
            value={fields.name}
            onChange={set('name')}
            error={errors.name}
            data-testid="request-name"
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
            data-testid="request-email"
          />
          <TextInput
            label={t('request.phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={50}
            value={fields.phone}
            onChange={set('phone')}
            data-testid="request-phone"
          />
          <TextInput
            label={t('request.company')}
            name="company"
            autoComplete="organization"
            maxLength={200}
            value={fields.company}
            onChange={set('company')}
            data-testid="request-company"
          />
          <Textarea
            label={t('request.presentation')}
            description={t('request.presentationHint')}
            name="presentation"
            autosize
            minRows={3}
            maxRows={8}
            maxLength={2000}
            value={fields.presentation}
            onChange={set('presentation')}
            data-testid="request-presentation"
          />
          <Text size="xs" c="dimmed">
            {t('common.requiredHint')}
          </Text>
          <Button type="submit" fullWidth size="md" loading={mutation.isPending} data-testid="request-submit">
            {t('request.submit')}
          </Button>
        </Stack>
      </form>
    </PublicPage>
  );
}
