import { Fragment } from 'react';
import { Fieldset, Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ParseKeys, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { REPORTS_PROVIDERS, UpdateReportsSettings, type ReportsProvider, type ReportsSettings } from '@customer-hub/contract/settings';
import { SecretField, type SecretAction } from '@/features/settings/components/secret-field';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { SettingsForm } from '@/features/settings/components/settings-form';
import { useReportsSettings, useUpdateReportsSettings } from '@/features/settings/api';
import type { IssueMessage } from '@/lib/form';

/** A grid row's inputs line up at the bottom, whatever the length of their descriptions. */
const ROW = { alignItems: 'end' } as const;

const QLIK_URLS = ['qlikTicketUrl', 'qlikReportsUrl', 'qlikDashboardUrl'] as const;
const POWER_BI_IDS = ['powerBiClientId', 'powerBiWorkspaceId', 'powerBiReportId'] as const;

/**
 * The contract's request, with what the secret box is to do: "keep" sends no secret (the stored one
 * stays, or none), "replace" the typed one (needed then), "clear" an empty one (removes it).
 */
const schema = UpdateReportsSettings.omit({ powerBiClientSecret: true })
  .extend({ powerBiClientSecret: UpdateReportsSettings.shape.powerBiClientSecret, secretAction: z.enum(['keep', 'replace', 'clear']) })
  .refine((v) => v.secretAction !== 'replace' || !!v.powerBiClientSecret, { path: ['powerBiClientSecret'] })
  .transform(({ secretAction, powerBiClientSecret, ...rest }): UpdateReportsSettings => {
    if (secretAction === 'clear') return { ...rest, powerBiClientSecret: '' };
    return powerBiClientSecret ? { ...rest, powerBiClientSecret } : rest;
  });

type FormValues = Omit<ReportsSettings, 'powerBiClientSecretSet'> & { powerBiClientSecret: string; secretAction: SecretAction };

/** A message that names its field (one shows at a time, above the fields). */
const about =
  (key: ParseKeys, field: ParseKeys): IssueMessage =>
  (_issue, t) =>
    String(t(key, { field: t(field) }));

const messages = (_t: TFunction) => ({
  ...Object.fromEntries(QLIK_URLS.map((field) => [field, about('settings.reports.urlInvalid', `settings.reports.${field}`)])),
  ...Object.fromEntries(POWER_BI_IDS.map((field) => [field, about('settings.reports.guidInvalid', `settings.reports.${field}`)])),
  qlikUserDirectory: about('settings.reports.textInvalid', 'settings.reports.qlikUserDirectory'),
  powerBiTenantId: about('settings.reports.tenantInvalid', 'settings.reports.powerBiTenantId'),
  powerBiClientSecret: {
    required: about('settings.secret.required', 'settings.reports.powerBiClientSecret'),
    invalid: about('settings.reports.secretInvalid', 'settings.reports.powerBiClientSecret'),
  },
});

function ReportsSettingsForm({ initial }: { initial: ReportsSettings }) {
  const { t } = useTranslation();
  const { powerBiClientSecretSet, ...fields } = initial;
  const values: FormValues = { ...fields, powerBiClientSecret: '', secretAction: 'keep' };
  const text = (form: UseFormReturnType<FormValues, UpdateReportsSettings>, field: keyof typeof fields, props: Record<string, unknown> = {}) => (
    <TextInput
      label={t(`settings.reports.${field}`)}
      {...form.getInputProps(field)}
      // Marked (red, aria-invalid) without a message of its own: the form says it once, above.
      error={!!form.errors[field]}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      data-testid={`reports-settings-${field}`}
      {...props}
    />
  );
  return (
    <SettingsForm
      schema={schema}
      initial={values}
      messages={messages}
      mutation={useUpdateReportsSettings()}
      label={t('settings.reports.title')}
      testId="reports-settings"
      onSaved={(form) => form.setValues({ powerBiClientSecret: '', secretAction: 'keep' })}
    >
      {(form) => (
        <>
          <Radio.Group
            label={t('settings.reports.reportsProvider')}
            description={t('settings.reports.reportsProviderHint')}
            value={form.values.reportsProvider}
            onChange={(value) => form.setFieldValue('reportsProvider', value as ReportsProvider)}
          >
            <Group gap="lg" mt="xs" wrap="wrap">
              {REPORTS_PROVIDERS.map((provider) => (
                <Radio key={provider} value={provider} label={t(`settings.reports.providers.${provider}`)} data-testid={`reports-settings-provider-${provider}`} />
              ))}
            </Group>
          </Radio.Group>
          <Fieldset legend={t('settings.reports.qlik')} variant="filled" miw={0} p={{ base: 'sm', sm: 'md' }}>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={ROW}>
              {text(form, 'qlikUserDirectory', { description: t('settings.reports.qlikUserDirectoryHint') })}
              {QLIK_URLS.map((field) => (
                <Fragment key={field}>{text(form, field, { type: 'url', inputMode: 'url', description: t(`settings.reports.${field}Hint`) })}</Fragment>
              ))}
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={t('settings.reports.powerBi')} variant="filled" miw={0} p={{ base: 'sm', sm: 'md' }}>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={ROW}>
              {text(form, 'powerBiTenantId', { description: t('settings.reports.powerBiTenantIdHint') })}
              {text(form, 'powerBiClientId', { description: t('settings.reports.guidHint') })}
              {text(form, 'powerBiWorkspaceId', { description: t('settings.reports.guidHint') })}
              {text(form, 'powerBiReportId', { description: t('settings.reports.guidHint') })}
            </SimpleGrid>
            <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
              <SecretField
                label={t('settings.reports.powerBiClientSecret')}
                description={t('settings.reports.powerBiClientSecretHint')}
                stored={powerBiClientSecretSet}
                action={form.values.secretAction}
                onAction={(action) => form.setFieldValue('secretAction', action)}
                value={form.values.powerBiClientSecret}
                onChange={(value) => form.setFieldValue('powerBiClientSecret', value)}
                clearable
                invalid={!!form.errors.powerBiClientSecret}
                testId="reports-settings-powerBiClientSecret"
              />
            </div>
          </Fieldset>
        </>
      )}
    </SettingsForm>
  );
}

/** Spec §3 "QlikSense Configuration": the reporting tool Reports and Dashboard use, Qlik Sense and Power BI (Admin). */
export function ReportsSettingsSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection id="reports" title={t('settings.reports.title')} description={t('settings.reports.description')} settings={useReportsSettings()}>
      {(data) => <ReportsSettingsForm initial={data} />}
    </SettingsSection>
  );
}
