import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';

interface PasswordConfirmModalProps {
  opened: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  loading: boolean;
  error: unknown;
  onConfirm: (password: string) => void;
  onClose: () => void;
}

/** Asks for the password again before a two-factor change. */
export function PasswordConfirmModal({
  opened,
  title,
  description,
  confirmLabel,
  danger,
  loading,
  error,
  onConfirm,
  onClose,
}: PasswordConfirmModalProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const close = () => {
    setPassword('');
    setMissing(false);
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    if (!password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onConfirm(password);
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={onSubmit} noValidate data-testid="password-confirm-form">
        <Stack gap="md">
          <Text size="sm">{description}</Text>
          <ErrorAlert message={missing ? t('password.currentRequired') : null} error={error} />
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            withAsterisk
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={missing}
            data-autofocus
            data-testid="password-confirm"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={loading}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} loading={loading} data-testid="password-confirm-submit">
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
