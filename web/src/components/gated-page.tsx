import type { ReactNode } from 'react';
import type { UserVM } from '@customer-hub/contract/account';
import { PageHeader } from '@/components/page-header';
import { RoleGate } from '@/components/role-gate';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * A page for some users only (staff, Admin): its title and lead for everyone, its content for
 * those `allow` accepts and the no-permission state for the others, whose browser then asks
 * the server for nothing.
 */
export function GatedPage({ title, lead, allow, children }: { title: string; lead: ReactNode; allow: (user: UserVM) => boolean; children: ReactNode }) {
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <RoleGate allow={allow}>{children}</RoleGate>
    </>
  );
}
