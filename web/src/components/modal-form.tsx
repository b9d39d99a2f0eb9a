import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Stack, Text, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '@/components/modal-form.module.css';

interface ModalFormProps {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The form's data-testid. */
  testId: string;
  /** "Fields marked with * are required." above the fields. */
  requiredHint?: boolean;
  children: ReactNode;
  submitLabel: string;
  submitTestId: string;
  submitColor?: MantineColor;
  pending: boolean;
  onCancel: () => void;
  /** Cancel stays on while sending (it stops an upload under way). */
  cancelWhilePending?: boolean;
}

/** A form in a dialog: its fields, then Cancel and the action (always in view), which spins while the change is sent. */
export function ModalForm({ onSubmit, testId, requiredHint, children, submitLabel, submitTestId, submitColor, pending, onCancel, cancelWhilePending }: ModalFormProps) {
  const { t } = useTranslation();
  return (
    <form method="post" onSubmit={onSubmit} noValidate data-testid={testId}>
      <Stack gap="md">
        {requiredHint && (
          <Text size="sm" c="dimmed">
            {t('common.requiredHint')}
          </Text>
        )}
        {children}
        <Group justify="flex-end" gap="sm" className={classes.actions}>
          <Button variant="default" onClick={onCancel} disabled={pending && !cancelWhilePending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color={submitColor} loading={pending} data-testid={submitTestId}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
