import '@mantine/notifications/styles.css';
import { lazy, memo, Suspense, useEffect, useId, useState, type CSSProperties } from 'react';
import { Box } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LiveBoundary, useScreenMarksLive } from '@/components/live-boundary';
import { PageLoader } from '@/app/page-loader';
import { AppFooter } from '@/app/shell/app-footer';
import { CustomerAreaTabs } from '@/app/shell/customer-area-tabs';
import { PasskeyGate } from '@/app/shell/passkey-gate';
import { PrivacyPolicyGate } from '@/app/shell/privacy-policy-gate';
import { Sidebar } from '@/app/shell/sidebar';
import { TopBar } from '@/app/shell/top-bar';
import { useNavOpened } from '@/app/shell/use-nav-opened';
import { useSyncUserLanguage } from '@/app/shell/use-sync-user-language';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { useBreakpoint } from '@/lib/breakpoints';
import { displayName, useCurrentUser } from '@/lib/current-user';
import { useViewAs } from '@/lib/view-as';
import { ViewAsBanner } from '@/app/shell/view-as-banner';
import classes from '@/app/shell/shell-layout.module.css';

// What the first paint does without loads after it: the toast container, the chat frame (shown
// only once its setting arrives) and the phone's drawer (the first time it opens).
const ToastHost = lazy(async () => ({ default: (await import('@/app/shell/toast-host')).ToastHost }));
const ChatFrame = lazy(async () => ({ default: (await import('@/features/chat/components/chat-frame')).ChatFrame }));
const NavDrawer = lazy(async () => ({ default: (await import('@/app/shell/nav-drawer')).NavDrawer }));

/**
 * The screen under the frame. Kept apart (memo) so what changes the frame alone (the first paint
 * done, the sidebar toggled) does not draw the screen again: on a phone taking over a rendered
 * page, that second drawing of everything was most of the time the page did not answer.
 */
const PageArea = memo(function PageArea({ user }: { user: ReturnType<typeof useCurrentUser>['data'] }) {
  return (
    // Nothing of the dashboard renders while a privacy policy awaits the user.
    <PrivacyPolicyGate>
      <PasskeyGate>
        <CustomerAreaTabs user={user} />
        {/* React takes this boundary over after the frame: the page is live once it has. */}
        <LiveBoundary fallback={<PageLoader />}>
          <Outlet />
        </LiveBoundary>
      </PasskeyGate>
    </PrivacyPolicyGate>
  );
});

export const SIDEBAR_WIDTH = 240;
export const RAIL_WIDTH = 72;

/** The signed-in frame (spec §2, §9): top bar, sidebar (expanded, icon rail or drawer), content, footer, chat. */
export function ShellLayout() {
  const { t } = useTranslation();
  const breakpoint = useBreakpoint();
  const [opened, setOpened] = useNavOpened(breakpoint);
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  const navId = useId();
  const isMobile = breakpoint === 'mobile';
  const painted = useAfterFirstPaint();
  const [drawerUsed, setDrawerUsed] = useState(false);
  const viewingAs = useViewAs() !== null;
  if (isMobile && opened && !drawerUsed) setDrawerUsed(true);
  useSyncUserLanguage();
  useScreenMarksLive();

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
      <div
        className={classes.frame}
        data-with-nav={isMobile ? undefined : ''}
        style={{ '--frame-nav-width': `${opened ? SIDEBAR_WIDTH : RAIL_WIDTH}px` } as CSSProperties}
      >
        {/* right-scroll-bar-position: a dialog's scroll lock keeps the fixed bar clear of the scroll bar's room. */}
        <header className={`${classes.header} right-scroll-bar-position`} data-testid="topbar">
          <TopBar
            navOpened={opened}
            onToggleNav={() => setOpened((current) => !current)}
            navId={isMobile && !opened ? undefined : navId}
            user={user}
            painted={painted}
          />
        </header>
        {!isMobile && (
          <nav id={navId} className={classes.navbar} data-testid="sidebar-panel">
            <div className={classes.navScroller}>
              <Sidebar user={user} compact={!opened} />
            </div>
          </nav>
        )}
        {isMobile && drawerUsed && (
          <Suspense fallback={null}>
            <NavDrawer id={navId} opened={opened} onClose={() => setOpened(false)} user={user} />
          </Suspense>
        )}
        <main id="main-content" tabIndex={-1} className={classes.main}>
          {/* Staff viewing the portal as a contact: read-only, said on every page. */}
          {viewingAs && <ViewAsBanner contactName={displayName(user) || '…'} />}
          <Box flex={1} miw={0}>
            <PageArea user={user} />
          </Box>
          {/* Below the page; its localised build date (the first date format made costs a phone dozens of ms) can wait a frame. */}
          {painted && <AppFooter />}
          {painted && (
            <Suspense fallback={null}>
              <ChatFrame />
            </Suspense>
          )}
        </main>
      </div>
      {painted && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
    </>
  );
}
