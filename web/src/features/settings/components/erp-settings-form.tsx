import { Anchor, Collapse, Fieldset, Group, NumberInput, Radio, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ParseKeys, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { ODataAuthKind, SYNC_CUSTOM_ENTITIES, SyncSettingsInput, type SyncSettings } from '@customer-hub/contract/sync';
import { SecretField, type SecretAction } from '@/features/settings/components/secret-field';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { boundsMessage, SettingsForm } from '@/features/settings/components/settings-form';
import { useErpSettings, useUpdateErpSettings } from '@/features/settings/api';
import type { FieldMessages, IssueMessage } from '@/lib/form';

type AuthKind = z.infer<typeof ODataAuthKind>;
/** A grid row's inputs line up at the bottom, whatever the length of their descriptions. */
const ROW = { alignItems: 'end' } as const;

const AUTH_KINDS = ODataAuthKind.options;
type CustomEntity = (typeof SYNC_CUSTOM_ENTITIES)[number];
const NO_ENTITY_SETS = Object.fromEntries(SYNC_CUSTOM_ENTITIES.map((e) => [e, ''])) as Record<CustomEntity, string>;

interface ODataValues {
  baseUrl: string;
  erpCompanyId: string;
  companyCode: string;
  companyName: string;
  authKind: AuthKind;
  tokenUrl: string;
  clientId: string;
  scope: string;
  username: string;
  secret: string;
  ledgerEntitySet: string;
  customBaseUrl: string;
  entitySets: Record<CustomEntity, string>;
}

interface FormValues extends Record<string, unknown> {
  nightly: boolean;
  nightlyHourUtc: number;
  /** Whether the Business Central connection is set (off: the connection and its secret are removed). */
  connectorOn: boolean;
  odata: ODataValues;
  secretAction: SecretAction;
}

/**
 * The contract's request built from the form: no connection while it is off; only the fields of the
 * chosen sign-in method; the secret only when one was typed (left out, the stored one is kept).
 */
const schema = z.preprocess((input) => {
  const { nightly, nightlyHourUtc, connectorOn, odata } = input as Partial<FormValues>;
  if (!connectorOn || !odata) return { nightly, nightlyHourUtc, odata: null };
  const { tokenUrl, clientId, scope, username, ...rest } = odata;
  return { nightly, nightlyHourUtc, odata: { ...rest, ...(odata.authKind === 'basic' ? { username } : { tokenUrl, clientId, scope }) } };
}, SyncSettingsInput);

const EMPTY_ODATA: ODataValues = {
  baseUrl: '',
  erpCompanyId: '',
  companyCode: '',
  companyName: '',
  authKind: 'oauth2',
  tokenUrl: '',
  clientId: '',
  scope: '',
  username: '',
  secret: '',
  ledgerEntitySet: 'customerLedgerEntries',
  customBaseUrl: '',
  entitySets: NO_ENTITY_SETS,
};

const valuesOf = (settings: SyncSettings): FormValues => {
  const odata = settings.odata;
  return {
    nightly: settings.nightly,
    nightlyHourUtc: settings.nightlyHourUtc,
    connectorOn: odata !== null,
    odata: odata
      ? {
          ...EMPTY_ODATA,
          baseUrl: odata.baseUrl,
          erpCompanyId: odata.erpCompanyId,
          companyCode: odata.companyCode,
          companyName: odata.companyName,
          authKind: odata.authKind,
          tokenUrl: odata.tokenUrl ?? '',
          clientId: odata.clientId ?? '',
          scope: odata.scope ?? '',
          username: odata.username ?? '',
          ledgerEntitySet: odata.ledgerEntitySet,
          customBaseUrl: odata.customBaseUrl ?? '',
          entitySets: { ...NO_ENTITY_SETS, ...odata.entitySets },
        }
      : EMPTY_ODATA,
    secretAction: 'keep',
  };
};

/** A message that names its field (one shows at a time, above the fields). */
const about =
  (key: ParseKeys, field: ParseKeys): IssueMessage =>
  (_issue, t) =>
    String(t(key, { field: t(field) }));
const text = (field: ParseKeys): FieldMessages => ({ required: about('settings.erp.required', field), invalid: about('settings.erp.textInvalid', field) });
const url = (field: ParseKeys): FieldMessages => ({ required: about('settings.erp.required', field), invalid: about('settings.erp.urlInvalid', field) });

const messages = (t: TFunction): Record<string, FieldMessages> => ({
  nightlyHourUtc: boundsMessage(t, t('settings.erp.nightlyHourUtc'), SyncSettingsInput.shape.nightlyHourUtc),
  'odata.baseUrl': url('settings.erp.baseUrl'),
  'odata.erpCompanyId': text('settings.erp.erpCompanyId'),
  'odata.companyCode': text('settings.erp.companyCode'),
  'odata.companyName': text('settings.erp.companyName'),
  'odata.tokenUrl': { required: 'settings.erp.oauthNeeds', custom: 'settings.erp.oauthNeeds', invalid: about('settings.erp.urlInvalid', 'settings.erp.tokenUrl') },
  'odata.clientId': text('settings.erp.clientId'),
  'odata.scope': text('settings.erp.scope'),
  'odata.username': { required: 'settings.erp.basicNeeds', custom: 'settings.erp.basicNeeds', invalid: about('settings.erp.textInvalid', 'settings.erp.username') },
  'odata.secret': text('settings.erp.secret'),
  'odata.ledgerEntitySet': { required: about('settings.erp.required', 'settings.erp.ledgerEntitySet'), invalid: 'settings.erp.ledgerEntitySetInvalid' },
  'odata.customBaseUrl': url('settings.erp.customBaseUrl'),
  ...Object.fromEntries(
    SYNC_CUSTOM_ENTITIES.map((e) => [`odata.entitySets.${e}`, { invalid: (_issue, tr) => String(tr('settings.erp.entitySetInvalid', { entity: tr(`sync.entities.${e}`) })) } satisfies FieldMessages]),
  ),
});

type Form = UseFormReturnType<FormValues, z.output<typeof schema>>;

function ODataField({ form, field, ...props }: { form: Form; field: Exclude<keyof ODataValues, 'authKind' | 'secret' | 'entitySets'>; type?: string; inputMode?: 'url'; description?: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t(`settings.erp.${field}`)}
      {...form.getInputProps(`odata.${field}`)}
      // Marked (red, aria-invalid) without a message of its own: the form says it once, above.
      error={!!form.errors[`odata.${field}`]}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      data-testid={`erp-settings-${field}`}
      {...props}
    />
  );
}

function ErpSettingsForm({ initial }: { initial: SyncSettings }) {
  const { t } = useTranslation();
  const secretSet = initial.odata?.secretSet ?? false;
  return (
    <SettingsForm
      schema={schema}
      initial={valuesOf(initial)}
      messages={messages}
      mutation={useUpdateErpSettings()}
      label={t('settings.erp.title')}
      testId="erp-settings"
      onSaved={(form) => form.setValues({ secretAction: 'keep', odata: { ...form.getValues().odata, secret: '' } })}
    >
      {(form) => {
        const { authKind } = form.values.odata;
        return (
          <>
            <Group gap="lg" align="flex-end" wrap="wrap">
              <Switch
                label={t('settings.erp.nightly')}
                description={t('settings.erp.nightlyHint')}
                {...form.getInputProps('nightly', { type: 'checkbox' })}
                data-testid="erp-settings-nightly"
              />
              <NumberInput
                label={t('settings.erp.nightlyHourUtc')}
                {...form.getInputProps('nightlyHourUtc')}
                error={!!form.errors.nightlyHourUtc}
                min={0}
                max={23}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                disabled={!form.values.nightly}
                w={{ base: '100%', xs: 200 }}
                data-testid="erp-settings-hour"
              />
            </Group>
            <Switch
              label={t('settings.erp.connectorOn')}
              description={t('settings.erp.connectorOnHint')}
              {...form.getInputProps('connectorOn', { type: 'checkbox' })}
              data-testid="erp-settings-connector"
            />
            <Collapse expanded={form.values.connectorOn}>
              <Fieldset legend={t('settings.erp.connection')} variant="filled" miw={0} p={{ base: 'sm', sm: 'md' }}>
                <Stack gap="md">
                  <ODataField form={form} field="baseUrl" type="url" inputMode="url" description={t('settings.erp.baseUrlHint')} />
                  <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" style={ROW}>
                    <ODataField form={form} field="erpCompanyId" description={t('settings.erp.erpCompanyIdHint')} />
                    <ODataField form={form} field="companyCode" description={t('settings.erp.companyCodeHint')} />
                    <ODataField form={form} field="companyName" description={t('settings.erp.companyNameHint')} />
                  </SimpleGrid>
                  <Radio.Group
                    label={t('settings.erp.authKind')}
                    value={authKind}
                    onChange={(value) => form.setFieldValue('odata.authKind', value as AuthKind)}
                  >
                    <Group gap="lg" mt="xs" wrap="wrap">
                      {AUTH_KINDS.map((kind) => (
                        <Radio key={kind} value={kind} label={t(`settings.erp.authKinds.${kind}`)} data-testid={`erp-settings-auth-${kind}`} />
                      ))}
                    </Group>
                  </Radio.Group>
                  {authKind === 'oauth2' ? (
                    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" style={ROW}>
                      <ODataField form={form} field="tokenUrl" type="url" inputMode="url" />
                      <ODataField form={form} field="clientId" />
                      <ODataField form={form} field="scope" description={t('settings.erp.scopeHint')} />
                    </SimpleGrid>
                  ) : (
                    <ODataField form={form} field="username" />
                  )}
                  <SecretField
                    label={authKind === 'oauth2' ? t('settings.erp.clientSecret') : t('settings.erp.password')}
                    description={t('settings.erp.secretHint')}
                    stored={secretSet}
                    action={form.values.secretAction}
                    onAction={(action) => form.setFieldValue('secretAction', action)}
                    value={form.values.odata.secret}
                    onChange={(value) => form.setFieldValue('odata.secret', value)}
                    invalid={!!form.errors['odata.secret']}
                    testId="erp-settings-secret"
                  />
                  <ODataField form={form} field="ledgerEntitySet" description={t('settings.erp.ledgerEntitySetHint')} />
                  <Fieldset legend={t('settings.erp.extension')} miw={0} p={{ base: 'sm', sm: 'md' }}>
                    <Stack gap="md">
                      <Text size="sm" c="dimmed">
                        {t('settings.erp.extensionHint')}
                      </Text>
                      <ODataField form={form} field="customBaseUrl" type="url" inputMode="url" description={t('settings.erp.customBaseUrlHint')} />
                      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" style={ROW}>
                        {SYNC_CUSTOM_ENTITIES.map((entity) => (
                          <TextInput
                            key={entity}
                            label={t('settings.erp.entitySetOf', { entity: t(`sync.entities.${entity}`) })}
                            placeholder={t('settings.erp.entitySetNone')}
                            {...form.getInputProps(`odata.entitySets.${entity}`)}
                            error={!!form.errors[`odata.entitySets.${entity}`]}
                            autoCapitalize="off"
                            autoCorrect="off"
                            spellCheck={false}
                            data-testid={`erp-settings-entity-set-${entity}`}
                          />
                        ))}
                      </SimpleGrid>
                    </Stack>
                  </Fieldset>
                </Stack>
              </Fieldset>
            </Collapse>
          </>
        );
      }}
    </SettingsForm>
  );
}

/** The ERP (Business Central / NAV) connection and the nightly sync the Sync screen runs with (Admin). */
export function ErpSettingsSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection
      id="erp"
      title={t('settings.erp.title')}
      description={
        <>
          {t('settings.erp.description')}{' '}
          <Anchor component={Link} to="/dashboard/Sync" size="sm">
            {t('settings.erp.openSync')}
          </Anchor>
        </>
      }
      settings={useErpSettings()}
    >
      {(data) => <ErpSettingsForm initial={data} />}
    </SettingsSection>
  );
}
