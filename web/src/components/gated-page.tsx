import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserVM } from '@customer-hub/contract/account';
import type { ListScreen } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { RoleGate } from '@/components/role-gate';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * A page for some users only (staff, Admin): its title and lead for everyone, found by its screen
 * id as a list screen's are (`routes.<id>`, `screens.<id>.lead`), its content for those `allow`
 * accepts and the no-permission state for the others, whose browser then asks the server for
 * nothing. A list inside it names the same screen with `titled={false}`.
 */
export function GatedPage({ screen, allow, children }: { screen: ListScreen; allow: (user: UserVM) => boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`routes.${screen}`);
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} lead={t(`screens.${screen}.lead`)} />
      <RoleGate allow={allow}>{children}</RoleGate>
    </>
  );
}
