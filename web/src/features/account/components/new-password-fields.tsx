import { PasswordInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PasswordPolicy } from '@/features/account/api';

/** Client checks before the server's own (spec §5): both filled, the same, within the policy's length. */
export function checkNewPassword(password: string, repeat: string, policy: PasswordPolicy | undefined, t: TFunction): string | null {
  if (!password || !repeat) return t('password.required');
  if (password !== repeat) return t('password.mismatch');
  if (policy && password.length < policy.minLength) return t('password.tooShort', { min: policy.minLength });
  if (policy && password.length > policy.maxLength) return t('errors.passwordRules.TOO_LONG');
  return null;
}

interface NewPasswordFieldsProps {
  password: string;
  repeat: string;
  onPasswordChange: (value: string) => void;
  onRepeatChange: (value: string) => void;
  policy: PasswordPolicy | undefined;
  /** Marks the fields invalid (the message itself shows in the form's alert). */
  invalid?: boolean;
  describedBy?: string;
}

/** New password + repeat, with the policy's minimum length as a hint. */
export function NewPasswordFields({
  password,
  repeat,
  onPasswordChange,
  onRepeatChange,
  policy,
  invalid,
  describedBy,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={t('password.new')}
        description={policy ? t('password.minLengthHint', { min: policy.minLength }) : undefined}
        name="new-password"
        autoComplete="new-password"
        withAsterisk
        value={password}
        onChange={(event) => onPasswordChange(event.currentTarget.value)}
        error={invalid}
        aria-describedby={describedBy}
        data-testid="new-password"
      />
      <PasswordInput
        label={t('password.repeat')}
        name="repeat-password"
        autoComplete="new-password"
        withAsterisk
        value={repeat}
        onChange={(event) => onRepeatChange(event.currentTarget.value)}
        error={invalid}
        aria-describedby={describedBy}
        data-testid="repeat-password"
      />
    </>
  );
}
