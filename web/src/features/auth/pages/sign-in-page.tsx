import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TwoFactorChallenge } from '@customer-hub/contract/two-factor';
import { PublicLayout } from '@/components/public-layout';
import { ApiError } from '@/lib/api-client';
import { signInWithPasskey } from '@/features/auth/api';
import { PasskeyStep } from '@/features/auth/components/passkey-step';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { TwoFactorForm } from '@/features/auth/components/two-factor-form';
import { SsoButtons, SsoError } from '@/features/auth/components/sso-buttons';
import { completeSignIn } from '@/features/auth/api';
import { HOME_PATH, returnPath } from '@/features/auth/return-path';
import { isSessionValid } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

interface PendingChallenge {
  challenge: TwoFactorChallenge;
  username: string;
}

export function SignInPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  // Checked once: the form stores the token before it has finished signing in.
  const [alreadySignedIn] = useState(isSessionValid);
  const [pending, setPending] = useState<PendingChallenge | null>(null);
  const [username, setUsername] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [search] = useSearchParams();
  // Back from an identity provider: the session's cookie is set (its lifetime in the address), or why not.
  const ssoExpiresIn = Number(search.get('sso_expires_in'));
  const ssoError = search.get('sso_error');
  const ssoReturn = search.get('return');

  usePageTitle(t('signin.submit'));
  const passkey = useMutation({ mutationFn: signInWithPasskey, onSuccess: () => onSignedIn() });

  useEffect(() => {
    if (!(ssoExpiresIn > 0)) return;
    // The server kept only a dashboard page of this site; checked again here all the same.
    const to = ssoReturn && /^\/dashboard(\/|$)/i.test(ssoReturn) && !ssoReturn.includes('//') ? ssoReturn : HOME_PATH;
    void completeSignIn({ token_type: 'cookie', expires_in: ssoExpiresIn }).then(() => navigate(to, { replace: true }));
  }, [ssoExpiresIn, ssoReturn, navigate]);

  if (ssoExpiresIn > 0) {
    return (
      <PublicLayout>
        <Stack align="center" gap="sm" data-testid="sso-signing-in">
          <Loader />
          <Text>{t('signin.sso.signingIn')}</Text>
        </Stack>
      </PublicLayout>
    );
  }
  if (alreadySignedIn) return <Navigate to={returnPath(location.state)} replace />;

  const onSignedIn = () => navigate(returnPath(location.state), { replace: true });
  const onChallenge = (challenge: TwoFactorChallenge, name: string) => {
    setNotice(null);
    setUsername(name);
    setPending({ challenge, username: name });
  };
  const onRestart = (reason: 'expired' | 'cancel') => {
    setPending(null);
    setNotice(reason === 'expired' ? t('twoFactor.expired') : null);
  };

  return (
    <PublicLayout>
      <Stack gap="lg">
        <Stack gap={4} ta="center">
          <Title order={1} size="h2" data-testid="page-title">
            {t('app.title')}
          </Title>
          <Text c="dimmed">{t('app.tagline')}</Text>
        </Stack>
        {pending?.challenge.method === 'passkey' ? (
          <PasskeyStep
            key={pending.challenge.challenge_id}
            challenge={pending.challenge}
            onSignedIn={onSignedIn}
            onFallback={(challenge) => setPending({ challenge, username: pending.username })}
            onRestart={onRestart}
          />
        ) : pending ? (
          <TwoFactorForm
            key={pending.challenge.challenge_id}
            challenge={pending.challenge}
            onSignedIn={onSignedIn}
            onChallenge={(challenge) => setPending({ challenge, username: pending.username })}
            onRestart={onRestart}
          />
        ) : (
          <>
            <Title order={2} size="h4">
              {t('signin.heading')}
            </Title>
            {ssoError && <SsoError code={ssoError} />}
            <SignInForm onSignedIn={onSignedIn} onChallenge={onChallenge} notice={notice} initialUsername={username} onUsernameChange={setTyped} />
            <SsoButtons login={typed} returnTo={returnPath(location.state)} />
            <Divider label={t('signin.or')} labelPosition="center" />
            {passkey.isError && (
              <Alert color="red" variant="light" role="alert" data-testid="signin-passkey-error">
                {passkey.error instanceof ApiError && passkey.error.code === 'SSO_REQUIRED' ? t('errors.SSO_REQUIRED') : t('signin.passkeyFailed')}
              </Alert>
            )}
            <Button
              variant="default"
              fullWidth
              size="md"
              leftSection={<IconFingerprint size={18} aria-hidden="true" />}
              loading={passkey.isPending}
              onClick={() => {
                setNotice(null);
                passkey.mutate();
              }}
              data-testid="signin-passkey"
            >
              {t('signin.passkey')}
            </Button>
            <Stack gap="xs">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Anchor component={Link} to="/RecoverPassword" size="sm">
                  {t('signin.forgotPassword')}
                </Anchor>
                <Text size="sm">
                  {t('signin.noAccount')}{' '}
                  <Anchor component={Link} to="/Request" size="sm">
                    {t('signin.requestAccess')}
                  </Anchor>
                </Text>
              </Group>
              <Text size="sm">
                {t('signin.customer')}{' '}
                <Anchor component={Link} to="/SignUp" size="sm">
                  {t('signin.signUp')}
                </Anchor>
              </Text>
            </Stack>
          </>
        )}
      </Stack>
    </PublicLayout>
  );
}
