import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ResetPasswordRequest } from '@customer-hub/contract/accounts';
import type { PasswordPolicy } from '@/features/account/api';
import type { FieldMessages } from '@/lib/form';

/**
 * The new password and its repeat (spec §5): the contract's password within the policy's length,
 * and the same twice. The server checks the rest (common passwords, context words).
 */
export function newPasswordSchema(policy: PasswordPolicy | undefined) {
  const password = ResetPasswordRequest.shape.password;
  return z
    .object({ password: policy ? password.min(policy.minLength).max(policy.maxLength) : password, repeat: z.string().min(1) })
    .refine((values) => values.password === values.repeat, { path: ['repeat'] });
}

export const NEW_PASSWORD_MESSAGES: Record<string, FieldMessages> = {
  password: { required: 'password.required', too_small: 'password.tooShort', too_big: 'errors.passwordRules.TOO_LONG' },
  repeat: { required: 'password.required', custom: 'password.mismatch' },
};

/** The first broken rule of a form, in field order: the password forms say one thing at a time. */
export const firstError = (errors: Record<string, unknown>): string | null => {
  const first = Object.values(errors).find(Boolean);
  return typeof first === 'string' ? first : null;
};

interface NewPasswordFieldsProps {
  password: GetInputPropsReturnType;
  repeat: GetInputPropsReturnType;
  policy: PasswordPolicy | undefined;
  /** Marks the fields invalid (the message itself shows in the form's alert). */
  invalid?: boolean;
  describedBy?: string;
}

/** New password + repeat, with the policy's minimum length as a hint. */
export function NewPasswordFields({ password, repeat, policy, invalid, describedBy }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={t('password.new')}
        description={policy ? t('password.minLengthHint', { min: policy.minLength }) : undefined}
        name="new-password"
        autoComplete="new-password"
        withAsterisk
        {...password}
        error={invalid}
        aria-describedby={describedBy}
        data-testid="new-password"
      />
      <PasswordInput
        label={t('password.repeat')}
        name="repeat-password"
        autoComplete="new-password"
        withAsterisk
        {...repeat}
        error={invalid}
        aria-describedby={describedBy}
        data-testid="repeat-password"
      />
    </>
  );
}
