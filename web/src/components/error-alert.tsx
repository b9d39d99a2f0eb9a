import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';

interface ErrorAlertProps {
  /** A failed call: its code is translated. */
  error?: unknown;
  /** A message already in the user's language (client validation); wins over `error`. */
  message?: string | null;
  testId?: string;
  id?: string;
}

/** A red alert with a translated error; renders nothing when there is none. */
export function ErrorAlert({ error, message, testId, id }: ErrorAlertProps) {
  const { t } = useTranslation();
  const text = message || (error ? errorMessage(error, t) : null);
  if (!text) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} data-testid={testId} id={id} role="alert">
      {text}
    </Alert>
  );
}
