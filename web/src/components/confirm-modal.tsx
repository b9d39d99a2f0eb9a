import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  loading?: boolean;
  error?: unknown;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
  /** The confirm button's data-testid; `<testId>-confirm` by default. */
  confirmTestId?: string;
}

/** Spec §5: destructive and status changes ask first. */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  danger,
  loading,
  error,
  onConfirm,
  onClose,
  testId,
  confirmTestId = testId ? `${testId}-confirm` : undefined,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md" data-testid={testId}>
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        <ErrorAlert error={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading} data-testid={confirmTestId}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
