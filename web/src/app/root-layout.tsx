import { useEffect, useState } from 'react';
import { useDirection } from '@mantine/core';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { createVisit, documentNavigationType, shouldForceHome } from '@/app/navigation-rules';
import { OfflineNotice } from '@/app/offline-notice';
import { HOME_PATH } from '@/features/auth/return-path';
import { CookieBanner } from '@/features/cookies/components/cookie-banner';
import { applyDirection, resolveDirection } from '@/lib/direction';
import { isSessionValid } from '@/lib/session';

/** Wraps every route: the back/forward rule, the `?dir=` switch, the cookie banner and the offline notice. */
export function RootLayout() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [visit] = useState(() => createVisit(location.key));
  const { setDirection } = useDirection();

  useEffect(() => {
    const force = shouldForceHome({
      navigationType,
      ...visit({ key: location.key, pathname: location.pathname }),
      documentNavigation: documentNavigationType(),
      pathname: location.pathname,
      signedIn: isSessionValid(),
    });
    if (force) void navigate(HOME_PATH, { replace: true });
  }, [visit, location.key, location.pathname, navigationType, navigate]);

  useEffect(() => {
    if (!new URLSearchParams(location.search).has('dir')) return;
    const dir = resolveDirection(location.search);
    applyDirection(dir);
    setDirection(dir);
  }, [location.search, setDirection]);

  return (
    <>
      <Outlet />
      <CookieBanner />
      <OfflineNotice />
    </>
  );
}
