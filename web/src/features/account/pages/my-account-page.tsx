import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { PageHeader } from '@/components/page-header';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { NotificationPreferencesSection } from '@/features/account/components/notification-preferences-section';
import { ProfileCard } from '@/features/account/components/profile-card';
import { SessionsSection } from '@/features/account/components/sessions-section';
import { TwoFactorSection } from '@/features/account/components/two-factor-section';
import { useCurrentUser } from '@/lib/current-user';
import { usePageTitle } from '@/lib/use-page-title';

/** /dashboard/Utilizadores, the user menu's settings: every user's own account. */
export function MyAccountPage() {
  const { t } = useTranslation();
  const { data: user, isPending, error } = useCurrentUser();
  usePageTitle(t('account.title'));
  return (
    <>
      <PageHeader title={t('account.title')} lead={t('account.lead')} />
      <Stack gap="lg" maw={880}>
        {isPending ? (
          <InlineLoader py="md" />
        ) : user ? (
          <ProfileCard user={user} />
        ) : (
          <ErrorAlert error={error} />
        )}
        <ChangePasswordForm />
        <TwoFactorSection />
        <NotificationPreferencesSection />
        <SessionsSection />
      </Stack>
    </>
  );
}
