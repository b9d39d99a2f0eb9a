import { Switch, Table, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { NotificationPreference } from '@customer-hub/contract/notifications';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { SectionCard } from '@/components/section-card';
import { useNotificationPreferences, useSaveNotificationPreferences } from '@/features/account/api';

/** My account: for each kind the user can receive, two switches (in the app, by email), each saved at once. */
export function NotificationPreferencesSection() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  const change = (item: NotificationPreference, channel: 'inApp' | 'email', on: boolean) =>
    save.mutate([{ ...item, [channel]: on }], { onSuccess: () => toasts.show({ color: 'green', message: t('notifications.preferences.saved') }) });

  let body;
  if (preferences.isPending) body = <InlineLoader py="md" />;
  else if (!preferences.data) body = <ErrorAlert error={preferences.error} />;
  else if (!preferences.data.items.length) body = <Text size="sm">{t('notifications.preferences.none')}</Text>;
  else
    body = (
      // Two narrow switch columns and a kind that wraps: it fits a phone without scrolling sideways.
      <Table verticalSpacing="xs" horizontalSpacing="xs" data-testid="notification-preferences">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('notifications.preferences.kind')}</Table.Th>
              <Table.Th ta="center" w="22%">
                {t('notifications.preferences.inApp')}
              </Table.Th>
              <Table.Th ta="center" w="22%">
                {t('notifications.preferences.email')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preferences.data.items.map((item) => {
              const kind = t(`notifications.kinds.${item.kind}`);
              return (
                <Table.Tr key={item.kind} data-testid="preference-row" data-kind={item.kind}>
                  <Table.Td>{kind}</Table.Td>
                  <Table.Td>
                    <Switch
                      checked={item.inApp}
                      onChange={(event) => change(item, 'inApp', event.currentTarget.checked)}
                      disabled={save.isPending}
                      aria-label={t('notifications.preferences.inAppFor', { kind })}
                      styles={{ body: { justifyContent: 'center' } }}
                      data-testid={`preference-${item.kind}-inApp`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      checked={item.email}
                      onChange={(event) => change(item, 'email', event.currentTarget.checked)}
                      disabled={save.isPending}
                      aria-label={t('notifications.preferences.emailFor', { kind })}
                      styles={{ body: { justifyContent: 'center' } }}
                      data-testid={`preference-${item.kind}-email`}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
      </Table>
    );

  return (
    <SectionCard title={t('notifications.preferences.title')} description={t('notifications.preferences.description')} testId="notification-preferences-section">
      {body}
      {save.error ? <ErrorAlert error={save.error} /> : null}
    </SectionCard>
  );
}
