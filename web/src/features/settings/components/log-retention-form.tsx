import { NumberInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LogRetentionSettings } from '@customer-hub/contract/settings';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { boundsMessage, SettingsForm } from '@/features/settings/components/settings-form';
import { useLogRetentionSettings, useUpdateLogRetentionSettings } from '@/features/settings/api';

const DAYS = LogRetentionSettings.shape.days;
const messages = (t: TFunction) => ({ days: boundsMessage(t, t('settings.logRetention.days'), DAYS) });

function LogRetentionForm({ initial }: { initial: LogRetentionSettings }) {
  const { t } = useTranslation();
  return (
    <SettingsForm schema={LogRetentionSettings} initial={initial} messages={messages} mutation={useUpdateLogRetentionSettings()} label={t('settings.logRetention.title')} testId="log-retention">
      {(form) => (
        <NumberInput
          label={t('settings.logRetention.days')}
          description={t('settings.logRetention.daysHint')}
          {...form.getInputProps('days')}
          error={undefined}
          min={DAYS.minValue ?? undefined}
          max={DAYS.maxValue ?? undefined}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          maw={320}
          data-testid="log-retention-days"
        />
      )}
    </SettingsForm>
  );
}

/** How many days the login, system, audit and email logs keep their rows (Admin). */
export function LogRetentionSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection id="retention" title={t('settings.logRetention.title')} description={t('settings.logRetention.description')} settings={useLogRetentionSettings()}>
      {(data) => <LogRetentionForm initial={data} />}
    </SettingsSection>
  );
}
