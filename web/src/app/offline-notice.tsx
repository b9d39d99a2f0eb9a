import { Group, Paper, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Shown on every page while the browser is offline: the shell still comes from the service
 * worker, but calls cannot reach the server, so the reader learns why lists stay empty or
 * loading instead of facing a blank page.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Paper
      role="status"
      data-testid="offline-notice"
      shadow="md"
      radius="md"
      px="md"
      py="xs"
      bg="dark.6"
      c="white"
      style={{ position: 'fixed', top: 8, left: '50%', transform: 'translateX(-50%)', zIndex: 400, width: 'max-content', maxWidth: 'calc(100vw - 16px)' }}
    >
      <Group gap="xs" wrap="nowrap">
        <IconWifiOff size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">{t('offline.notice')}</Text>
      </Group>
    </Paper>
  );
}
