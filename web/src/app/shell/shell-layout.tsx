import '@mantine/notifications/styles.css';
import { Suspense, useEffect, useId } from 'react';
import { AppShell, Box, Drawer, ScrollArea, useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/app/page-loader';
import { AppFooter } from '@/app/shell/app-footer';
import { CustomerAreaTabs } from '@/app/shell/customer-area-tabs';
import { PrivacyPolicyGate } from '@/app/shell/privacy-policy-gate';
import { Sidebar } from '@/app/shell/sidebar';
import { TopBar } from '@/app/shell/top-bar';
import { useNavOpened } from '@/app/shell/use-nav-opened';
import { useSyncUserLanguage } from '@/app/shell/use-sync-user-language';
import { ChatFrame } from '@/features/chat/components/chat-frame';
import { useBreakpoint } from '@/lib/breakpoints';
import { useCurrentUser } from '@/lib/current-user';

export const SIDEBAR_WIDTH = 240;
export const RAIL_WIDTH = 72;

/** The signed-in frame (spec §2, §9): top bar, sidebar (expanded, icon rail or drawer), content, footer, chat. */
export function ShellLayout() {
  const { t } = useTranslation();
  const breakpoint = useBreakpoint();
  const [opened, setOpened] = useNavOpened(breakpoint);
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  const { dir } = useDirection();
  const navId = useId();
  const isMobile = breakpoint === 'mobile';
  useSyncUserLanguage();

  // Navigating closes the mobile drawer.
  useEffect(() => {
    setOpened((current) => (isMobile ? false : current));
  }, [pathname, isMobile, setOpened]);

  const focusMain = (event: React.MouseEvent<HTMLAnchorElement>) => {
    // A fragment navigation would reach the router as a POP; move focus by hand instead.
    event.preventDefault();
    document.getElementById('main-content')?.focus();
  };

  return (
    <>
      <a className="skip-link" href="#main-content" onClick={focusMain}>
        {t('shell.skipToContent')}
      </a>
      <AppShell
        header={{ height: 60 }}
        navbar={
          isMobile
            ? undefined
            : { width: opened ? SIDEBAR_WIDTH : RAIL_WIDTH, breakpoint: 'sm', collapsed: { mobile: true } }
        }
        padding={{ base: 'sm', sm: 'md', lg: 'xl' }}
      >
        <AppShell.Header data-testid="topbar">
          <TopBar
            navOpened={opened}
            onToggleNav={() => setOpened((current) => !current)}
            navId={isMobile && !opened ? undefined : navId}
            user={user}
          />
        </AppShell.Header>
        {!isMobile && (
          <AppShell.Navbar id={navId} p="xs" data-testid="sidebar-panel">
            <AppShell.Section grow component={ScrollArea} scrollbarSize={6}>
              <Sidebar user={user} compact={!opened} />
            </AppShell.Section>
          </AppShell.Navbar>
        )}
        {isMobile && (
          <Drawer
            id={navId}
            opened={opened}
            onClose={() => setOpened(false)}
            size={280}
            position={dir === 'rtl' ? 'right' : 'left'}
            title={t('app.title')}
            closeButtonProps={{ 'aria-label': t('shell.closeMenu') }}
          >
            <Sidebar user={user} compact={false} onNavigate={() => setOpened(false)} />
          </Drawer>
        )}
        <AppShell.Main id="main-content" tabIndex={-1} display="flex" style={{ flexDirection: 'column' }}>
          <Box flex={1} miw={0}>
            {/* Nothing of the dashboard renders while a privacy policy awaits the user. */}
            <PrivacyPolicyGate>
              <CustomerAreaTabs user={user} />
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </PrivacyPolicyGate>
          </Box>
          <AppFooter />
          <ChatFrame />
        </AppShell.Main>
      </AppShell>
      <Notifications position="top-right" />
    </>
  );
}
