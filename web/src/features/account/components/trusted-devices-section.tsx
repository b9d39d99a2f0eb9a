import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TrustedDevice } from '@customer-hub/contract/accounts';
import { ConfirmModal } from '@/components/confirm-modal';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { SectionCard } from '@/components/section-card';
import { useRemoveDevice, useTrustedDevices } from '@/features/account/api';
import { formatDateTime } from '@/lib/format';
import { describeUserAgent } from '@/lib/user-agent';

/** "Europe/Lisbon" → "Lisbon"; "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export function placeOf(timeZone: string | null): string | null {
  const city = timeZone?.split('/').at(-1);
  return city ? city.replace(/_/g, ' ') : null;
}

function DeviceItem({ device, onRemove }: { device: TrustedDevice; onRemove: (device: TrustedDevice) => void }) {
  const { t } = useTranslation();
  const summary = describeUserAgent(device.userAgent);
  const name = summary ? t('account.sessions.device', { browser: summary.browser, os: summary.os }) : device.userAgent || t('account.sessions.unknownDevice');
  const place = placeOf(device.timeZone);
  return (
    <Paper component="li" withBorder radius="sm" p="sm" data-testid="device-item">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Group gap="sm" align="flex-start" wrap="nowrap" miw={0} flex={1}>
          <IconShieldCheck size={22} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={2} miw={0}>
            <Text fw={600} size="sm" lineClamp={2} title={device.userAgent ?? undefined} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text size="xs" c="dimmed" data-testid="device-place">
              {place ? t('account.devices.place', { place, ip: device.ip || t('common.none') }) : t('account.sessions.ip', { ip: device.ip || t('common.none') })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('account.devices.trustedSince', { date: formatDateTime(device.createdAt) })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('account.devices.lastSignIn', { date: formatDateTime(device.lastSeenAt) })}
            </Text>
          </Stack>
        </Group>
        <Button variant="light" color="red" size="xs" onClick={() => onRemove(device)} data-testid="device-remove" aria-label={t('account.devices.removeNamed', { name })}>
          {t('account.devices.remove')}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * The browsers that have signed the user in (device cookies): they keep signing in with the
 * password while the account is locked for strangers. Removing one makes it a stranger again.
 */
export function TrustedDevicesSection() {
  const { t } = useTranslation();
  const devices = useTrustedDevices();
  const remove = useRemoveDevice();
  const [removing, setRemoving] = useState<TrustedDevice | null>(null);

  const close = () => {
    remove.reset();
    setRemoving(null);
  };

  let body;
  if (devices.isPending) body = <InlineLoader py="md" />;
  else if (devices.isError) body = <ErrorAlert error={devices.error} />;
  else if (devices.data.length === 0) body = <Text c="dimmed">{t('account.devices.empty')}</Text>;
  else {
    body = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="devices-list">
        {devices.data.map((device) => (
          <DeviceItem key={device.id} device={device} onRemove={setRemoving} />
        ))}
      </Stack>
    );
  }

  return (
    <SectionCard title={t('account.devices.title')} description={t('account.devices.description')}>
      {body}
      <ConfirmModal
        opened={removing !== null}
        title={t('account.devices.confirmTitle')}
        message={t('account.devices.confirmText')}
        confirmLabel={t('account.devices.remove')}
        danger
        loading={remove.isPending}
        error={remove.error}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
        onClose={close}
        testId="device-remove-dialog"
      />
    </SectionCard>
  );
}
