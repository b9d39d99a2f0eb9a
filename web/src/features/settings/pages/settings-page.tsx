import { useEffect, type MouseEvent } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { RoleGate } from '@/components/role-gate';
import { ChatSettingsSection } from '@/features/settings/components/chat-settings-form';
import { DocumentSettingsSection } from '@/features/settings/components/document-settings-form';
import { EmailTemplatesSection } from '@/features/settings/components/email-templates-section';
import { ErpSettingsSection } from '@/features/settings/components/erp-settings-form';
import { NotificationSettingsSection } from '@/features/settings/components/notification-settings-form';
import { OrderSettingsSection } from '@/features/settings/components/order-settings-form';
import { ReportsSettingsSection } from '@/features/settings/components/reports-settings-form';
import { RetentionSection } from '@/features/settings/components/retention-section';
import { SecuritySettingsSection } from '@/features/settings/components/security-settings-form';
import { CompanySlaSection, SlaSettingsSection } from '@/features/settings/components/sla-settings-form';
import { usePageTitle } from '@/lib/use-page-title';
import { SsoProviderCard } from '@/components/sso-provider-card';

/** The page's sections in order: each one's anchor (#id) and the dictionary key of its title. */
const SECTIONS = [
  ['security', 'settings.security.title'],
  ['sso', 'sso.settings.title'],
  ['documents', 'settings.documents.title'],
  ['notifications', 'settings.notifications.title'],
  ['orders', 'settings.orders.title'],
  ['sla', 'sla.settings.title'],
  ['sla-companies', 'sla.company.title'],
  ['chat', 'settings.chat.title'],
  ['reports', 'settings.reports.title'],
  ['erp', 'settings.erp.title'],
  ['retention', 'settings.retention.title'],
  ['templates', 'settings.templates.title'],
] as const;

/** Brings a section into view and (unless told not to) gives it the focus, so the next Tab goes on inside it. */
function reveal(id: string, focus = true) {
  const section = document.getElementById(id);
  if (!section) return false;
  section.scrollIntoView({ block: 'start' });
  if (focus) section.focus({ preventScroll: true });
  return true;
}

/**
 * The sections' links. A fragment link followed by the browser would reach the router as a POP,
 * which the back/forward rule sends Home: the link replaces the address's fragment itself instead.
 */
function SectionLinks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <nav aria-label={t('settings.sections')} data-testid="settings-sections">
      <Text size="sm" fw={600} mb={6}>
        {t('settings.sections')}
      </Text>
      <Group component="ul" gap={6} style={{ listStyle: 'none', margin: 0, padding: 0 }} wrap="wrap">
        {SECTIONS.map(([id, title]) => (
          <li key={id}>
            <Button
              component="a"
              href={`#${id}`}
              variant="light"
              size="compact-sm"
              radius="xl"
              fw={500}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                event.preventDefault();
                void navigate({ hash: id }, { replace: true });
                reveal(id);
              }}
              data-testid={`settings-link-${id}`}
            >
              {t(title)}
            </Button>
          </li>
        ))}
      </Group>
    </nav>
  );
}

/** What the reader does that ends keeping a section in view. */
const READER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Opened at /dashboard/Settings#erp (as the Sync screen links): that section. The sections above it
 * grow as their settings arrive, so it is kept in view while the page fills in (5 s at most), unless
 * the reader moves first.
 */
function useSectionFromAddress() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id || !reveal(id)) return;
    const observer = new ResizeObserver(() => reveal(id, false));
    observer.observe(document.body);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const event of READER_MOVES) window.removeEventListener(event, stop);
    };
    const timer = window.setTimeout(stop, 5000);
    for (const event of READER_MOVES) window.addEventListener(event, stop, { passive: true });
    return stop;
  }, [hash]);
}

/**
 * /dashboard/Settings (Admin): security, documents and search, notifications and the ticket site,
 * orders, chat, the reporting tool (spec §3 "QlikSense Configuration"), the ERP connection, the
 * retention policy and email templates.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.Settings'));
  return (
    <>
      <PageHeader title={t('routes.Settings')} lead={t('settings.lead')} />
      <RoleGate allow={(user) => user.roles.includes('Admin')}>
        <SettingsSectionsPage />
      </RoleGate>
    </>
  );
}

function SettingsSectionsPage() {
  useSectionFromAddress();
  return (
    <Stack gap="lg" maw={1080}>
      <SectionLinks />
      <SecuritySettingsSection />
      <SsoProviderCard scope={{ kind: 'staff' }} />
      <DocumentSettingsSection />
      <NotificationSettingsSection />
      <OrderSettingsSection />
      <SlaSettingsSection />
      <CompanySlaSection />
      <ChatSettingsSection />
      <ReportsSettingsSection />
      <ErpSettingsSection />
      <RetentionSection />
      <EmailTemplatesSection />
    </Stack>
  );
}
