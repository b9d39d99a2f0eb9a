import { NumberInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { OrderSettings } from '@customer-hub/contract/settings';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { boundsMessage, SettingsForm } from '@/features/settings/components/settings-form';
import { useOrderSettings, useUpdateOrderSettings } from '@/features/settings/api';

const CUTOFF = OrderSettings.shape.cancelCutoffHours;
const messages = (t: TFunction) => ({ cancelCutoffHours: boundsMessage(t, t('settings.orders.cancelCutoffHours'), CUTOFF) });

function OrderSettingsForm({ initial }: { initial: OrderSettings }) {
  const { t } = useTranslation();
  return (
    <SettingsForm schema={OrderSettings} initial={initial} messages={messages} mutation={useUpdateOrderSettings()} label={t('settings.orders.title')} testId="order-settings">
      {(form) => (
        <NumberInput
          label={t('settings.orders.cancelCutoffHours')}
          description={t('settings.orders.cancelCutoffHoursHint')}
          {...form.getInputProps('cancelCutoffHours')}
          error={!!form.errors.cancelCutoffHours}
          min={CUTOFF.minValue ?? undefined}
          max={CUTOFF.maxValue ?? undefined}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          maw={320}
          data-testid="order-settings-cutoff"
        />
      )}
    </SettingsForm>
  );
}

/** How long before the task date a customer may still cancel an order (Admin). */
export function OrderSettingsSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection id="orders" title={t('settings.orders.title')} description={t('settings.orders.description')} settings={useOrderSettings()}>
      {(data) => <OrderSettingsForm initial={data} />}
    </SettingsSection>
  );
}
