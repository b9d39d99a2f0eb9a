import { useState } from 'react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@/components/public-layout';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { returnPath } from '@/features/auth/return-path';
import { isSessionValid } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

export function SignInPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  // Checked once: the form stores the token before it has finished signing in.
  const [alreadySignedIn] = useState(isSessionValid);

  usePageTitle(t('signin.submit'));

  if (alreadySignedIn) return <Navigate to={returnPath(location.state)} replace />;

  return (
    <PublicLayout>
      <Stack gap="lg">
        <Stack gap={4} ta="center">
          <Title order={1} size="h2" data-testid="page-title">
            {t('app.title')}
          </Title>
          <Text c="dimmed">{t('app.tagline')}</Text>
        </Stack>
        <Title order={2} size="h4">
          {t('signin.heading')}
        </Title>
        <SignInForm onSignedIn={() => navigate(returnPath(location.state), { replace: true })} />
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
      </Stack>
    </PublicLayout>
  );
}
