import { useState, type FormEvent } from 'react';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { SectionCard } from '@/components/section-card';
import { SuccessPanel } from '@/components/success-panel';
import { useChangePassword, usePasswordPolicy } from '@/features/account/api';
import { checkNewPassword, NewPasswordFields } from '@/features/account/components/new-password-fields';
import { errorCode } from '@/i18n/error-message';

/** Change password: the current one, then the new one twice; the server ends the other sessions. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const policy = usePasswordPolicy();
  const mutation = useChangePassword();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [missingCurrent, setMissingCurrent] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const noCurrent = !current;
    const found = noCurrent ? t('password.currentRequired') : checkNewPassword(password, repeat, policy.data, t);
    setMissingCurrent(noCurrent);
    setProblem(found);
    if (found) {
      mutation.reset();
      return;
    }
    mutation.mutate(
      { currentPassword: current, newPassword: password },
      {
        onSuccess: () => {
          setCurrent('');
          setPassword('');
          setRepeat('');
        },
      },
    );
  };

  const hasMessage = !!problem || mutation.isError;

  return (
    <SectionCard title={t('account.password.title')} description={t('account.password.description')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('account.password.title')} data-testid="change-password-form">
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
            value={current}
            onChange={(event) => setCurrent(event.currentTarget.value)}
            error={missingCurrent || errorCode(mutation.error) === 'CURRENT_PASSWORD_WRONG'}
            aria-describedby={hasMessage ? 'change-password-error' : undefined}
            data-testid="current-password"
          />
          <NewPasswordFields
            password={password}
            repeat={repeat}
            onPasswordChange={setPassword}
            onRepeatChange={setRepeat}
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
