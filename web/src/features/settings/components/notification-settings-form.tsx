import { Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotificationSettings } from '@customer-hub/contract/settings';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { SettingsForm } from '@/features/settings/components/settings-form';
import { useNotificationSettings, useUpdateNotificationSettings } from '@/features/settings/api';

const messages = () => ({ ticketDefaultUrl: 'settings.notifications.ticketDefaultUrlInvalid' as const });

function NotificationSettingsForm({ initial }: { initial: NotificationSettings }) {
  const { t } = useTranslation();
  return (
    <SettingsForm
      schema={NotificationSettings}
      initial={{ notificationsEnabled: initial.notificationsEnabled, ticketDefaultUrl: initial.ticketDefaultUrl ?? '' }}
      messages={messages}
      mutation={useUpdateNotificationSettings()}
      label={t('settings.notifications.title')}
      testId="notification-settings"
    >
      {(form) => (
        <>
          <Switch
            label={t('settings.notifications.enabled')}
            description={t('settings.notifications.enabledHint')}
            {...form.getInputProps('notificationsEnabled', { type: 'checkbox' })}
            data-testid="notification-settings-enabled"
          />
          <TextInput
            type="url"
            inputMode="url"
            label={t('settings.notifications.ticketDefaultUrl')}
            description={t('settings.notifications.ticketDefaultUrlHint')}
            {...form.getInputProps('ticketDefaultUrl')}
            error={undefined}
            maw={560}
            data-testid="notification-settings-ticketUrl"
          />
        </>
      )}
    </SettingsForm>
  );
}

/** Whether the bell shows, and the default survey login the sidebar ticket item opens (Admin). */
export function NotificationSettingsSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection id="notifications" title={t('settings.notifications.title')} description={t('settings.notifications.description')} settings={useNotificationSettings()}>
      {(data) => <NotificationSettingsForm initial={data} />}
    </SettingsSection>
  );
}
