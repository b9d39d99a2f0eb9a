import { Checkbox, Group, NumberInput, SimpleGrid } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@customer-hub/contract/constants/roles';
import { SecuritySettings } from '@customer-hub/contract/settings';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { boundsMessage, SettingsForm } from '@/features/settings/components/settings-form';
import { useSecuritySettings, useUpdateSecuritySettings } from '@/features/settings/api';

const NUMBER_FIELDS = ['passwordMinLength', 'sessionIdleMinutes', 'sessionAbsoluteMinutes'] as const;

/** The contract's settings, and an idle limit no longer than a whole session. */
const schema = SecuritySettings.refine((v) => v.sessionIdleMinutes <= v.sessionAbsoluteMinutes, { path: ['sessionIdleMinutes'] });

const messages = (t: TFunction) => ({
  ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, boundsMessage(t, t(`settings.security.${field}`), SecuritySettings.shape[field])])),
  sessionIdleMinutes: {
    custom: 'settings.security.idleOverAbsolute',
    invalid: boundsMessage(t, t('settings.security.sessionIdleMinutes'), SecuritySettings.shape.sessionIdleMinutes),
  } as const,
});

function SecurityForm({ initial }: { initial: SecuritySettings }) {
  const { t } = useTranslation();
  return (
    <SettingsForm schema={schema} initial={initial} messages={messages} mutation={useUpdateSecuritySettings()} label={t('settings.security.title')} testId="security-settings">
      {(form) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {NUMBER_FIELDS.map((field) => (
              <NumberInput
                key={field}
                label={t(`settings.security.${field}`)}
                description={t(`settings.security.${field}Hint`)}
                {...form.getInputProps(field)}
                min={SecuritySettings.shape[field].minValue ?? undefined}
                max={SecuritySettings.shape[field].maxValue ?? undefined}
                error={undefined}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                data-testid={`security-${field}`}
              />
            ))}
          </SimpleGrid>
          <Checkbox.Group
            label={t('settings.security.twoFactorRequiredRoles')}
            description={t('settings.security.twoFactorRequiredRolesHint')}
            value={form.values.twoFactorRequiredRoles}
            onChange={(roles) => form.setFieldValue('twoFactorRequiredRoles', ROLES.filter((r) => roles.includes(r)) as Role[])}
          >
            <Group gap="lg" mt="xs">
              {ROLES.map((role) => (
                <Checkbox key={role} value={role} label={t(`roles.${role}`)} data-testid={`security-2fa-${role}`} />
              ))}
            </Group>
          </Checkbox.Group>
          <Checkbox.Group
            mt="md"
            label={t('settings.security.passkeyRequiredRoles')}
            description={t('settings.security.passkeyRequiredRolesHint')}
            value={form.values.passkeyRequiredRoles}
            onChange={(roles) => form.setFieldValue('passkeyRequiredRoles', ROLES.filter((r) => roles.includes(r)) as Role[])}
          >
            <Group gap="lg" mt="xs">
              {ROLES.map((role) => (
                <Checkbox key={role} value={role} label={t(`roles.${role}`)} data-testid={`security-passkey-${role}`} />
              ))}
            </Group>
          </Checkbox.Group>
        </>
      )}
    </SettingsForm>
  );
}

/** Password, two-factor and session settings (Admin). */
export function SecuritySettingsSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection id="security" title={t('settings.security.title')} description={t('settings.security.description')} settings={useSecuritySettings()}>
      {(data) => <SecurityForm initial={data} />}
    </SettingsSection>
  );
}
