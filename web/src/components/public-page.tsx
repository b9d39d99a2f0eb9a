import type { ReactNode } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '@/components/public-layout';
import { usePageTitle } from '@/lib/use-page-title';

interface PublicPageProps {
  title: string;
  lead?: string;
  children: ReactNode;
  /** The "back to sign in" link under the card's content; on by default. */
  withSignInLink?: boolean;
  width?: number;
}

/** A visitor page (request access, recovery, reset, sign-up): title, lead, content, way back to sign-in. */
export function PublicPage({ title, lead, children, withSignInLink = true, width }: PublicPageProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <PublicLayout width={width}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2" data-testid="page-title">
            {title}
          </Title>
          {lead && <Text c="dimmed">{lead}</Text>}
        </Stack>
        {children}
        {withSignInLink && (
          <Anchor component={Link} to="/signin" size="sm" data-testid="back-to-signin">
            {t('common.backToSignIn')}
          </Anchor>
        )}
      </Stack>
    </PublicLayout>
  );
}
