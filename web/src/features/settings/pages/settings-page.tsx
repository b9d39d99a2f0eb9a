import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { RoleGate } from '@/components/role-gate';
import { DocumentSettingsSection } from '@/features/settings/components/document-settings-form';
import { NotificationSettingsSection } from '@/features/settings/components/notification-settings-form';
import { ChatSettingsSection } from '@/features/settings/components/chat-settings-form';
import { EmailTemplatesSection } from '@/features/settings/components/email-templates-section';
import { LogRetentionSection } from '@/features/settings/components/log-retention-form';
import { SecuritySettingsSection } from '@/features/settings/components/security-settings-form';
import { usePageTitle } from '@/lib/use-page-title';

/** /dashboard/Settings (Admin): security settings, documents and search, notifications and the ticket site, chat, log retention, email templates. */
export function SettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.Settings'));
  return (
    <>
      <PageHeader title={t('routes.Settings')} lead={t('settings.lead')} />
      <RoleGate allow={(user) => user.roles.includes('Admin')}>
        <Stack gap="lg" maw={1080}>
          <SecuritySettingsSection />
          <DocumentSettingsSection />
          <NotificationSettingsSection />
          <ChatSettingsSection />
          <LogRetentionSection />
          <EmailTemplatesSection />
        </Stack>
      </RoleGate>
    </>
  );
}
