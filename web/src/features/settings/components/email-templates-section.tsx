import { useState } from 'react';
import { Button, Code, Group, NativeSelect, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconEye, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UpdateEmailTemplateRequest, type EmailTemplate, type EmailTemplateKey } from '@customer-hub/contract/email';
import { LANGUAGE_CODES, type LanguageCode } from '@customer-hub/contract/constants/languages';
import { EMAIL_TEMPLATE_KEYS, EMAIL_TEMPLATE_SUBJECT_MAX } from '@customer-hub/contract/constants/email';
import { ErrorAlert } from '@/components/error-alert';
import { HtmlFrame } from '@/components/html-frame';
import { InlineLoader } from '@/components/inline-loader';
import { SectionCard } from '@/components/section-card';
import { SuccessPanel } from '@/components/success-panel';
import { useEmailTemplates, usePreviewEmailTemplate, useSendTestEmail, useUpdateEmailTemplate } from '@/features/settings/api';
import { currentLanguage } from '@/i18n/i18n';
import { useSchemaForm } from '@/lib/form';

function isTemplateKey(value: string): value is EmailTemplateKey {
  return (EMAIL_TEMPLATE_KEYS as readonly string[]).includes(value);
}

function isLanguage(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** One template's subject, HTML and text, with preview and save. */
function TemplateEditor({ template }: { template: EmailTemplate }) {
  const { t } = useTranslation();
  const save = useUpdateEmailTemplate();
  const preview = usePreviewEmailTemplate();
  const sendTest = useSendTestEmail();
  const target = { key: template.key, language: template.language };
  const form = useSchemaForm(UpdateEmailTemplateRequest, {
    initialValues: { subject: template.subject, html: template.html, text: template.text },
    fallback: { required: 'settings.templates.required', too_big: 'validation.tooLong', custom: 'settings.templates.rawTag' },
    onValuesChange: () => save.reset(),
  });
  const problem = Object.values(form.errors).find((error) => typeof error === 'string') ?? null;
  const onSave = form.onSubmit((body) => {
    if (!save.isPending) save.mutate({ ...target, body });
  });

  return (
    <Stack gap="md" data-testid="template-editor">
      {template.variables.length > 0 && (
        <Stack gap={4}>
          <Text size="sm">{t('settings.templates.variables')}</Text>
          <Group gap={6}>
            {template.variables.map((name) => (
              <Code key={name}>{`{{${name}}}`}</Code>
            ))}
          </Group>
        </Stack>
      )}
      {save.isSuccess && <SuccessPanel testId="template-saved">{t('settings.saved')}</SuccessPanel>}
      <ErrorAlert message={problem} error={save.error} testId="template-error" />
      <TextInput
        label={t('settings.templates.subject')}
        withAsterisk
        maxLength={EMAIL_TEMPLATE_SUBJECT_MAX}
        {...form.getInputProps('subject')}
        error={undefined}
        data-testid="template-subject"
      />
      <Textarea
        label={t('settings.templates.html')}
        withAsterisk
        autosize
        minRows={6}
        maxRows={20}
        {...form.getInputProps('html')}
        error={undefined}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        data-testid="template-html"
      />
      <Textarea
        label={t('settings.templates.text')}
        withAsterisk
        autosize
        minRows={4}
        maxRows={16}
        {...form.getInputProps('text')}
        error={undefined}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        data-testid="template-text"
      />
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconEye size={16} aria-hidden="true" />}
          loading={preview.isPending}
          onClick={() => preview.mutate({ ...target, body: form.getValues() })}
          data-testid="template-preview"
        >
          {t('settings.templates.preview')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconSend size={16} aria-hidden="true" />}
          loading={sendTest.isPending}
          onClick={() => sendTest.mutate({ ...target, body: form.getValues() })}
          data-testid="template-send-test"
        >
          {t('settings.templates.sendTest')}
        </Button>
        <Button loading={save.isPending} onClick={() => onSave()} data-testid="template-save">
          {t('common.save')}
        </Button>
      </Group>
      <ErrorAlert error={preview.error} />
      <ErrorAlert error={sendTest.error} />
      {sendTest.data && (
        <Text size="sm" c="teal" role="status" data-testid="template-send-test-done">
          {t('settings.templates.testSent', { to: sendTest.data.to })}
        </Text>
      )}
      {preview.data && (
        <Stack gap="sm" data-testid="template-preview-result">
          <Title order={3} size="h5">
            {t('settings.templates.previewTitle')}
          </Title>
          <Text size="sm">
            <Text span fw={600}>
              {t('settings.templates.subject')}
            </Text>
            {': '}
            {preview.data.subject}
          </Text>
          <HtmlFrame html={preview.data.html} title={t('settings.templates.previewTitle')} testId="template-preview-html" />
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {preview.data.text}
          </Code>
        </Stack>
      )}
    </Stack>
  );
}

/** Email templates (Admin): pick a template and a language, edit, preview, save. */
export function EmailTemplatesSection() {
  const { t } = useTranslation();
  const templates = useEmailTemplates();
  const [key, setKey] = useState<EmailTemplateKey>(EMAIL_TEMPLATE_KEYS[0] ?? 'password_reset');
  const [language, setLanguage] = useState<LanguageCode>(currentLanguage);
  const template = templates.data?.find((item) => item.key === key && item.language === language);

  let body;
  if (templates.isPending) body = <InlineLoader />;
  else if (templates.isError) body = <ErrorAlert error={templates.error} />;
  else if (!template) body = <Text c="dimmed">{t('settings.templates.missing')}</Text>;
  else body = <TemplateEditor key={`${template.key}/${template.language}/${template.updatedAt}`} template={template} />;

  return (
    <SectionCard id="templates" title={t('settings.templates.title')} description={t('settings.templates.description')}>
      <Group gap="md" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('settings.templates.template')}
          value={key}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isTemplateKey(value)) setKey(value);
          }}
          data={EMAIL_TEMPLATE_KEYS.map((k) => ({ value: k, label: t(`settings.templates.keys.${k}`) }))}
          w={{ base: '100%', xs: 320 }}
          data-testid="template-key"
        />
        <NativeSelect
          label={t('settings.templates.language')}
          value={language}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isLanguage(value)) setLanguage(value);
          }}
          data={LANGUAGE_CODES.map((code) => ({ value: code, label: t(`language.names.${code}`) }))}
          w={{ base: '100%', xs: 200 }}
          data-testid="template-language"
        />
      </Group>
      {body}
    </SectionCard>
  );
}
