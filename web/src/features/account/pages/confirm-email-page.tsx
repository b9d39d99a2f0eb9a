import { Button, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { PublicPage } from '@/components/public-page';
import { SuccessPanel } from '@/components/success-panel';
import { useConfirmEmail } from '@/features/account/api';
import { errorCode } from '@/lib/error-message';
import { isSessionValid } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

/** Answers meaning the link itself is no good (unknown, used, expired, malformed, or the address taken since). */
const INVALID_LINK_CODES = new Set(['TOKEN_INVALID', 'VALIDATION_FAILED']);

/**
 * /ConfirmEmail?token=: the link sent to a new address. The address changes when the reader
 * presses the button (not on opening the page: mail scanners open links by themselves).
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirm = useConfirmEmail();
  usePageTitle(t('confirmEmail.title'));

  let content;
  if (!token || INVALID_LINK_CODES.has(errorCode(confirm.error) ?? '')) {
    content = <ErrorAlert message={t('confirmEmail.invalidLink')} testId="confirm-email-invalid" />;
  } else if (confirm.isSuccess) {
    content = (
      <Stack gap="md">
        <SuccessPanel testId="confirm-email-done">{t('confirmEmail.done', { email: confirm.data.email, userName: confirm.data.userName })}</SuccessPanel>
        <Button component={Link} to={isSessionValid() ? '/dashboard/Utilizadores' : '/signin'} data-testid="confirm-email-next">
          {isSessionValid() ? t('confirmEmail.toAccount') : t('signin.submit')}
        </Button>
      </Stack>
    );
  } else {
    content = (
      <Stack gap="md">
        <Text>{t('confirmEmail.lead')}</Text>
        <ErrorAlert error={confirm.error} testId="confirm-email-error" />
        <Button fullWidth size="md" loading={confirm.isPending} onClick={() => confirm.mutate(token)} data-testid="confirm-email-submit">
          {t('confirmEmail.submit')}
        </Button>
      </Stack>
    );
  }
  // Signed in (the link opened in the browser they use), the way on is My account, not the sign-in page.
  return (
    <PublicPage title={t('confirmEmail.title')} withSignInLink={!isSessionValid()}>
      {content}
    </PublicPage>
  );
}
