import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { SectionCard } from '@/components/section-card';
import { SuccessPanel } from '@/components/success-panel';
import { useChangePassword, usePasswordPolicy } from '@/features/account/api';
import { ChangePasswordRequest } from '@customer-hub/contract/accounts';
import { firstError, NEW_PASSWORD_MESSAGES, NewPasswordFields, newPasswordSchema } from '@/features/account/components/new-password-fields';
import { errorCode } from '@/lib/error-message';
import { useSchemaForm } from '@/lib/form';

const MESSAGES = { ...NEW_PASSWORD_MESSAGES, currentPassword: 'password.currentRequired' } as const;

/** Change password: the current one, then the new one twice; the server ends the other sessions. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const policy = usePasswordPolicy();
  const mutation = useChangePassword();
  // The current password first: while it is missing, that is all the form says.
  const schema = ChangePasswordRequest.pick({ currentPassword: true }).and(newPasswordSchema(policy.data));
  const form = useSchemaForm(schema, { initialValues: { currentPassword: '', password: '', repeat: '' }, messages: MESSAGES });
  const problem = firstError(form.errors);
  const missingCurrent = !!form.errors.currentPassword;

  const onSubmit = form.onSubmit(({ currentPassword, password }) => {
    if (mutation.isPending) return;
    mutation.mutate({ currentPassword, newPassword: password }, { onSuccess: () => form.reset() });
  }, mutation.reset);

  const hasMessage = !!problem || mutation.isError;

  return (
    <SectionCard title={t('account.password.title')} description={t('account.password.description')}>
      <form method="post" onSubmit={onSubmit} noValidate aria-label={t('account.password.title')} data-testid="change-password-form">
        <Stack gap="md" maw={480}>
          {mutation.isSuccess && !hasMessage && (
            <SuccessPanel testId="change-password-success">
              {mutation.data.otherSessionsEnded > 0
                ? t('account.password.changedOthersEnded', { count: mutation.data.otherSessionsEnded })
                : t('account.password.changed')}
            </SuccessPanel>
          )}
          <ErrorAlert message={problem} error={mutation.error} testId="change-password-error" id="change-password-error" />
          <PasswordInput
            label={t('password.current')}
            name="current-password"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('currentPassword')}
            error={missingCurrent || errorCode(mutation.error) === 'CURRENT_PASSWORD_WRONG'}
            aria-describedby={hasMessage ? 'change-password-error' : undefined}
            data-testid="current-password"
          />
          <NewPasswordFields
            password={form.getInputProps('password')}
            repeat={form.getInputProps('repeat')}
            policy={policy.data}
            invalid={!!problem && !missingCurrent}
            describedBy={hasMessage ? 'change-password-error' : undefined}
          />
          <Group>
            <Button type="submit" loading={mutation.isPending} data-testid="change-password-submit">
              {t('account.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
