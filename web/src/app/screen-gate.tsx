import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mayOpenScreen, type Screen, type ScreenPath } from '@/app/screens';
import { PageLoader } from '@/app/page-loader';
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

/**
 * The /dashboard landing: the landing screen's page for users it admits, Home for everyone else
 * (staff, contacts without its permission). The page's code loads only for those it admits.
 */
export function LandingGate({ screen }: { screen: Screen<ScreenPath> }) {
  const { data: user, isPending } = useCurrentUser();
  const Page = useMemo(() => (screen.page ? lazy(async () => ({ default: await screen.page!() })) : null), [screen]);
  if (isPending) return <InlineLoader py="xl" />;
  if (!user || !Page || !mayOpenScreen(user, screen)) return <Navigate to="Home" replace />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}
