import { Button, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { PublicPage } from '@/components/public-page';
import { SuccessPanel } from '@/components/success-panel';
import { usePasswordPolicy, useResetPassword, useTokenInfo, type TokenInfo } from '@/features/account/api';
import { firstError, NEW_PASSWORD_MESSAGES, NewPasswordFields, newPasswordSchema } from '@/features/account/components/new-password-fields';
import { errorCode } from '@/lib/error-message';
import { useSchemaForm } from '@/lib/form';

/** Answers meaning the link itself is no good (unknown, used, expired or malformed). */
const INVALID_LINK_CODES = new Set(['TOKEN_INVALID', 'VALIDATION_FAILED', 'NOT_FOUND']);

type Kind = TokenInfo['kind'];

interface ResetPasswordPageProps {
  /** From the route: /ResetPassword (recovery) or /SetPassword (invitation, sign-up). */
  mode: 'reset' | 'set';
}

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="reset-invalid">
      <ErrorAlert message={t('resetPassword.invalidLink')} />
      <Button component={Link} to="/RecoverPassword" variant="light">
        {t('resetPassword.requestNewLink')}
      </Button>
    </Stack>
  );
}

/** /ResetPassword and /SetPassword?token=: choose a password through an emailed link. */
export function ResetPasswordPage({ mode }: ResetPasswordPageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const info = useTokenInfo(token);
  const policy = usePasswordPolicy();
  const mutation = useResetPassword();
  const form = useSchemaForm(newPasswordSchema(policy.data), { initialValues: { password: '', repeat: '' }, messages: NEW_PASSWORD_MESSAGES });
  const problem = firstError(form.errors);

  const kind: Kind = info.data?.kind ?? (mode === 'reset' ? 'reset' : 'invitation');
  const title = t(`resetPassword.title.${kind}`);
  const invalid =
    !token ||
    (info.isError && INVALID_LINK_CODES.has(errorCode(info.error) ?? '')) ||
    errorCode(mutation.error) === 'TOKEN_INVALID';

  const onSubmit = form.onSubmit(({ password }) => {
    if (!mutation.isPending) mutation.mutate({ token, password });
  }, mutation.reset);

  let content;
  if (invalid) {
    content = <InvalidLink />;
  } else if (info.isPending) {
    content = (
      <InlineLoader py="xl" />
    );
  } else if (info.isError) {
    content = <ErrorAlert error={info.error} testId="reset-error" />;
  } else if (mutation.isSuccess) {
    content = (
      <Stack gap="md">
        <SuccessPanel testId="reset-success">{t('resetPassword.done', { userName: mutation.data.userName })}</SuccessPanel>
        <Button component={Link} to="/signin" data-testid="reset-signin">
          {t('signin.submit')}
        </Button>
      </Stack>
    );
  } else {
    content = (
      <form method="post" onSubmit={onSubmit} noValidate aria-label={title} data-testid="reset-form">
        <Stack gap="md">
          <Text>
            {t('resetPassword.account')}{' '}
            <Text span fw={700} data-testid="reset-username">
              {info.data.userName}
            </Text>
          </Text>
          <ErrorAlert message={problem} error={mutation.error} testId="reset-error" id="reset-error" />
          <NewPasswordFields
            password={form.getInputProps('password')}
            repeat={form.getInputProps('repeat')}
            policy={policy.data}
            invalid={!!problem}
            describedBy={problem || mutation.isError ? 'reset-error' : undefined}
          />
          <Button type="submit" fullWidth size="md" loading={mutation.isPending} data-testid="reset-submit">
            {t('resetPassword.submit')}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <PublicPage title={title} lead={invalid || mutation.isSuccess ? undefined : t(`resetPassword.lead.${kind}`)}>
      {content}
    </PublicPage>
  );
}
