import { lazy, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mayOpenScreen, type Screen, type ScreenPath } from '@/app/screens';
import { InlineLoader } from '@/components/inline-loader';
import { RoleGate } from '@/components/role-gate';
import { useCurrentUser } from '@/lib/current-user';

/**
 * The router's page gate: a screen opens only for users its access admits (the same rule hides
 * its sidebar item); anyone else sees the page's title and "no permission".
 */
export function ScreenGate({ screen, children }: { screen: Screen<ScreenPath>; children: ReactNode }) {
  const { t } = useTranslation();
  if (screen.access === 'authenticated' && !screen.customerOnly) return <>{children}</>;
  return (
    <RoleGate allow={(user) => mayOpenScreen(user, screen)} title={t(`routes.${screen.path}`)}>
      {children}
    </RoleGate>
  );
}

/** The landing screens' pages, made once each: a lazy component made again would load again. */
const landingPages = new WeakMap<Screen<ScreenPath>, ComponentType>();

function landingPageOf(screen: Screen<ScreenPath>): ComponentType | null {
  const load = screen.page;
  if (!load) return null;
  let page = landingPages.get(screen);
  if (!page) landingPages.set(screen, (page = lazy(async () => ({ default: await load() }))));
  return page;
}

/**
 * The /dashboard landing: the landing screen's page for users it admits, Home for everyone else
 * (staff, contacts without its permission). The page's code loads only for those it admits.
 * While it loads, the frame's Suspense around the screen shows its loader: no boundary of this
 * gate's own, so the page counts as live only once the screen is (components/live-boundary.tsx).
 */
export function LandingGate({ screen }: { screen: Screen<ScreenPath> }) {
  const { data: user, isPending } = useCurrentUser();
  const Page = landingPageOf(screen);
  if (isPending) return <InlineLoader py="xl" />;
  if (!user || !Page || !mayOpenScreen(user, screen)) return <Navigate to="Home" replace />;
  return <Page />;
}
