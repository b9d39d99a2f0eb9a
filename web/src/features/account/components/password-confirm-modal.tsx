import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordConfirmRequest } from '@customer-hub/contract/two-factor';
import { ErrorAlert } from '@/components/error-alert';
import { useSchemaForm } from '@/lib/form';

interface PasswordConfirmModalProps {
  opened: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  loading: boolean;
  error: unknown;
  /** A message already in the user's language, shown instead of `error` (the browser's refusal, say). */
  message?: string | null;
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
  message,
  onConfirm,
  onClose,
}: PasswordConfirmModalProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(PasswordConfirmRequest, { initialValues: { password: '' }, fallback: 'password.currentRequired' });
  const missing = !!form.errors.password;

  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.onSubmit(({ password }) => {
    if (!loading) onConfirm(password);
  });

  return (
    <Modal opened={opened} onClose={close} title={title} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form method="post" onSubmit={onSubmit} noValidate data-testid="password-confirm-form">
        <Stack gap="md">
          <Text size="sm">{description}</Text>
          <ErrorAlert message={missing ? t('password.currentRequired') : message} error={error} />
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('password')}
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
