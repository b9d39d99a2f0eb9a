import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { PageHeader } from '@/components/page-header';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { DataExportSection } from '@/features/account/components/data-export-section';
import { ErasureSection } from '@/features/account/components/erasure-section';
import { NotificationPreferencesSection } from '@/features/account/components/notification-preferences-section';
import { PasskeysSection } from '@/features/account/components/passkeys-section';
import { ProfileCard } from '@/features/account/components/profile-card';
import { SessionsSection } from '@/features/account/components/sessions-section';
import { TrustedDevicesSection } from '@/features/account/components/trusted-devices-section';
import { TwoFactorSection } from '@/features/account/components/two-factor-section';
import { useCurrentUser } from '@/lib/current-user';
import { usePageTitle } from '@/lib/use-page-title';
import { SsoProviderCard } from '@/components/sso-provider-card';
import { ApiKeysCard } from '@/components/api-keys-card';
import { WebhooksCard } from '@/components/webhooks-card';
import { isStaff } from '@customer-hub/contract/roles';

/** Every user's own account: profile, password, second factor, notifications and sessions. */
export function MyAccountSections({ profileAction }: { profileAction?: ReactNode }) {
  const { data: user, isPending, error } = useCurrentUser();
  return (
    <Stack gap="lg" maw={880}>
      {isPending ? <InlineLoader py="md" /> : user ? <ProfileCard user={user} action={profileAction} /> : <ErrorAlert error={error} />}
      <ChangePasswordForm />
      <TwoFactorSection />
      <PasskeysSection />
      <NotificationPreferencesSection />
      <SessionsSection />
      <TrustedDevicesSection />
      {user?.mainContact && !isStaff(user.roles) && <SsoProviderCard scope={{ kind: 'own' }} />}
      {user?.mainContact && !isStaff(user.roles) && <ApiKeysCard scope={{ kind: 'own' }} />}
      {user?.mainContact && !isStaff(user.roles) && <WebhooksCard scope={{ kind: 'own' }} />}
      <DataExportSection />
      <ErasureSection />
    </Stack>
  );
}

/** My account as a page of its own. */
export function MyAccountPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.title'));
  return (
    <>
      <PageHeader title={t('account.title')} lead={t('account.lead')} />
      <MyAccountSections />
    </>
  );
}
