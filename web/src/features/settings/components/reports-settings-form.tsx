import { Fragment } from 'react';
import { Fieldset, Group, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ParseKeys, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  REPORTS_PROVIDERS,
  requireProviderFields,
  UpdateReportsSettingsFields,
  type ReportsProvider,
  type ReportsProviderNeed,
  type ReportsSettings,
  type UpdateReportsSettings,
} from '@customer-hub/contract/settings';
import { SecretField, type SecretAction } from '@/features/settings/components/secret-field';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { SettingsForm } from '@/features/settings/components/settings-form';
import { useReportsSettings, useUpdateReportsSettings } from '@/features/settings/api';
import { ApiError } from '@/lib/api-client';
import type { FieldMessages, IssueMessage } from '@/lib/form';

/** A grid row's inputs line up at the bottom, whatever the length of their descriptions. */
const ROW = { alignItems: 'end' } as const;

const QLIK_URLS = ['qlikTicketUrl', 'qlikReportsUrl', 'qlikDashboardUrl'] as const;
const POWER_BI_IDS = ['powerBiClientId', 'powerBiWorkspaceId', 'powerBiReportId'] as const;
const QLIK_CERTIFICATES = ['qlikClientCertificate', 'qlikRootCertificate'] as const;
const ACTION = z.enum(['keep', 'replace', 'clear']);

/** A write-only secret as the request wants it: left out (keep), empty (clear) or the typed one (replace). */
const secretOf = (action: SecretAction, typed: string | undefined) => (action === 'clear' ? '' : typed || undefined);

/** Whether the server holds a secret once a save sent what `action` and the typed value make of it. */
const storedAfter = (action: SecretAction, typed: string | undefined, stored: boolean) => {
  const sent = secretOf(action, typed);
  return sent === undefined ? stored : sent !== '';
};

/**
 * The contract's request, with what each secret box is to do: "keep" sends no secret (the stored one
 * stays, or none), "replace" the typed one (needed then), "clear" an empty one (removes it). The
 * chosen tool's values must be there, as the server asks (requireProviderFields); for Power BI a
 * client secret too, stored and kept or typed (`secretStored`: the server holds one). The Qlik
 * client certificate and its key go together (`keyStored`: the server holds one).
 */
const schema = UpdateReportsSettingsFields.omit({ powerBiClientSecret: true, qlikClientKey: true })
  .extend({
    powerBiClientSecret: UpdateReportsSettingsFields.shape.powerBiClientSecret,
    secretAction: ACTION,
    secretStored: z.boolean(),
    qlikClientKey: UpdateReportsSettingsFields.shape.qlikClientKey,
    keyAction: ACTION,
    keyStored: z.boolean(),
  })
  .superRefine(requireProviderFields)
  .refine((v) => v.secretAction !== 'replace' || !!v.powerBiClientSecret, { path: ['powerBiClientSecret'] })
  .refine((v) => v.reportsProvider !== 'powerBi' || storedAfter(v.secretAction, v.powerBiClientSecret, v.secretStored), {
    path: ['powerBiClientSecret'],
    params: { need: 'required' satisfies ReportsProviderNeed },
  })
  .refine((v) => v.keyAction !== 'replace' || !!v.qlikClientKey, { path: ['qlikClientKey'] })
  .refine((v) => !!v.qlikClientCertificate === (v.keyAction !== 'clear' && (!!v.qlikClientKey || (v.keyStored && v.keyAction === 'keep'))), {
    path: ['qlikClientKey'],
    params: { pair: true },
  })
  .transform(({ secretAction, secretStored: _secretStored, powerBiClientSecret, keyAction, qlikClientKey, keyStored: _stored, ...rest }): UpdateReportsSettings => {
    const secret = secretOf(secretAction, powerBiClientSecret);
    const key = secretOf(keyAction, qlikClientKey);
    return { ...rest, ...(secret !== undefined && { powerBiClientSecret: secret }), ...(key !== undefined && { qlikClientKey: key }) };
  });

type FormValues = Omit<ReportsSettings, 'powerBiClientSecretSet' | 'qlikClientKeySet'> & {
  powerBiClientSecret: string;
  secretAction: SecretAction;
  secretStored: boolean;
  qlikClientKey: string;
  keyAction: SecretAction;
  keyStored: boolean;
};

/** Whether the server refused the Qlik client key (not a key, or not the certificate's). */
const keyRefused = (error: unknown) =>
  error instanceof ApiError && ((error.body as { errors?: { path?: string }[] } | undefined)?.errors ?? []).some((e) => e.path === 'body.qlikClientKey');

/** A message that names its field (one shows at a time, above the fields). */
const about =
  (key: ParseKeys, field: ParseKeys): IssueMessage =>
  (_issue, t) =>
    String(t(key, { field: t(field) }));

/** What the chosen tool misses (requireProviderFields), if that is why the field is refused. */
const needOf = (issue: Parameters<Exclude<IssueMessage, string>>[0]) => (issue as { params?: { need?: ReportsProviderNeed } }).params?.need;

/** The tool a field belongs to, by its name. */
const toolOf = (field: string): ReportsProvider => (field.startsWith('qlik') ? 'qlik' : 'powerBi');

/**
 * A field the chosen tool needs, left empty: "required while … is the reporting tool", or what it
 * takes instead (one of the Qlik pages; the Power BI workspace with its report). `otherwise` for an
 * empty field refused for another reason.
 */
const needed =
  (field: string, otherwise?: IssueMessage): IssueMessage =>
  (issue, t) => {
    const need = needOf(issue);
    const label = t(`settings.reports.${field}` as ParseKeys);
    if (need === 'page') return String(t('settings.reports.qlikPageNeeded', { field: label }));
    if (need === 'pair') return String(t('settings.reports.powerBiPairNeeded', { field: label }));
    if (need === 'required' || !otherwise) return String(t('settings.reports.neededFor', { field: label, tool: t(`settings.reports.providers.${toolOf(field)}`) }));
    return typeof otherwise === 'function' ? otherwise(issue, t) : String(t(otherwise));
  };

/** A missing key: for a certificate (the pair rule), or for "Replace" left empty. */
const keyMessage: IssueMessage = (issue, t) =>
  String(t((issue as { params?: { pair?: boolean } }).params?.pair ? 'settings.reports.keyNeeded' : 'settings.secret.required', { field: t('settings.reports.qlikClientKey') }));

const messages = (_t: TFunction): Record<string, FieldMessages> => ({
  ...Object.fromEntries(QLIK_URLS.map((field) => [field, { required: needed(field), invalid: about('settings.reports.urlInvalid', `settings.reports.${field}`) }])),
  ...Object.fromEntries(POWER_BI_IDS.map((field) => [field, { required: needed(field), invalid: about('settings.reports.guidInvalid', `settings.reports.${field}`) }])),
  ...Object.fromEntries(QLIK_CERTIFICATES.map((field) => [field, about('settings.reports.certificateInvalid', `settings.reports.${field}`)])),
  qlikUserDirectory: { required: needed('qlikUserDirectory'), invalid: about('settings.reports.textInvalid', 'settings.reports.qlikUserDirectory') },
  powerBiRlsRole: about('settings.reports.textInvalid', 'settings.reports.powerBiRlsRole'),
  powerBiTenantId: { required: needed('powerBiTenantId'), invalid: about('settings.reports.tenantInvalid', 'settings.reports.powerBiTenantId') },
  qlikClientKey: { required: keyMessage, custom: keyMessage, invalid: about('settings.reports.keyInvalid', 'settings.reports.qlikClientKey') },
  powerBiClientSecret: {
    required: needed('powerBiClientSecret', about('settings.secret.required', 'settings.reports.powerBiClientSecret')),
    invalid: about('settings.reports.secretInvalid', 'settings.reports.powerBiClientSecret'),
  },
});

function ReportsSettingsForm({ initial }: { initial: ReportsSettings }) {
  const { t } = useTranslation();
  const { powerBiClientSecretSet, qlikClientKeySet, ...fields } = initial;
  const values: FormValues = {
    ...fields,
    powerBiClientSecret: '',
    secretAction: 'keep',
    secretStored: powerBiClientSecretSet,
    qlikClientKey: '',
    keyAction: 'keep',
    keyStored: qlikClientKeySet,
  };
  const mutation = useUpdateReportsSettings();
  const certificate = (form: UseFormReturnType<FormValues, UpdateReportsSettings>, field: (typeof QLIK_CERTIFICATES)[number]) => (
    <Textarea
      label={t(`settings.reports.${field}`)}
      description={t(`settings.reports.${field}Hint`)}
      {...form.getInputProps(field)}
      error={!!form.errors[field]}
      autosize
      minRows={3}
      maxRows={8}
      autoComplete="off"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-xs)' } }}
      data-testid={`reports-settings-${field}`}
    />
  );
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
      mutation={mutation}
      label={t('settings.reports.title')}
      testId="reports-settings"
      onSaved={(form) => {
        const v = form.values;
        form.setValues({
          powerBiClientSecret: '',
          secretAction: 'keep',
          secretStored: storedAfter(v.secretAction, v.powerBiClientSecret, v.secretStored),
          qlikClientKey: '',
          keyAction: 'keep',
          keyStored: storedAfter(v.keyAction, v.qlikClientKey, v.keyStored),
        });
      }}
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
            <Stack gap="md" mt="md">
              {certificate(form, 'qlikClientCertificate')}
              <div>
                <SecretField
                  label={t('settings.reports.qlikClientKey')}
                  description={t('settings.reports.qlikClientKeyHint')}
                  stored={qlikClientKeySet}
                  action={form.values.keyAction}
                  onAction={(action) => form.setFieldValue('keyAction', action)}
                  value={form.values.qlikClientKey}
                  onChange={(value) => form.setFieldValue('qlikClientKey', value)}
                  clearable
                  multiline
                  invalid={!!form.errors.qlikClientKey || keyRefused(mutation.error)}
                  testId="reports-settings-qlikClientKey"
                />
                {keyRefused(mutation.error) && (
                  <Text size="sm" c="red" mt={4} data-testid="reports-settings-qlikClientKey-refused">
                    {t('settings.reports.keyRefused')}
                  </Text>
                )}
              </div>
              {certificate(form, 'qlikRootCertificate')}
            </Stack>
          </Fieldset>
          <Fieldset legend={t('settings.reports.powerBi')} variant="filled" miw={0} p={{ base: 'sm', sm: 'md' }}>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={ROW}>
              {text(form, 'powerBiTenantId', { description: t('settings.reports.powerBiTenantIdHint') })}
              {text(form, 'powerBiClientId', { description: t('settings.reports.guidHint') })}
              {text(form, 'powerBiWorkspaceId', { description: t('settings.reports.guidHint') })}
              {text(form, 'powerBiReportId', { description: t('settings.reports.guidHint') })}
              {text(form, 'powerBiRlsRole', { description: t('settings.reports.powerBiRlsRoleHint') })}
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
