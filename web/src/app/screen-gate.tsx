import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mayOpen, type Screen, type ScreenPath } from '@/app/screens';
import { RoleGate } from '@/components/role-gate';

/**
 * The router's page gate: a screen opens only for users its access admits (the same rule hides
 * its sidebar item); anyone else sees the page's title and "no permission".
 */
export function ScreenGate({ screen, children }: { screen: Screen<ScreenPath>; children: ReactNode }) {
  const { t } = useTranslation();
  const { access } = screen;
  if (access === 'authenticated') return <>{children}</>;
  return (
    <RoleGate allow={(user) => mayOpen(user, access)} title={t(`routes.${screen.path}`)}>
      {children}
    </RoleGate>
  );
}
