import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@customer-hub/contract/roles';
import type { SecuritySettings } from '@customer-hub/contract/settings';
import { ErrorAlert } from '@/components/error-alert';
import { SuccessPanel } from '@/components/success-panel';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { useSecuritySettings, useUpdateSecuritySettings } from '@/features/settings/api';

/** The contract's bounds (contract/src/settings.ts), checked before sending. */
const BOUNDS = {
  passwordMinLength: [8, 128],
  sessionIdleMinutes: [5, 60 * 24 * 30],
  sessionAbsoluteMinutes: [5, 60 * 24 * 90],
} as const;

type NumberField = keyof typeof BOUNDS;

function SecurityForm({ initial }: { initial: SecuritySettings }) {
  const { t } = useTranslation();
  const mutation = useUpdateSecuritySettings();
  const [values, setValues] = useState<SecuritySettings>(initial);
  const [problem, setProblem] = useState<string | null>(null);

  const setNumber = (field: NumberField) => (value: string | number) =>
    setValues((current) => ({ ...current, [field]: typeof value === 'number' ? value : Number.NaN }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const outOfBounds = (Object.keys(BOUNDS) as NumberField[]).find((field) => {
      const [min, max] = BOUNDS[field];
      const value = values[field];
      return !Number.isInteger(value) || value < min || value > max;
    });
    let found: string | null = null;
    if (outOfBounds) {
      const [min, max] = BOUNDS[outOfBounds];
      found = t('settings.security.outOfBounds', { field: t(`settings.security.${outOfBounds}`), min, max });
    } else if (values.sessionIdleMinutes > values.sessionAbsoluteMinutes) {
      found = t('settings.security.idleOverAbsolute');
    }
    setProblem(found);
    if (found) {
      mutation.reset();
      return;
    }
    mutation.mutate(values);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('settings.security.title')} data-testid="security-settings-form">
      <Stack gap="md">
        {mutation.isSuccess && !problem && <SuccessPanel testId="security-settings-saved">{t('settings.saved')}</SuccessPanel>}
        <ErrorAlert message={problem} error={mutation.error} testId="security-settings-error" />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {(Object.keys(BOUNDS) as NumberField[]).map((field) => (
            <NumberInput
              key={field}
              label={t(`settings.security.${field}`)}
              description={t(`settings.security.${field}Hint`)}
              value={Number.isNaN(values[field]) ? '' : values[field]}
              onChange={setNumber(field)}
              min={BOUNDS[field][0]}
              max={BOUNDS[field][1]}
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
          value={values.twoFactorRequiredRoles}
          onChange={(roles) =>
            setValues((current) => ({ ...current, twoFactorRequiredRoles: ROLES.filter((r) => roles.includes(r)) as Role[] }))
          }
        >
          <Group gap="lg" mt="xs">
            {ROLES.map((role) => (
              <Checkbox key={role} value={role} label={t(`roles.${role}`)} data-testid={`security-2fa-${role}`} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group>
          <Button type="submit" loading={mutation.isPending} data-testid="security-settings-submit">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Password, two-factor and session settings (Admin). */
export function SecuritySettingsSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.security.title')} description={t('settings.security.description')} settings={useSecuritySettings()}>
      {(data) => <SecurityForm initial={data} />}
    </SettingsSection>
  );
}
